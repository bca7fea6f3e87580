/**
 * What a visitor downloads for a page: the HTML (which holds the stylesheet) and the
 * CSS and JavaScript it references, each gzipped at level 6 (what the server's compression middleware
 * uses), and whether the first 14 KB on the wire (one TCP initial congestion
 * window) already hold the hero and the first results.
 */
import { get } from "node:http";
import { constants, gunzipSync, gzipSync } from "node:zlib";

export interface PageWeight {
  url: string;
  htmlBytes: number;
  htmlGzip: number;
  /** The stylesheet, gzipped on its own: inside the HTML (and counted there) or a file of its own. */
  cssGzip: number;
  jsGzip: number;
  totalGzip: number;
  assets: { path: string; gzip: number }[];
}

const gz = (data: Buffer | string) => gzipSync(data, { level: 6 }).length;

export async function pageWeight(url: string): Promise<PageWeight & { html: string }> {
  const html = await (await fetch(url)).text();
  const origin = new URL(url).origin;
  const paths = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="(?:stylesheet|modulepreload)"[^>]*>/g)) {
    const href = /href="([^"]+)"/.exec(m[0])?.[1];
    if (href) paths.add(href);
  }
  for (const m of html.matchAll(/import\(\s*"([^"]+\.js)"\s*\)|<script[^>]+src="([^"]+)"/g)) paths.add((m[1] ?? m[2])!);
  const assets: { path: string; gzip: number }[] = [];
  for (const path of paths) {
    const body = Buffer.from(await (await fetch(new URL(path, origin))).arrayBuffer());
    assets.push({ path, gzip: gz(body) });
  }
  const cssFiles = assets.filter((a) => a.path.endsWith(".css")).reduce((s, a) => s + a.gzip, 0);
  const inlineCss = /<style data-site-stylesheet[^>]*>([^<]*)<\/style>/.exec(html)?.[1];
  const jsGzip = assets.filter((a) => a.path.endsWith(".js")).reduce((s, a) => s + a.gzip, 0);
  const htmlGzip = gz(html);
  return {
    url,
    html,
    htmlBytes: Buffer.byteLength(html),
    htmlGzip,
    cssGzip: cssFiles + (inlineCss ? gz(inlineCss) : 0),
    jsGzip,
    totalGzip: htmlGzip + cssFiles + jsGzip,
    assets,
  };
}

export const INITIAL_WINDOW = 14 * 1024;

/** The HTML a browser has after the first 14 KB of the gzipped response arrive. */
export function firstWindowOfGzip(html: string): string {
  const compressed = gzipSync(html, { level: 6 });
  if (compressed.length <= INITIAL_WINDOW) return html;
  return gunzipSync(compressed.subarray(0, INITIAL_WINDOW), { finishFlush: constants.Z_SYNC_FLUSH }).toString("utf8");
}

/** The first 14 KB of the HTML itself (without compression). */
export function firstWindowUncompressed(html: string): string {
  return Buffer.from(html).subarray(0, INITIAL_WINDOW).toString("utf8");
}

/** Bytes of a response's body as sent with the given Accept-Encoding, not decoded. */
export function encodedBytes(url: string, encoding = "br"): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "Accept-Encoding": encoding } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => resolve(bytes));
      response.on("error", reject);
    }).on("error", reject);
  });
}
