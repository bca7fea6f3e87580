/**
 * Build-time part of the page catalogues (vite.config.ts, docs/decisions/264): the address of
 * each page catalogue's chunk in this release's client build, as a module of the server bundle.
 * The server writes the page's into `<html data-catalogue-src>`, so the browser entry fetches it
 * beside Lingui without carrying a table of every catalogue: English pages load no part of it.
 */
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import type { Plugin } from "vite";
import { ROUTED_LANGUAGES } from "./languages.ts";

const MODULE = "virtual:catalogue-urls";
const RESOLVED = `\0${MODULE}`;
/** The client build names a page catalogue's chunk after its module: hi-board-<hash>.js, bn-saved-<hash>.js. */
const CATALOGUE_CHUNK = new RegExp(`^((?:${ROUTED_LANGUAGES.map((language) => language.code).join("|")})-[A-Za-z]+)-[\\w-]+\\.js$`);

export function catalogueUrls(): Plugin {
  let clientOutDir = "build/client";
  let building = false;
  return {
    name: "impact-careers:catalogue-urls",
    configResolved(config) {
      clientOutDir = config.environments.client?.build.outDir ?? clientOutDir;
      building = config.command === "build";
    },
    resolveId(id) {
      return id === MODULE ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      // The server bundle is built after the client's, so these are this release's names; in
      // development there are none (the browser then loads the catalogue through its table).
      const names = building ? await readdir(join(clientOutDir, "assets")).catch(() => [] as string[]) : [];
      const urls = Object.fromEntries(names.flatMap((name) => (CATALOGUE_CHUNK.exec(name) ? [[CATALOGUE_CHUNK.exec(name)![1], `/assets/${name}`]] : [])));
      return `export const CATALOGUE_URLS = ${JSON.stringify(urls)};\n`;
    },
  };
}
