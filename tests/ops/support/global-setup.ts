/**
 * Builds the release file once per run (`npm run release`, which builds the app when stale) and
 * unpacks it into a temporary folder, as an operator does on the target machine.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The unpacked release: <folder>/bin/impact-careers. */
    releaseDir: string;
    releaseBytes: number;
  }
}

export default function setup(project: TestProject) {
  const build = spawnSync(process.execPath, ["scripts/release.js"], { encoding: "utf8" });
  if (build.status !== 0) throw new Error(`npm run release failed:\n${build.stdout}\n${build.stderr}`);
  const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };
  const tarball = resolve(`dist/impact-careers-${version}-linux-x64.tar.gz`);
  const dir = mkdtempSync(join(tmpdir(), "ic-release-"));
  const unpack = spawnSync("tar", ["-xzf", tarball, "-C", dir], { encoding: "utf8" });
  if (unpack.status !== 0) throw new Error(`unpacking ${tarball} failed: ${unpack.stderr}`);
  project.provide("releaseDir", join(dir, `impact-careers-${version}`));
  project.provide("releaseBytes", statSync(tarball).size);
  return () => rmSync(dir, { recursive: true, force: true });
}
