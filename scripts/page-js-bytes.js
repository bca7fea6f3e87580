// `node scripts/page-js-bytes.js [build/client] [routeId] [catalogue]`: the JavaScript a first
// visit to a page runs, brotli quality 11 (docs/decisions/280): the route manifest, the entry,
// root, the route module and their static imports; for a Hindi page also the chunks the entry
// loads for it: Lingui (hindi-*.js) and the page's catalogue (hi-<catalogue>-*.js, decision 264).
import { Buffer } from "node:buffer";
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
  let total = br(Buffer.from(manifestSrc));
  const rows = [[manifestFile, total]];
  for (const f of [...files].sort()) { const n = br(readFileSync(`${assets}/${f}`)); rows.push([f, n]); total += n; }
  console.log(`${label}: ${total} B (${files.size + 1} files)`);
  for (const [f, n] of rows) console.log(`  ${n}\t${f}`);
  return total;
};
const en = report("English", closure(start));
const hi = report("Hindi", closure(start, ["hindi-", `hi-${catalogue}-`]));
console.log(`Hindi/English: +${hi - en} B (${(((hi - en) / en) * 100).toFixed(1)} %)`);
