/**
 * Runs the unpacked release as an operator does: bin/impact-careers, with a PATH that holds the
 * few system tools its launcher uses and no node or npm.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";

const LAUNCHER_TOOLS = ["sh", "readlink", "dirname", "sed"];

/** A folder with only the launcher's tools: `node` and `npm` cannot be found on this PATH. */
export function bareToolsPath(): string {
  const dir = mkdtempSync(join(tmpdir(), "ic-bare-path-"));
  for (const tool of LAUNCHER_TOOLS) {
    const found = spawnSync("sh", ["-c", `command -v ${tool}`], { encoding: "utf8" }).stdout.trim();
    if (!found) throw new Error(`${tool} is not installed`);
    symlinkSync(found, join(dir, tool));
  }
  return dir;
}

export function launcher(): string {
  return join(inject("releaseDir"), "bin", "impact-careers");
}

type RunOptions = { cwd: string; env: Record<string, string> };

/** Runs a launcher command to its end. */
export function runRelease(args: string[], { cwd, env }: RunOptions) {
  return spawnSync(launcher(), args, { cwd, env, encoding: "utf8" });
}

export type ReleaseServer = {
  child: ChildProcess;
  output: () => string;
  /** SIGTERM to the launcher's process group, as systemd stops it; resolves when it has exited. */
  stop: () => Promise<void>;
  /** SIGKILL to the whole process group: the machine dies. */
  kill: () => Promise<void>;
};

/** `bin/impact-careers serve` in its own process group, until /healthz answers. */
export async function serveRelease(port: number, options: RunOptions): Promise<ReleaseServer> {
  const child = spawn(launcher(), ["serve"], { ...options, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const signal = async (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
    await exited;
  };
  const server = { child, output: () => output, stop: () => signal("SIGTERM"), kill: () => signal("SIGKILL") };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the release stopped before serving:\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
