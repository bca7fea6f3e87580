/**
 * `npm run jobs -- --now <ISO date>`: runs every scheduled job once as of that instant (the
 * same list and code the server's hourly schedule runs, app/jobs/registry.server.ts), then
 * delivers the mail they queued. Without --now it runs as of the present moment. Safe while
 * the server runs: each job records its work in a transaction.
 */
import { runScheduledJobsOnce, scheduledJobs } from "../app/jobs/registry.server";
import { deliverDueMail } from "../app/mail/sender.server";
import { withMailTool } from "./mail-tool";

const now = parseNow(process.argv.slice(2));
if (now === undefined) {
  console.error("--now takes a date and time, e.g. --now 2026-01-31T09:00:00Z");
  process.exit(2);
}

await withMailTool(async ({ env, db, transport }) => {
  const runs = await runScheduledJobsOnce(db, env, now);
  for (const run of runs) console.log(`${run.ok ? "ran" : "FAILED"} ${run.name}${run.error ? `: ${run.error}` : ""}`);
  const mail = await deliverDueMail(db, transport, { secret: env, batchSize: 100 });
  console.log(
    `Jobs as of ${now.toISOString()}: ${runs.filter((r) => r.ok).length} of ${scheduledJobs.length} ran. ` +
      `Mail: ${mail.sent} sent, ${mail.retrying} retrying, ${mail.failed} failed (via ${transport.description}).`,
  );
  if (runs.some((r) => !r.ok)) process.exitCode = 1;
});

/** `--now 2026-01-31T09:00:00Z` or `--now=…`; absent, the present moment; unreadable, undefined. */
function parseNow(args: string[]): Date | undefined {
  const index = args.findIndex((a) => a === "--now" || a.startsWith("--now="));
  if (index === -1) return new Date();
  const flag = args[index] ?? "";
  const value = flag.startsWith("--now=") ? flag.slice("--now=".length) : args[index + 1];
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? undefined : new Date(time);
}
