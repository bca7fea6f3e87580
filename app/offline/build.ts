/**
 * Build-time parts of offline reading (vite.config.ts): the service worker, with this
 * release's version, as a module of the server bundle; the home-screen icons drawn
 * from the favicon with sharp.
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { minify } from "rolldown/utils";
import sharp from "sharp";
import type { Plugin } from "vite";
import { APPLE_TOUCH_ICON, DEFAULT_BRAND_COLOR, ICONS } from "./icons.ts";
import { LANGUAGES } from "../i18n/languages.ts";
import { readCatalogue } from "../i18n/po.ts";
import { WORKER_TEXTS } from "./texts.ts";

const WORKER_MODULE = "virtual:service-worker";
const RESOLVED = `\0${WORKER_MODULE}`;

/** The worker's source with its version: a hash of the client build's file names (or "dev"). */
async function workerSource(file: string, clientAssets: string): Promise<string> {
  const source = await readFile(file, "utf8");
  const names = await readdir(clientAssets).catch(() => [] as string[]);
  const version = names.length
    ? createHash("sha256").update(names.sort().join("\n")).update(source).digest("hex").slice(0, 12)
    : "dev";
  // The note on a kept copy, in each language (its English where not translated).
  const notes = Object.fromEntries(
    LANGUAGES.map(({ code, intl }) => [code, { note: readCatalogue(code)[WORKER_TEXTS.copyNote.id] ?? WORKER_TEXTS.copyNote.message, intl }]),
  );
  const json = (value: unknown) => JSON.stringify(JSON.stringify(value)).slice(1, -1);
  // The read pages' script (app/light): a kept listing page runs it offline too.
  const readPageScripts = names.filter((name) => /^read-page-[\w-]+\.js$/.test(name)).map((name) => `/assets/${name}`);
  const filled = source
    .replace("__VERSION__", version)
    .replace("__NOTES__", () => json(notes))
    .replace("__READ_PAGE_SCRIPTS__", readPageScripts.join(" "));
  return (await minify(file, filled)).code;
}

async function drawIcons(outDir: string) {
  const favicon = await readFile("public/favicon.svg", "utf8");
  // The letters of the favicon, on a full square of the brand colour with the safe-zone margin a mask needs.
  const glyph = /<path[^>]*\/>/.exec(favicon)?.[0] ?? "";
  const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${DEFAULT_BRAND_COLOR}"/><g transform="translate(6.4 6.4) scale(0.6)">${glyph}</g></svg>`;
  await mkdir(join(outDir, "icons"), { recursive: true });
  for (const icon of [...ICONS, { ...APPLE_TOUCH_ICON, purpose: "maskable" }]) {
    const svg = Buffer.from(icon.purpose === "maskable" ? maskable : favicon);
    await sharp(svg, { density: (72 * icon.size) / 32 })
      .resize(icon.size, icon.size)
      .png({ compressionLevel: 9, palette: true })
      .toFile(join(outDir, icon.path));
  }
}

export function offlineSupport({ worker, retire }: { worker: string; retire: string }): Plugin {
  let clientOutDir = "build/client";
  return {
    name: "impact-careers:offline",
    configResolved(config) {
      clientOutDir = config.environments.client?.build.outDir ?? clientOutDir;
    },
    resolveId(id) {
      return id === WORKER_MODULE ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      // The server bundle is built after the client's, so the asset names are this release's.
      const [current, retiring] = await Promise.all([
        workerSource(worker, join(clientOutDir, "assets")),
        readFile(retire, "utf8").then((code) => minify(retire, code)),
      ]);
      return `export const serviceWorker = ${JSON.stringify(current)};\nexport const retiringWorker = ${JSON.stringify(retiring.code)};\n`;
    },
    async writeBundle(options) {
      if (this.environment.name === "client") await drawIcons(options.dir!);
    },
  };
}
