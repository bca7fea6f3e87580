/**
 * Build-time part of the read pages' script (vite.config.ts, docs/decisions/320): bundled on
 * its own (one plain script, no framework, no chunk shared with React's), written into the
 * client build as assets/read-page-<hash>.js (precompressed and cached for good like every
 * asset), and its address given to the server bundle as a module. In development the
 * source is served by Vite as it is.
 */
import { createHash } from "node:crypto";
import { resolve } from "node:path";
import { rolldown } from "rolldown";
import type { Plugin } from "vite";

const MODULE = "virtual:read-page-script";
const RESOLVED = `\0${MODULE}`;
const SOURCE = "app/light/page-script.ts";

async function bundle(): Promise<{ fileName: string; code: string }> {
  const build = await rolldown({ input: SOURCE, platform: "browser", resolve: { alias: { "~": resolve("app") } } });
  const { output } = await build.generate({ format: "iife", minify: true });
  await build.close();
  const code = output[0].code;
  return { fileName: `assets/read-page-${createHash("sha256").update(code).digest("base64url").slice(0, 10)}.js`, code };
}

export function readPageScript(): Plugin {
  let building = false;
  let built: Promise<{ fileName: string; code: string }> | undefined;
  const once = () => (built ??= bundle());
  return {
    name: "impact-careers:read-page-script",
    configResolved(config) {
      building = config.command === "build";
    },
    resolveId(id) {
      return id === MODULE ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const src = building ? `/${(await once()).fileName}` : `/${SOURCE}`;
      return `export const READ_PAGE_SCRIPT = ${JSON.stringify(src)};\n`;
    },
    async generateBundle() {
      if (this.environment.name !== "client" || !building) return;
      const { fileName, code } = await once();
      this.emitFile({ type: "asset", fileName, source: code });
    },
  };
}
