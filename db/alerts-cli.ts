/**
 * `npm run alerts:send` — queues every due job alert digest now and delivers the
 * mail (the same code as the server's hourly job), then prints what happened.
 * Safe while the server runs: alerts and mail are claimed in transactions.
 *
 * `--now=2026-01-31T09:00:00Z` runs as if it were that moment (tests, catching up).
 */
import { nextDigestDue, runAlertSchedule } from "../app/alerts/digest.server";
import { deliverDueMail } from "../app/mail/sender.server";
import { withMailTool } from "./mail-tool";

const nowArg = process.argv.slice(2).find((a) => a.startsWith("--now="));
const now = nowArg ? Date.parse(nowArg.slice("--now=".length)) : Date.now();
if (Number.isNaN(now)) {
  console.error("--now must be a date and time, e.g. --now=2026-01-31T09:00:00Z");
  process.exit(2);
}

await withMailTool(async ({ env, db, transport }) => {
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  const digests = runAlertSchedule(db, env, now);
  const queued = performance.now();
  const cpuQueued = process.cpuUsage(cpuStart);
  const mail = await deliverDueMail(db, transport, { secret: env, batchSize: 100 });
  const done = performance.now();
  const cpuDone = process.cpuUsage(cpuStart);
  const cpu = (usage: NodeJS.CpuUsage) => ((usage.user + usage.system) / 1e6).toFixed(2);
  console.log(
    `Alerts: ${digests.checked} due, ${digests.mailed} digests queued (${digests.listings} listings) in ` +
      `${((queued - started) / 1000).toFixed(2)} s (CPU ${cpu(cpuQueued)} s); ${digests.purged} unconfirmed deleted. ` +
      `Mail: ${mail.sent} sent, ${mail.retrying} retrying, ${mail.failed} failed in ${((done - queued) / 1000).toFixed(2)} s ` +
      `(CPU ${(Number(cpu(cpuDone)) - Number(cpu(cpuQueued))).toFixed(2)} s) ` +
      `(via ${transport.description}). Process CPU in all ${cpu(process.cpuUsage())} s.`,
  );
  // "0 due" alone reads like "no alerts": say when the next digest falls due.
  const next = nextDigestDue(db, now);
  console.log(
    next
      ? `Next digest due ${new Date(next.at).toISOString()} (in ${inWords(next.at - now)}); ${next.alerts} confirmed ${next.alerts === 1 ? "alert waits" : "alerts wait"}. ` +
          "Run with --now=<date and time> to send as if it were then."
      : "No confirmed alerts wait for a digest.",
  );
});

function inWords(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} days ${hours % 24} h`;
}
