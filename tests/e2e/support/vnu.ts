/** The W3C Nu HTML Checker (vnu-jar, on Java) over documents written to files: one JVM start for all (decisions 262, 327). */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));
export const javaFound = spawnSync("java", ["-version"]).status === 0;

/**
 * What is not a fault of our HTML, and the only messages ignored: the checker's CSS parser, reading
 * the site's inline stylesheet (Tailwind 4), does not know the `@property` at-rule (Tailwind declares
 * its custom properties with it) nor `margin-trim` (inside Tailwind's `@supports` test). Every HTML
 * message, and any other CSS message, fails the test.
 */
const CSS_NOISE = [/^CSS: Unrecognized at-rule “@property”\.?$/, /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.$/];

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Every error and warning of the checker over `files`, as "path:line: message", the CSS noise left out. */
export function vnuFaults(files: { path: string; file: string }[]): string[] {
  const run = spawnSync("java", ["-Xss2m", "-jar", vnuJar, "--format", "json", "--stdout", ...files.map((f) => f.file)], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const messages = (JSON.parse(run.stdout) as { messages: VnuMessage[] }).messages;
  const pathOf = (url = "") => files.find((f) => url.endsWith(f.file))?.path ?? url;
  return messages
    .filter((m) => m.type === "error" || (m.type === "info" && m.subType === "warning") || m.type === "non-document-error")
    .filter((m) => !CSS_NOISE.some((noise) => noise.test(m.message)))
    .map((m) => `${pathOf(m.url)}:${m.lastLine ?? "?"}: ${m.message}${m.extract ? `\n    ${m.extract.trim()}` : ""}`);
}
