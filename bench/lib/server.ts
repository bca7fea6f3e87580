/**
 * Starts the production server (`node server.js`, NODE_ENV=production) against a
 * given database on a free port, the way an operator runs it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  pid: number;
  stop: () => Promise<void>;
}

export async function startProductionServer(
  databasePath: string,
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["server.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_PATH: databasePath,
      SEED_DEMO_DATA: "false",
      COOKIE_SECURE: "false",
      SESSION_SECRET: "bench-session-secret-bench-session-secret-01",
      SITE_URL: baseUrl,
      ADMIN_USERNAME: "bench-admin",
      ADMIN_PASSWORD: "bench-admin-password",
      LOG_LEVEL: "error",
      // BENCH_SERVER_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops.
      ...(process.env.BENCH_SERVER_CPU_PROF ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_SERVER_CPU_PROF}` } : {}),
      BENCH_PING: "true",
      WEB_CONCURRENCY: "1",
      ...extraEnv,
    },
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("server did not start within 60 s");
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    pid: child.pid!,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
