/**
 * Prometheus metrics (prom-client) of one process; GET /metrics sums them over the worker
 * processes (server/observability.ts). docs/decisions/223-metrics.md.
 *
 * Counters and histograms are per process and summed. Figures read from the database
 * (outbox, alerts due, pending submissions, file sizes) are the same in every process:
 * each is taken from the first worker instead of summed.
 */
import { isLoopbackAddress } from "./client-network";
import cluster from "node:cluster";
import { createHash, timingSafeEqual } from "node:crypto";
import { statSync } from "node:fs";
import { AggregatorRegistry, Counter, collectDefaultMetrics, Gauge, Histogram, type Metric, register } from "prom-client";
import type { Db } from "../../db/client.server";
import type { Env } from "./env.server";

/** Once per process, also when Vite reloads this module in development. */
function once<T extends Metric>(name: string, make: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? make();
}

export const httpRequests = once(
  "http_requests_total",
  () => new Counter({ name: "http_requests_total", help: "Requests answered, by route pattern, method and status.", labelNames: ["route", "method", "status"] }),
);

export const httpDuration = once(
  "http_request_duration_seconds",
  () =>
    new Histogram({
      name: "http_request_duration_seconds",
      help: "Time from the request's arrival to the last byte of the answer, by route pattern.",
      labelNames: ["route", "method"],
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    }),
);

const cacheLookups = once(
  "cache_lookups_total",
  () => new Counter({ name: "cache_lookups_total", help: "Page-cache and search-cache lookups, by result (hit, stale, miss).", labelNames: ["cache", "result"] }),
);

let forwardLookup: ((cache: "page" | "search", result: "hit" | "stale" | "miss") => void) | undefined;

export function countCacheLookup(cache: "page" | "search", result: "hit" | "stale" | "miss") {
  if (forwardLookup) forwardLookup(cache, result);
  else cacheLookups.inc({ cache, result });
}

/** On a search thread (server/search-threads.ts): its lookups are sent to the process that serves /metrics. */
export function forwardCacheLookups(forward: typeof forwardLookup) {
  forwardLookup = forward;
}

let defaultsCollected = false;
/** Memory, CPU, event-loop delay, handles and the like of this process. */
export function collectProcessMetrics() {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics();
  // Constructing it makes a worker answer the primary's requests for its metrics (prom-client).
  if (cluster.isWorker) new AggregatorRegistry();
}

/** A gauge read from the database when scraped, the same in every process: taken from one. */
function databaseGauge(name: string, help: string, labelNames: string[], read: (gauge: Gauge) => void) {
  const existing = register.getSingleMetric(name);
  if (existing) register.removeSingleMetric(name); // a new database (tests, development reloads)
  return new Gauge({ name, help, labelNames, aggregator: "first", collect() { this.reset(); read(this); } });
}

/** The outbox, alerts, moderation queue and file sizes, read from `db` at each scrape. */
export function registerDatabaseMetrics(db: Db, databasePath: string) {
  const sql = db.$client;
  const outboxCounts = sql.prepare("SELECT status, count(*) AS n FROM outbox GROUP BY status");
  const oldestQueued = sql.prepare("SELECT min(created_at) AS at FROM outbox WHERE status = 'queued'");
  const alertsDue = sql.prepare("SELECT count(*) AS n FROM alerts WHERE next_run_at IS NOT NULL AND next_run_at <= ?");
  const pending = sql.prepare(
    "SELECT count(*) AS n, min(at) AS oldest FROM (SELECT created_at AS at FROM opportunities WHERE status = 'pending' UNION ALL SELECT created_at FROM job_listings WHERE status = 'pending')",
  );
  const ageSeconds = (at: number | null) => (at === null ? 0 : Math.max(0, (Date.now() - at) / 1000));

  databaseGauge("outbox_messages", "Messages in the mail outbox, by status (queued, failed, sent).", ["status"], (gauge) => {
    for (const status of ["queued", "failed", "sent"]) gauge.set({ status }, 0);
    for (const row of outboxCounts.all() as { status: string; n: number }[]) gauge.set({ status: row.status }, row.n);
  });
  databaseGauge("outbox_oldest_queued_age_seconds", "Age of the oldest message waiting in the outbox (0 when none).", [], (gauge) =>
    gauge.set(ageSeconds((oldestQueued.get() as { at: number | null }).at)),
  );
  databaseGauge("alerts_due", "Confirmed job alerts whose digest is due now.", [], (gauge) =>
    gauge.set((alertsDue.get(Date.now()) as { n: number }).n),
  );
  databaseGauge("submissions_pending", "Submissions waiting for moderation.", [], (gauge) => gauge.set((pending.get() as { n: number }).n));
  databaseGauge("submissions_oldest_pending_age_seconds", "Age of the oldest submission waiting for moderation (0 when none).", [], (gauge) =>
    gauge.set(ageSeconds((pending.get() as { oldest: number | null }).oldest)),
  );
  databaseGauge("database_file_bytes", "Size of the SQLite database file and its write-ahead log.", ["file"], (gauge) => {
    gauge.set({ file: "db" }, fileSize(databasePath));
    gauge.set({ file: "wal" }, fileSize(`${databasePath}-wal`));
  });
}

function fileSize(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0; // in memory, or no WAL right now
  }
}

// ── Who may read them ───────────────────────────────────────────────────────

/** What the access rule reads of an Express request. */
export interface MetricsRequest {
  headers: Record<string, string | string[] | undefined> & { authorization?: string };
  socket: { remoteAddress?: string };
  /** The client as `trust proxy` (TRUST_PROXY) judges it. */
  ip?: string;
}

/** Headers Express does not read: a request that carries one came through a proxy whose client we cannot judge. */
const UNREAD_FORWARDING_HEADERS = ["forwarded", "x-real-ip"];

/**
 * A direct loopback client, or the bearer token. The client is the one Express computes from
 * trusted proxies only (`req.ip`, TRUST_PROXY), parsed as an address (never a prefix test), and
 * its peer is loopback too. A request with forwarding headers the app does not read is refused: a
 * proxy in front that TRUST_PROXY does not know about would make every visitor look loopback.
 */
export function mayReadMetrics(req: MetricsRequest, env: Pick<Env, "METRICS_TOKEN" | "TRUST_PROXY">): boolean {
  const token = env.METRICS_TOKEN;
  const authorization = req.headers.authorization;
  if (token && authorization?.startsWith("Bearer ")) {
    const digest = (value: string) => createHash("sha256").update(value).digest();
    return timingSafeEqual(digest(authorization.slice("Bearer ".length)), digest(token));
  }
  const unread = [...UNREAD_FORWARDING_HEADERS, ...(env.TRUST_PROXY === false || env.TRUST_PROXY === 0 ? ["x-forwarded-for"] : [])];
  if (unread.some((name) => req.headers[name] !== undefined)) return false;
  return isLoopbackAddress(req.socket.remoteAddress) && isLoopbackAddress(req.ip);
}
