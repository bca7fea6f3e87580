/**
 * What saving and offline reading cost a visitor (docs/decisions/249): the bytes a first
 * visit pays in the page (brotli, as the server sends HTML) for the service worker's
 * registration and the manifest link, measured as the page with PWA on against PWA=false,
 * and for the Save controls and the header's Saved link; then what the browser fetches
 * after the page has loaded (the worker, the manifest, the pages and scripts it keeps
 * for offline reading). Budget: ≤ 1 KB brotli per page for the registration and the link.
 */
import { brotliCompressSync, constants } from "node:zlib";
import { kb, table } from "../lib/report";
import { startProductionServer } from "../lib/server";
import { encodedBytes } from "../lib/weight";
import { database } from "./board";
import type { BenchSuite } from "./types";

const BUDGET = 1024;

/**
 * The HTML as the compression middleware sends it (brotli, its default quality). The CSP nonce,
 * random per response, is set to one value first, so the same page always weighs the same.
 */
const brotli = (html: string) =>
  brotliCompressSync(html.replace(/nonce="[^"]*"/g, 'nonce="n"'), { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length;

const withoutSaveControls = (html: string) =>
  html.replace(/<form[^>]*action="\/saved"[\s\S]*?<\/form>/g, "").replace(/<a[^>]*href="\/saved"[^>]*>Saved<\/a>/g, "");

export const offlineSuite: BenchSuite = {
  name: "offline",
  async run(ctx) {
    const size = ctx.sizes[0]!;
    const { dbPath, slug } = await database(ctx, size);
    const pages: [string, string][] = [
      ["home /", "/"],
      ["listing page", `/internships/${slug}`],
    ];
    const html: Record<string, Record<string, string>> = { on: {}, off: {} };
    const after: (string | number)[][] = [];
    for (const pwa of ["on", "off"] as const) {
      const server = await startProductionServer(dbPath, { PWA: pwa === "on" ? "true" : "false" });
      try {
        // Each server has its own port, which its pages name (canonical links): one origin for both.
        for (const [, path] of pages) {
          html[pwa]![path] = (await (await fetch(`${server.baseUrl}${path}`)).text()).replaceAll(server.baseUrl, "http://localhost:3000");
        }
        if (pwa === "on") {
          // After load: the worker, the manifest, and what the worker keeps at install.
          const offline = await (await fetch(`${server.baseUrl}/offline`)).text();
          const scripts = [...new Set(Array.from(offline.matchAll(/(?:href="|import\(")(\/assets\/[^"]+\.js)"/g), (m) => m[1]!))];
          const ownScripts = scripts.filter((path) => !html.on!["/"]!.includes(path));
          const rows: [string, string][] = [
            ["/sw.js", "/sw.js"],
            ["/manifest.webmanifest", "/manifest.webmanifest"],
            ["/offline (precached)", "/offline"],
            ["/saved (precached)", "/saved"],
            ...ownScripts.map((path): [string, string] => [`${path} (precached, not on home)`, path]),
          ];
          for (const [label, path] of rows) after.push([label, kb(await encodedBytes(`${server.baseUrl}${path}`, "br"))]);
        }
      } finally {
        await server.stop();
      }
    }
    const rows = pages.map(([label, path]) => {
      const on = brotli(html.on![path]!);
      const off = brotli(html.off![path]!);
      const controls = off - brotli(withoutSaveControls(html.off![path]!));
      const raw = Buffer.byteLength(html.on![path]!) - Buffer.byteLength(html.off![path]!);
      return [label, kb(off), kb(on), `${on - off} B (${raw} B uncompressed)`, on - off <= BUDGET ? "yes" : "NO", `${controls} B`];
    });
    ctx.log(`\nFirst visit, ${size.toLocaleString("en")} listings: the page's HTML (brotli) with PWA=false and PWA on`);
    ctx.log(
      table(["page", "HTML, PWA=false", "HTML, PWA on", "registration + manifest link", `≤ ${BUDGET} B`, "Save controls + Saved link"], rows),
    );
    ctx.log("\nAfter the page has loaded (PWA on; brotli bodies as sent): fetched once per release, not before the first paint");
    ctx.log(table(["request", "brotli"], after));
  },
};
