/**
 * Continuous replication of the SQLite file with Litestream (docs/decisions/229), on when
 * LITESTREAM_REPLICA_URL is set. The primary process supervises `litestream replicate`: started
 * after migrations and before the workers, restarted when it stops, its failures logged; the
 * board keeps serving either way. Credentials for s3:// come from the standard
 * LITESTREAM_ACCESS_KEY_ID / LITESTREAM_SECRET_ACCESS_KEY, read by Litestream itself.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import type { Env } from "../app/lib/env.server";

type ReplicationEnv = Pick<Env, "LITESTREAM_REPLICA_URL" | "LITESTREAM_ENDPOINT" | "LITESTREAM_SYNC_SECONDS" | "dataDir">;

/** The binary the pinned @flydotio/litestream package installed for this platform. */
export function litestreamBinary(): string {
  const require = createRequire(import.meta.url);
  return require.resolve(`@flydotio/litestream-${process.platform}-${process.arch}/litestream`);
}

/** Litestream's configuration for one database and its replica (JSON is YAML too). */
export function writeLitestreamConfig(env: ReplicationEnv, databasePath: string, file: string): string {
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

export function superviseReplication(
  env: ReplicationEnv & Pick<Env, "DATABASE_PATH">,
  log: { info: (line: string) => void; error: (line: string) => void },
): { stop: () => Promise<void> } {
  if (!env.LITESTREAM_REPLICA_URL) return { stop: async () => {} };
  const config = writeLitestreamConfig(env, env.DATABASE_PATH, join(env.dataDir, "litestream.yml"));
  let child: ChildProcess | null = null;
  let stopping = false;
  let delay = 1000;

  const start = () => {
    const startedAt = Date.now();
    let ended = false;
    const proc = spawn(litestreamBinary(), ["replicate", "-config", config], { stdio: ["ignore", "inherit", "inherit"] });
    child = proc;
    const restart = (reason: string) => {
      if (ended) return;
      ended = true;
      child = null;
      if (stopping) return;
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
