/**
 * The production build (server.js) in a child process, as an operator starts it: in its own
 * process group, so a test can stop it (SIGTERM) or kill the whole tree (kill -9) as a crash does.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * Builds the app once when there is no build yet (a fresh clone). Always a production build: Vitest
 * sets NODE_ENV=test, which a child `vite build` would inherit and bundle React's development build with
 * (the e2e suite reuses this build).
 */
export function ensureBuild() {
  // search-thread.js: a build from before the search threads is rebuilt too.
  if (existsSync("build/server/index.js") && existsSync("build/server/search-thread.js")) return;
  const build = spawnSync("npx", ["vite", "build"], { stdio: "ignore", env: { ...process.env, NODE_ENV: "production" } });
  if (build.status !== 0) throw new Error("vite build failed");
}

export interface BuiltServer {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** Resolves with the exit code (null when ended by a signal). */
  exited: Promise<number | null>;
  /** SIGTERM to the process group; resolves when it has exited. */
  stop: () => Promise<number | null>;
  /** SIGKILL to the process group: the machine dies. */
  kill: () => Promise<number | null>;
}

/** Starts `node <script>` with `env` added to the test's environment (NODE_ENV=production). */
export function startBuiltServer(env: Record<string, string>, script = "server.js"): BuiltServer {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
    return exited;
  };
  return { child, stdout: () => stdout, stderr: () => stderr, exited, stop: () => signal("SIGTERM"), kill: () => signal("SIGKILL") };
}

/** Resolves once GET /healthz answers 200; throws with the server's output if it exits first. */
export async function untilServing(server: BuiltServer, port: number, timeoutMs = 120_000) {
  for (const until = Date.now() + timeoutMs; Date.now() < until; ) {
    if (server.child.exitCode !== null) break;
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server never answered:\n${server.stdout()}\n${server.stderr()}`);
}

/**
 * The built server as the tests that read its pages over HTTP start it: one worker on 127.0.0.1:`port`, the
 * site's address that one, cookies over plain http; `env` adds the database and what the test is about.
 * Resolves once it answers.
 */
export async function startServing(port: number, env: Record<string, string>): Promise<BuiltServer> {
  const server = startBuiltServer({
    PORT: String(port),
    WEB_CONCURRENCY: "1",
    SITE_URL: `http://127.0.0.1:${port}`,
    COOKIE_SECURE: "false",
    ...env,
  });
  try {
    await untilServing(server, port);
  } catch (error) {
    await server.kill(); // never answered: nothing is left running behind the failed test
    throw error;
  }
  return server;
}

/** Signs in through POST /api/login of a running server; the session cookies as a Cookie header. */
export async function signInOver(base: string, credentials: { username: string; password: string }): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify(credentials),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
}
