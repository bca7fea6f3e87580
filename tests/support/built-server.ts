/** The production server (server.js over the build) in a child process, for tests of the built server. */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";

export interface BuiltServer {
  process: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  stop(): Promise<void>;
}

/** Builds once when there is no build, then starts server.js with `env` over the test's environment (no SMTP_URL). */
export function startBuiltServer(env: Record<string, string>): BuiltServer {
  if (!existsSync("build/server/index.js")) {
    const build = spawnSync("npx", ["vite", "build"], { stdio: "ignore" });
    if (build.status !== 0) throw new Error("vite build failed");
  }
  const { SMTP_URL: _smtp, ...parentEnv } = process.env;
  const child = spawn(process.execPath, ["server.js"], { env: { ...parentEnv, NODE_ENV: "production", ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return {
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}
