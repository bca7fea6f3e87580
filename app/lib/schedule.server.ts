/**
 * Recurring jobs in the server process (croner). Every worker process runs the same
 * schedule, so a job must be safe to run twice at once: it decides and records its
 * work in one immediate transaction (for mail: marks the listing and queues the message).
 */
import { Cron } from "croner";
import type { Db } from "../../db/client.server";
import type { Env } from "./env.server";
import { log } from "./log.server";

export interface ScheduledJob {
  name: string;
  /** A cron pattern, e.g. "0 * * * *" for hourly. */
  pattern: string;
  run(context: { db: Db; env: Env; now: Date }): void | Promise<void>;
}

export function startSchedule(db: Db, env: Env, jobs: readonly ScheduledJob[]): { stop(): void } {
  const crons = jobs.map(
    (job) =>
      new Cron(job.pattern, { name: job.name, protect: true, unref: true }, async () => {
        try {
          await job.run({ db, env, now: new Date() });
        } catch (error) {
          log.error({ job: job.name, err: error }, "schedule: job failed");
        }
      }),
  );
  return { stop: () => crons.forEach((cron) => cron.stop()) };
}
