// `node scripts/page-js-bytes.js [build/client] [routeId] [catalogue]`: the JavaScript a first
// visit to a page runs, brotli quality 11 (docs/decisions/280): the entry, root, the route module
// and their static imports; for each other language's page also the chunks the entry loads for it:
// Lingui (translated-*.js) and the page's catalogue ({code}-<catalogue>-*.js, named by the HTML's
// data-catalogue-src, decisions 264, 330), not the language's table of chunks (loaders-{code}-*.js,
// loaded at the first navigation, decision 359). Not the route
// manifest file (assets/manifest-*.js): with lazy route discovery, React Router's default, the
// browser never loads it; the page carries its matched routes' part inline in the HTML.
import { readFileSync, readdirSync } from "node:fs";
import { brotliCompressSync, constants } from "node:zlib";
const dir = process.argv[2] ?? "build/client";
const routeId = process.argv[3] ?? "routes/home";
const catalogue = process.argv[4] ?? "board";
const assets = `${dir}/assets`;
const br = (buf) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const manifestFile = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
const manifestSrc = readFileSync(`${assets}/${manifestFile}`, "utf8");
const manifest = JSON.parse(manifestSrc.replace(/^window.__reactRouterManifest=/, "").replace(/;$/, ""));
function closure(start, dynamicPrefixes = []) {
  const seen = new Set();
  const stack = [...start];
  while (stack.length) {
    const f = stack.pop();
    if (seen.has(f)) continue;
    seen.add(f);
    const src = readFileSync(`${assets}/${f}`, "utf8");
    for (const m of src.matchAll(/(?:from|import)\s*["'`]\.\/([^"'`]+\.js)["'`]/g)) stack.push(m[1]);
    for (const m of src.matchAll(/["'`](?:\.\/|\/assets\/)?([^"'`/]+\.js)["'`]/g)) if (dynamicPrefixes.some((p) => m[1].startsWith(p))) stack.push(m[1]);
  }
  return seen;
}
const base = (p) => p.replace(/^\/assets\//, "");
const r = manifest.routes;
const start = [manifest.entry.module, ...manifest.entry.imports, r.root.module, ...r.root.imports, r[routeId].module, ...r[routeId].imports].map(base);
const report = (label, files) => {
  let total = 0;
  const rows = [];
  for (const f of [...files].sort()) { const n = br(readFileSync(`${assets}/${f}`)); rows.push([f, n]); total += n; }
  console.log(`${label}: ${total} B (${files.size} files)`);
  for (const [f, n] of rows) console.log(`  ${n}\t${f}`);
  return total;
};
const en = report("English", closure(start));
// The languages with a catalogue: those whose chunks are named {code}-<catalogue>-<hash>.js.
const codes = [...new Set(readdirSync(assets).flatMap((f) => new RegExp(`^([a-z]{2,3})-${catalogue}-[\\w-]+\\.js$`).exec(f)?.slice(1) ?? []))].sort();
for (const code of codes) {
  const chunk = readdirSync(assets).find((f) => new RegExp(`^${code}-${catalogue}-[\\w-]+\\.js$`).test(f));
  const bytes = report(code, closure([...start, chunk], ["translated-"]));
  console.log(`${code}/English: +${bytes - en} B (${(((bytes - en) / en) * 100).toFixed(1)} %)`);
}
