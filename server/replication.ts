/**
 * Continuous replication of the SQLite file with Litestream (docs/decisions/229), on when
 * LITESTREAM_REPLICA_URL is set. The primary process supervises `litestream replicate`: started
 * after migrations and before the workers, restarted when it stops, its failures logged; the
 * board keeps serving either way. Credentials for s3:// come from the standard
 * LITESTREAM_ACCESS_KEY_ID / LITESTREAM_SECRET_ACCESS_KEY, read by Litestream itself.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { Counter, Gauge, Registry } from "prom-client";
import type { Env } from "../app/lib/env.server";

type ReplicationEnv = Pick<Env, "LITESTREAM_REPLICA_URL" | "LITESTREAM_ENDPOINT" | "LITESTREAM_SYNC_SECONDS" | "dataDir">;

/** The binary the pinned @flydotio/litestream package installed for this platform. */
export function litestreamBinary(): string {
  const require = createRequire(import.meta.url);
  return require.resolve(`@flydotio/litestream-${process.platform}-${process.arch}/litestream`);
}

/** Litestream's configuration for one database and its replica (JSON is YAML too). */
export function writeLitestreamConfig(env: Omit<ReplicationEnv, "dataDir">, databasePath: string, file: string): string {
  const url = env.LITESTREAM_REPLICA_URL!;
  const target = url.startsWith("file://")
    ? { type: "file", path: decodeURIComponent(new URL(url).pathname) }
    : { url, ...(env.LITESTREAM_ENDPOINT ? { endpoint: env.LITESTREAM_ENDPOINT, "force-path-style": true } : {}) };
  const config = {
    dbs: [{ path: resolve(databasePath), replicas: [{ ...target, "sync-interval": `${env.LITESTREAM_SYNC_SECONDS}s` }] }],
  };
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  return file;
}

/** The replica's address without credentials, for logs. */
export function replicaLabel(url: string): string {
  return url.replace(/\/\/[^@/]*@/, "//");
}

const MAX_RESTART_DELAY_MS = 60_000;

/** Where a log line goes: the message and Litestream's own fields (db, replica, position…). */
type ReplicationLog = {
  info: (line: string, fields?: Record<string, string>) => void;
  error: (line: string, fields?: Record<string, string>) => void;
};

/** One line of Litestream's logfmt output (`time=… level=INFO msg="wal segment written" db=…`). */
export function parseLitestreamLine(line: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of line.matchAll(/(\w[\w.-]*)=("(?:[^"\\]|\\.)*"|\S*)/g)) {
    const value = match[2]!;
    fields[match[1]!] = value.startsWith('"') ? value.slice(1, -1).replace(/\\"/g, '"') : value;
  }
  return fields;
}

/**
 * What /metrics shows of replication, in the process that supervises Litestream (the primary).
 * The lag is how long the oldest change to the database not yet shipped has been waiting: a
 * change is seen when /metrics is read (the database or WAL file is newer than the last segment
 * Litestream reported written) and is shipped when Litestream reports the next segment.
 */
export const replicationRegistry = new Registry();
const replicationUp = new Gauge({
  name: "replication_up",
  help: "1 while Litestream runs and replicates the database, 0 while it is down (the board keeps serving).",
  registers: [replicationRegistry],
});
const replicationErrors = new Counter({
  name: "replication_errors_total",
  help: "Litestream errors: its ERROR log lines and its exits.",
  registers: [replicationRegistry],
});
const replicationShipped = new Counter({
  name: "replication_segments_written_total",
  help: "Snapshots and WAL segments Litestream wrote to the replica.",
  registers: [replicationRegistry],
});

function trackLag(databasePath: string) {
  let shippedAt = 0;
  let waitingSince: number | null = null;
  const lastChange = () => {
    let newest = 0;
    for (const file of [databasePath, `${databasePath}-wal`]) {
      try {
        newest = Math.max(newest, statSync(file).mtimeMs);
      } catch {
        // no WAL right now
      }
    }
    return newest;
  };
  replicationRegistry.removeSingleMetric("replication_lag_seconds");
  new Gauge({
    name: "replication_lag_seconds",
    help: "Seconds the oldest change not yet on the replica has waited (0 when the replica has everything).",
    registers: [replicationRegistry],
    collect() {
      const changed = lastChange();
      if (changed > shippedAt) waitingSince ??= changed;
      this.set(waitingSince === null ? 0 : Math.max(0, (Date.now() - waitingSince) / 1000));
    },
  });
  return {
    shipped() {
      shippedAt = Date.now();
      if (waitingSince !== null && waitingSince <= shippedAt) waitingSince = null;
    },
  };
}

/** Litestream's output as our log lines, and its writes and errors as metrics. */
function readLitestreamOutput(stream: Readable, log: ReplicationLog, shipped: () => void) {
  createInterface({ input: stream }).on("line", (line) => {
    const { time: _time, level, msg, ...fields } = parseLitestreamLine(line);
    const message = `replication: ${msg ?? line}`;
    if (msg === "wal segment written" || msg === "snapshot written") {
      replicationShipped.inc();
      shipped();
    }
    if (level === "ERROR") {
      replicationErrors.inc();
      log.error(message, fields);
    } else log.info(message, fields);
  });
}

export function superviseReplication(
  env: ReplicationEnv & Pick<Env, "DATABASE_PATH">,
  log: ReplicationLog,
): { stop: () => Promise<void> } {
  if (!env.LITESTREAM_REPLICA_URL) return { stop: async () => {} };
  const config = writeLitestreamConfig(env, env.DATABASE_PATH, join(env.dataDir, "litestream.yml"));
  const lag = trackLag(resolve(env.DATABASE_PATH));
  let child: ChildProcess | null = null;
  let stopping = false;
  let delay = 1000;

  const start = () => {
    const startedAt = Date.now();
    let ended = false;
    const proc = spawn(litestreamBinary(), ["replicate", "-config", config], { stdio: ["ignore", "pipe", "pipe"] });
    child = proc;
    replicationUp.set(1);
    readLitestreamOutput(proc.stdout, log, lag.shipped);
    readLitestreamOutput(proc.stderr, log, lag.shipped);
    const restart = (reason: string) => {
      if (ended) return;
      ended = true;
      child = null;
      replicationUp.set(0);
      if (stopping) return;
      replicationErrors.inc();
      // A run that lasted a while starts over with a short delay; repeated failures back off.
      delay = Date.now() - startedAt > MAX_RESTART_DELAY_MS ? 1000 : Math.min(delay * 2, MAX_RESTART_DELAY_MS);
      log.error(`replication: litestream stopped (${reason}); the board keeps serving, restarting it in ${delay / 1000} s`);
      setTimeout(() => !stopping && start(), delay).unref();
    };
    proc.on("error", (error) => restart(error.message));
    proc.on("exit", (code, signal) => restart(signal ?? `exit code ${code}`));
  };

  start();
  log.info(`replication: litestream replicates ${resolve(env.DATABASE_PATH)} to ${replicaLabel(env.LITESTREAM_REPLICA_URL)}`);

  return {
    // Litestream syncs what is left when it receives SIGTERM; after the workers closed the database.
    async stop() {
      stopping = true;
      const running = child;
      if (!running) return;
      const exited = new Promise<void>((done) => running.once("exit", () => done()));
      running.kill("SIGTERM");
      await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000).unref())]);
    },
  };
}
