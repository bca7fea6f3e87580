/**
 * Compiles the interface messages for the runtime (docs/decisions/280, 331): each language's PO
 * catalogue (app/i18n/locales/{code}.po; English is read from the texts.ts files as written,
 * app/i18n/translate.ts). Writes app/i18n/compiled/{code}-*.ts (docs/decisions/264); `npm run
 * build` runs it and tests/unit/i18n/catalogues.test.ts fails when they are out of date.
 * `tsx scripts/compile-messages.ts --check` only compares.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { cataloguesToCompile, compiledCatalogueSources } from "../app/i18n/compile";

const check = process.argv.includes("--check");
let stale = 0;
const dir = fileURLToPath(new URL("../app/i18n/compiled/", import.meta.url));
const sources = compiledCatalogueSources(cataloguesToCompile(fileURLToPath(new URL("..", import.meta.url))));
for (const [name, source] of Object.entries(sources)) {
  const file = `${dir}${name}`;
  const current = existsSync(file) ? readFileSync(file, "utf8") : "";
  if (current === source) continue;
  stale++;
  if (!check) writeFileSync(file, source);
  console.log(`${check ? "out of date" : "wrote"} ${file}`);
}
// A page catalogue that is no longer listed leaves no module behind.
for (const name of readdirSync(dir)) {
  if (name in sources) continue;
  stale++;
  if (!check) rmSync(`${dir}${name}`);
  console.log(`${check ? "left over" : "removed"} ${dir}${name}`);
}
if (check && stale > 0) process.exit(1);
