/**
 * The transactional outbox. `enqueueMail` is called inside the caller's own transaction,
 * so a message exists exactly when the change that causes it was committed; the sender
 * (sender.server.ts) delivers it later, from any process.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { type Db, withSecureDelete } from "../../db/client.server";
import { outbox } from "../../db/schema";
import { prepared } from "../lib/statements.server";
import { emailAddressSchema } from "./address";
import { spendMailBudget, takeHeldBack } from "./budget.server";
import { type OutboxSecret, sealBody } from "./sealed-body.server";

/** The database or a drizzle transaction over it. */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface MailInput {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  headers?: Record<string, string>;
  /** What caused the message, e.g. "submission-received"; shown in logs and counts. */
  kind: string;
  /**
   * A budgeted mail's line, in its language, saying that some requests for this address were not sent:
   * added when the budget held mails back since the mailbox's last one.
   */
  heldBackNotice?: string;
}

/** Senders in this process, told when a message is queued (sender.server.ts looks at once, not at its next tick). */
const queuedListeners = new Set<() => void>();
export function onMailQueued(listener: () => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

/**
 * Queues one message to one recipient, its body sealed with the server's key (sealed-body.server.ts).
 * Throws on an invalid address (callers validate first).
 */
export function enqueueMail(db: Db, secret: OutboxSecret, input: MailInput): number {
  const to = emailAddressSchema.parse(input.to.trim());
  // Fixed when queued, so a retried message keeps it; the transport adds the site's host: <id@host>.
  const messageId = randomUUID();
  const body = sealBody(secret, messageId, { text: input.text, html: input.html ?? null, headers: input.headers ?? null });
  // A prepared statement: a digest run queues thousands of messages.
  const row = prepared(
    db,
    "INSERT INTO outbox (kind, recipient, subject, body, message_id) VALUES (?, ?, ?, ?, ?) RETURNING id",
  ).get(input.kind, to, input.subject.replace(/[\r\n]+/g, " ").trim(), body, messageId) as { id: number };
  for (const listener of queuedListeners) listener();
  return row.id;
}

/**
 * `enqueueMail` for a mail anyone can cause to any address (a receipt, the lost-link mail, an
 * alert's confirmation): it spends the recipient's budget (budget.server.ts), and past it nothing
 * is queued (null) while the caller answers as always.
 */
export function enqueueBudgetedMail(db: Db, secret: OutboxSecret, input: MailInput, now = Date.now()): number | null {
  return mayMail(db, secret, input.to, now) ? enqueueMail(db, secret, withHeldBackNotice(db, secret, input, now)) : null;
}

/** Spends one mail of the recipient's budget (budget.server.ts): false when it is spent, and nothing may be queued or minted. */
export function mayMail(db: Db, secret: OutboxSecret, to: string, now = Date.now()): boolean {
  return spendMailBudget(db, secret, emailAddressSchema.parse(to.trim()), now);
}

/** `input` with its held-back line when mails to its recipient were held back since the last one. */
export function withHeldBackNotice(db: Db, secret: OutboxSecret, input: MailInput, now = Date.now()): MailInput {
  if (!input.heldBackNotice || !takeHeldBack(db, secret, emailAddressSchema.parse(input.to.trim()), now)) return input;
  const paragraph = `<p>${input.heldBackNotice.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</p>`;
  const html = input.html ? (/<\/body>/i.test(input.html) ? input.html.replace(/<\/body>/i, `${paragraph}</body>`) : `${input.html}${paragraph}`) : input.html;
  return { ...input, text: `${input.text.trimEnd()}\n\n${input.heldBackNotice}\n`, html };
}

/**
 * Seals the bodies of messages that were still queued when migration 0017 took them out of the
 * outbox in plain text (they wait in `outbox_unsealed`), then drops that table and scrubs the
 * old bytes from the file and the WAL. Does nothing once done; the sender calls it first.
 */
export function sealUnsealedBodies(db: Db, secret: OutboxSecret): number {
  const sqlite = db.$client;
  const waiting = () => sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'outbox_unsealed'").get();
  if (!waiting()) return 0;
  let sealed = 0;
  withSecureDelete(db, () =>
    sqlite
      .transaction(() => {
        if (!waiting()) return;
        const rows = sqlite
          .prepare(
            `SELECT u.id, u.text, u.html, u.headers, o.message_id AS messageId FROM outbox_unsealed u
               JOIN outbox o ON o.id = u.id WHERE o.status = 'queued'`,
          )
          .all() as { id: number; text: string; html: string | null; headers: string | null; messageId: string }[];
        const update = sqlite.prepare("UPDATE outbox SET body = ? WHERE id = ?");
        for (const row of rows) {
          const headers = row.headers ? (JSON.parse(row.headers) as Record<string, string>) : null;
          update.run(sealBody(secret, row.messageId, { text: row.text, html: row.html, headers }), row.id);
          sealed++;
        }
        sqlite.exec("DELETE FROM outbox_unsealed; DROP TABLE outbox_unsealed");
      })
      .immediate(),
  );
  return sealed;
}

export interface OutboxCounts {
  queued: number;
  failed: number;
  sent: number;
}

export function outboxCounts(db: Db): OutboxCounts {
  const rows = db
    .select({ status: outbox.status, count: sql<number>`count(*)` })
    .from(outbox)
    .groupBy(outbox.status)
    .all();
  const counts: OutboxCounts = { queued: 0, failed: 0, sent: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * Claims up to `limit` due messages for `leaseMs`: in one immediate transaction, so two
 * processes never hold the same row. A lease that ran out (a sender died mid-batch) is due again.
 */
export function claimDueMail(db: Db, { now, limit, leaseMs }: { now: number; limit: number; leaseMs: number }) {
  const token = randomUUID();
  const dueRows = (n: number) =>
    db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        sql`${outbox.status} = 'queued' and ${outbox.nextAttemptAt} <= ${now}
            and (${outbox.claimedUntil} is null or ${outbox.claimedUntil} <= ${now})`,
      )
      .orderBy(outbox.nextAttemptAt, outbox.id)
      .limit(n)
      .all();
  // A plain read first: the usual answer is "nothing due", which needs no write lock.
  if (dueRows(1).length === 0) return [];
  return db.$client
    .transaction((): OutboxRow[] => {
      const due = dueRows(limit);
      if (due.length === 0) return [];
      const ids = due.map((r) => r.id);
      return db
        .update(outbox)
        .set({ claimedUntil: new Date(now + leaseMs), claimToken: token })
        .where(sql`${outbox.id} in (${sql.join(ids, sql`, `)})`)
        .returning()
        .all()
        .sort((a, b) => a.id - b.id);
    })
    .immediate();
}

/** Records a delivery and drops the body; only the holder of the claim may (a lease taken over meanwhile wins). */
export function markSent(db: Db, row: OutboxRow, now: number): boolean {
  const result = prepared(
    db,
    `UPDATE outbox SET status = 'sent', sent_at = ?, attempts = attempts + 1, claimed_until = NULL, claim_token = NULL,
       last_error = NULL, body = NULL WHERE id = ? AND claim_token = ?`,
  ).run(now, row.id, row.claimToken ?? "");
  return result.changes === 1;
}

/** Extends the lease of the rows a sender still holds under `token` (still queued, not taken over). */
export function renewClaims(db: Db, token: string, until: number): number {
  return prepared(db, "UPDATE outbox SET claimed_until = ? WHERE claim_token = ? AND status = 'queued'").run(until, token).changes;
}

/** Gives claimed rows back unsent (the lease was about to run out): due again at once for any sender. */
export function releaseClaims(db: Db, rows: OutboxRow[]): void {
  const release = prepared(db, "UPDATE outbox SET claimed_until = NULL, claim_token = NULL WHERE id = ? AND claim_token = ?");
  db.$client.transaction(() => {
    for (const row of rows) release.run(row.id, row.claimToken ?? "");
  }).immediate();
}

/**
 * Schedules the next attempt, or gives up (and drops the body) once the message is older than
 * `giveUpAfterMs`, or at once when `final` (a body no attempt can open).
 */
export function markAttemptFailed(
  db: Db,
  row: OutboxRow,
  error: string,
  { now, giveUpAfterMs, backoffMs, final = false }: { now: number; giveUpAfterMs: number; backoffMs: (attempt: number) => number; final?: boolean },
): "retry" | "failed" {
  const attempts = row.attempts + 1;
  const next = now + backoffMs(attempts);
  const giveUp = final || next - row.createdAt.getTime() > giveUpAfterMs;
  db.update(outbox)
    .set({
      status: giveUp ? "failed" : "queued",
      attempts,
      nextAttemptAt: new Date(giveUp ? now : next),
      claimedUntil: null,
      claimToken: null,
      lastError: error.slice(0, 1000),
      ...(giveUp ? { body: null } : {}),
    })
    .where(and(eq(outbox.id, row.id), eq(outbox.claimToken, row.claimToken ?? "")))
    .run();
  return giveUp ? "failed" : "retry";
}
