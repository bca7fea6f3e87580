/**
 * Delivers the outbox. Any number of processes may run it: each claims a batch of due
 * rows in one transaction (a lease of about a minute, renewed while the batch is being
 * sent), sends them (a few at once when the transport can) and records the outcomes in one
 * transaction per batch of results, at the latest every RESULT_FLUSH_MS. A crash (kill -9)
 * re-sends at most the messages sent since the last record, with the same Message-ID, once
 * their lease runs out: within a minute; it loses none. A message whose lease is about to
 * run out, or that was not started when the server stops, is given back unsent, so two
 * senders never hold the same row (docs/decisions/314).
 */
import type { Db } from "../../db/client.server";
import { claimDueMail, markAttemptFailed, markSent, onMailQueued, type OutboxRow, releaseClaims, renewClaims, sealUnsealedBodies } from "./outbox.server";
import type { MailTransport, OutgoingMail } from "./transport.server";
import { log } from "../lib/log.server";
import { type OutboxSecret, openBody } from "./sealed-body.server";

const MINUTE = 60_000;
export const GIVE_UP_AFTER_MS = 24 * 60 * MINUTE;
/** Outcomes waiting to be recorded are written at least this often (bounds re-sends after a crash). */
const RESULT_FLUSH_MS = 2000;
/** A claim lasts this long unless renewed: the longest a message waits after its sender died. */
export const LEASE_MS = MINUTE;
/** No message is started with less than this (or half the lease) left of its lease; renewals keep it above. */
const LEASE_MARGIN_MS = 2 * MINUTE;

/** 1, 2, 4 … minutes, at most an hour: about 30 attempts before a message is given up. */
export function retryDelayMs(attempt: number): number {
  return Math.min(MINUTE * 2 ** (attempt - 1), 60 * MINUTE);
}

export interface DeliveryOptions {
  /** The server's secret: the key that opens the sealed bodies is derived from it. */
  secret: OutboxSecret;
  now?: () => number;
  batchSize?: number;
  leaseMs?: number;
  giveUpAfterMs?: number;
  backoffMs?: (attempt: number) => number;
  log?: (line: string) => void;
  /** Aborted when the server stops: the claimed messages not yet started are given back at once. */
  signal?: AbortSignal;
}

export interface DeliveryResult {
  sent: number;
  retrying: number;
  failed: number;
}

/** `final`: no later attempt can succeed (the body cannot be opened), so the message is given up at once. */
type Outcome = { message: OutboxRow; at: number; error?: string; final?: boolean };

/** The claimed row with its body opened; throws when there is none or it cannot be opened. */
function outgoing(row: OutboxRow, secret: OutboxSecret): OutgoingMail {
  if (!row.body) throw new Error("the message has no body");
  const { id, kind, recipient, subject, messageId } = row;
  return { id, kind, recipient, subject, messageId, ...openBody(secret, messageId, row.body) };
}

/** Sends everything due now, batch by batch; usable from the server and from a CLI. */
export async function deliverDueMail(db: Db, transport: MailTransport, options: DeliveryOptions) {
  const now = options.now ?? Date.now;
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const { signal } = options;
  const result: DeliveryResult = { sent: 0, retrying: 0, failed: 0 };
  let pending: Outcome[] = [];
  let flushedAt = Date.now();
  sealUnsealedBodies(db, options.secret);
  const flush = () => {
    const outcomes = pending;
    pending = [];
    flushedAt = Date.now();
    if (outcomes.length === 0) return;
    const logLines: string[] = [];
    db.$client
      .transaction(() => {
        for (const { message, at, error, final } of outcomes) {
          if (error === undefined) {
            markSent(db, message, at);
            result.sent++;
            continue;
          }
          const outcome = markAttemptFailed(db, message, error, {
            now: at,
            giveUpAfterMs: options.giveUpAfterMs ?? GIVE_UP_AFTER_MS,
            backoffMs: options.backoffMs ?? retryDelayMs,
            final,
          });
          if (outcome === "failed") result.failed++;
          else result.retrying++;
          logLines.push(`mail: ${outcome === "failed" ? "gave up on" : "will retry"} #${message.id} (${message.kind}): ${error}`);
        }
      })
      .immediate();
    for (const line of logLines) options.log?.(line);
  };

  for (;;) {
    if (signal?.aborted) return result;
    const batch = claimDueMail(db, { now: now(), limit: batchSize, leaseMs });
    if (batch.length === 0) return result;
    let leaseEnds = now() + leaseMs;
    // While this process lives and sends, its claim does not run out (a slow SMTP server, a big batch).
    const renewal = setInterval(() => {
      try {
        const until = now() + leaseMs;
        renewClaims(db, batch[0]!.claimToken!, until);
        leaseEnds = until;
      } catch {
        // The database is busy or closing: the next renewal, or the lease's end, will do.
      }
    }, leaseMs / 3);
    renewal.unref();
    const unsent: OutboxRow[] = [];
    let next = 0;
    // Messages in flight keep their lease (the SMTP server may have taken them); the others go back.
    const giveBackUnstarted = () => {
      const unstarted = batch.slice(next);
      next = batch.length;
      try {
        if (unstarted.length) releaseClaims(db, unstarted);
      } catch {
        // The database is closing: their lease runs out instead.
      }
    };
    signal?.addEventListener("abort", giveBackUnstarted);
    const worker = async () => {
      while (next < batch.length) {
        const message = batch[next++]!;
        if (now() > leaseEnds - Math.min(LEASE_MARGIN_MS, leaseMs / 2)) {
          unsent.push(message);
          continue;
        }
        let mail: OutgoingMail;
        try {
          mail = outgoing(message, options.secret);
        } catch (error) {
          pending.push({ message, at: now(), error: error instanceof Error ? error.message : String(error), final: true });
          continue;
        }
        try {
          await transport.send(mail);
          pending.push({ message, at: now() });
        } catch (error) {
          pending.push({ message, at: now(), error: error instanceof Error ? error.message : String(error) });
        }
        if (pending.length >= batchSize || Date.now() - flushedAt >= RESULT_FLUSH_MS) flush();
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.max(1, Math.min(transport.concurrency, batch.length)) }, worker));
    } finally {
      clearInterval(renewal);
      signal?.removeEventListener("abort", giveBackUnstarted);
      flush();
      if (unsent.length) releaseClaims(db, unsent);
    }
  }
}

export interface MailSender {
  /** Looks for due mail now instead of at the next tick. */
  kick(): void;
  /** Stops polling, gives back the claimed messages not yet started and waits for those in flight. */
  stop(): Promise<void>;
}

/** Polls the outbox every `intervalMs` in this process. */
export function startMailSender(
  db: Db,
  transport: MailTransport,
  { intervalMs = 2000, ...options }: DeliveryOptions & { intervalMs?: number },
): MailSender {
  const stopping = new AbortController();
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  // Mail queued while a delivery runs is looked for as soon as that delivery ends.
  let queuedMeanwhile = false;

  const tick = () => {
    if (stopping.signal.aborted) return;
    if (running) {
      queuedMeanwhile = true;
      return;
    }
    if (timer) clearTimeout(timer);
    queuedMeanwhile = false;
    running = deliverDueMail(db, transport, { ...options, signal: stopping.signal })
      .then((result) => {
        if (result.sent || result.retrying || result.failed) log.info({ event: "mail.delivered", ...result }, "mail: outbox delivered");
      })
      .catch((error: unknown) => log.error({ err: error }, "mail: sender error"))
      .finally(() => {
        running = null;
        if (!stopping.signal.aborted) timer = setTimeout(tick, queuedMeanwhile ? 0 : intervalMs).unref();
      });
  };
  timer = setTimeout(tick, 0).unref();
  // A message queued by this process is looked for once the caller's transaction has ended (the next
  // turn of the event loop: better-sqlite3's transactions are synchronous), so a link arrives at once.
  let kickPending = false;
  const stopListening = onMailQueued(() => {
    if (kickPending) return;
    kickPending = true;
    setImmediate(() => {
      kickPending = false;
      tick();
    });
  });

  return {
    kick: tick,
    async stop() {
      stopping.abort();
      stopListening();
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
