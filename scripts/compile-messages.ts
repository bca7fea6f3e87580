/**
 * Compiles the interface messages for the runtime (docs/decisions/280): the Hindi of
 * app/i18n/hi.ts (English is read from the texts.ts files as written, app/i18n/translate.ts).
 * Writes app/i18n/compiled/hi.ts; `npm run
 * build` runs it and tests/unit/i18n/catalogues.test.ts fails when they are out of date.
 * `tsx scripts/compile-messages.ts --check` only compares.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { compiledCatalogueSources } from "../app/i18n/compile";

const check = process.argv.includes("--check");
let stale = 0;
for (const [locale, source] of Object.entries(compiledCatalogueSources())) {
  const file = fileURLToPath(new URL(`../app/i18n/compiled/${locale}.ts`, import.meta.url));
  const current = existsSync(file) ? readFileSync(file, "utf8") : "";
  if (current === source) continue;
  stale++;
  if (!check) writeFileSync(file, source);
  console.log(`${check ? "out of date" : "wrote"} ${file}`);
}
if (check && stale > 0) process.exit(1);
