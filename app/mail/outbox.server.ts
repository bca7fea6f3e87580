/**
 * The transactional outbox. `enqueueMail` is called inside the caller's own transaction,
 * so a message exists exactly when the change that causes it was committed; the sender
 * (sender.server.ts) delivers it later, from any process.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { outbox } from "../../db/schema";
import { emailAddressSchema } from "./address";

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
}

/** Queues one message to one recipient. Throws on an invalid address (callers validate first). */
export function enqueueMail(db: DbOrTx, input: MailInput): number {
  const to = emailAddressSchema.parse(input.to.trim());
  const row = db
    .insert(outbox)
    .values({
      kind: input.kind,
      recipient: to,
      subject: input.subject.replace(/[\r\n]+/g, " ").trim(),
      text: input.text,
      html: input.html ?? null,
      headers: input.headers ?? null,
      // The transport adds the site's host: <id@host>.
      messageId: randomUUID(),
    })
    .returning({ id: outbox.id })
    .get();
  return row.id;
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

/** Records a delivery; only the holder of the claim may (a lease taken over meanwhile wins). */
export function markSent(db: Db, row: OutboxRow, now: number): boolean {
  const result = db
    .update(outbox)
    .set({ status: "sent", sentAt: new Date(now), attempts: row.attempts + 1, claimedUntil: null, claimToken: null, lastError: null })
    .where(and(eq(outbox.id, row.id), eq(outbox.claimToken, row.claimToken ?? "")))
    .run();
  return result.changes === 1;
}

/** Schedules the next attempt, or gives up once the message is older than `giveUpAfterMs`. */
export function markAttemptFailed(
  db: Db,
  row: OutboxRow,
  error: string,
  { now, giveUpAfterMs, backoffMs }: { now: number; giveUpAfterMs: number; backoffMs: (attempt: number) => number },
): "retry" | "failed" {
  const attempts = row.attempts + 1;
  const next = now + backoffMs(attempts);
  const giveUp = next - row.createdAt.getTime() > giveUpAfterMs;
  db.update(outbox)
    .set({
      status: giveUp ? "failed" : "queued",
      attempts,
      nextAttemptAt: new Date(giveUp ? now : next),
      claimedUntil: null,
      claimToken: null,
      lastError: error.slice(0, 1000),
    })
    .where(and(eq(outbox.id, row.id), eq(outbox.claimToken, row.claimToken ?? "")))
    .run();
  return giveUp ? "failed" : "retry";
}
