/**
 * Work the server process does besides answering requests: delivering the mail outbox
 * and running scheduled jobs. Every worker process starts it; rows are claimed in
 * transactions, so running it in several processes is safe.
 */
import type { Db } from "../db/client.server";
import type { Env } from "../app/lib/env.server";
import { scheduledJobs } from "../app/jobs/registry.server";
import { startSchedule } from "../app/lib/schedule.server";
import { startMailSender } from "../app/mail/sender.server";
import { createMailTransport } from "../app/mail/transport.server";
import { log } from "../app/lib/log.server";

export function startBackgroundWork(db: Db, env: Env): { stopMail(): Promise<void>; stop(): Promise<void> } {
  const transport = createMailTransport(env);
  const sender = startMailSender(db, transport, {
    secret: env,
    leaseMs: env.MAIL_LEASE_SECONDS * 1000,
    log: (line) => log.info({ event: "mail.attempt" }, line),
  });
  const schedule = startSchedule(db, env, scheduledJobs);
  return {
    /** Claims nothing more and gives back what was claimed but not started; resolves when the sends in flight end. */
    stopMail: () => sender.stop(),
    async stop() {
      schedule.stop();
      await sender.stop();
      transport.close();
    },
  };
}
