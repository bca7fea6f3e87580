/**
 * Delivers the outbox. Any number of processes may run it: each claims due rows in a
 * transaction (a lease), sends them one by one and records each delivery before the
 * next, so a crash re-sends at most the message in flight and loses none.
 */
import type { Db } from "../../db/client.server";
import { claimDueMail, markAttemptFailed, markSent } from "./outbox.server";
import type { MailTransport } from "./transport.server";

const MINUTE = 60_000;
export const GIVE_UP_AFTER_MS = 24 * 60 * MINUTE;

/** 1, 2, 4 … minutes, at most an hour: about 30 attempts before a message is given up. */
export function retryDelayMs(attempt: number): number {
  return Math.min(MINUTE * 2 ** (attempt - 1), 60 * MINUTE);
}

export interface DeliveryOptions {
  now?: () => number;
  batchSize?: number;
  leaseMs?: number;
  giveUpAfterMs?: number;
  backoffMs?: (attempt: number) => number;
  log?: (line: string) => void;
}

export interface DeliveryResult {
  sent: number;
  retrying: number;
  failed: number;
}

/** Sends everything due now, batch by batch; usable from the server and from a CLI. */
export async function deliverDueMail(db: Db, transport: MailTransport, options: DeliveryOptions = {}) {
  const now = options.now ?? Date.now;
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? 10 * MINUTE;
  const result: DeliveryResult = { sent: 0, retrying: 0, failed: 0 };
  for (;;) {
    const batch = claimDueMail(db, { now: now(), limit: batchSize, leaseMs });
    if (batch.length === 0) return result;
    for (const message of batch) {
      try {
        await transport.send(message);
        markSent(db, message, now());
        result.sent++;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const outcome = markAttemptFailed(db, message, reason, {
          now: now(),
          giveUpAfterMs: options.giveUpAfterMs ?? GIVE_UP_AFTER_MS,
          backoffMs: options.backoffMs ?? retryDelayMs,
        });
        if (outcome === "failed") result.failed++;
        else result.retrying++;
        options.log?.(`mail: ${outcome === "failed" ? "gave up on" : "will retry"} #${message.id} (${message.kind}): ${reason}`);
      }
    }
  }
}

export interface MailSender {
  /** Looks for due mail now instead of at the next tick. */
  kick(): void;
  /** Stops polling and waits for the batch in flight. */
  stop(): Promise<void>;
}

/** Polls the outbox every `intervalMs` in this process. */
export function startMailSender(
  db: Db,
  transport: MailTransport,
  { intervalMs = 2000, ...options }: DeliveryOptions & { intervalMs?: number } = {},
): MailSender {
  let stopped = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const tick = () => {
    if (stopped || running) return;
    if (timer) clearTimeout(timer);
    running = deliverDueMail(db, transport, options)
      .then(() => undefined)
      .catch((error: unknown) => console.error("mail: sender error", error))
      .finally(() => {
        running = null;
        if (!stopped) timer = setTimeout(tick, intervalMs).unref();
      });
  };
  timer = setTimeout(tick, 0).unref();

  return {
    kick: tick,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
