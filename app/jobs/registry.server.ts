/**
 * Every scheduled job in one list: the server's schedule runs them on their patterns
 * (server/background.ts), and `npm run jobs -- --now <ISO date>` runs each of them once
 * as of a given instant (db/jobs-cli.ts), so an operator and a test can run a given day.
 * Add one line here to register another job; a job decides and records its work in
 * one immediate transaction, so running it twice, or in two processes, is safe.
 */
import type { Db } from "../../db/client.server";
import type { Env } from "../lib/env.server";
import type { ScheduledJob } from "../lib/schedule.server";
import { alertDigestJob } from "../alerts/digest.server";
import { deadlineReminderJob } from "../alerts/deadlines.server";
import { purgeExpiredSessions } from "../auth/session.server";
import { posterClosedNotices, posterDeadlineReminders } from "../posters/jobs.server";
import { stillOpenJob } from "../posters/still-open.server";
import { retentionJob } from "../privacy/retention.server";
import { searchIndexMergeJob } from "../search/index-merge.server";

/** Signed-in sessions past their expiry leave the table. */
const sessionPurge: ScheduledJob = {
  name: "session-purge",
  pattern: "13 * * * *",
  run: ({ db, now }) => void purgeExpiredSessions(db, now.getTime()),
};

export const scheduledJobs: readonly ScheduledJob[] = [
  posterDeadlineReminders,
  posterClosedNotices,
  alertDigestJob,
  sessionPurge,
  stillOpenJob,
  retentionJob,
  deadlineReminderJob,
  searchIndexMergeJob,
];

export interface JobRun {
  name: string;
  ok: boolean;
  error?: string;
}

/** Runs every scheduled job once as of `now`, in the list's order; a failing job does not stop the others. */
export async function runScheduledJobsOnce(db: Db, env: Env, now: Date, jobs: readonly ScheduledJob[] = scheduledJobs): Promise<JobRun[]> {
  const runs: JobRun[] = [];
  for (const job of jobs) {
    try {
      await job.run({ db, env, now });
      runs.push({ name: job.name, ok: true });
    } catch (error) {
      runs.push({ name: job.name, ok: false, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return runs;
}
