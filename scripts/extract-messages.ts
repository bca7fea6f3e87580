/**
 * Extracts the interface texts into every language's PO catalogue (docs/decisions/331): the ids
 * and English of app/texts.ts (the capabilities' texts.ts files), where each shows (its page
 * catalogues), in the English order; translations and translators' notes already in a file are
 * kept, a new message gets an empty translation (its English shows until translated), a message
 * gone from the code leaves the file. Then translate (Poedit, Weblate, Crowdin, a text editor) and
 * `npm run messages`. `--check` only reports files that would change.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { LANGUAGES } from "../app/i18n/languages";
import { pagesShowing } from "../app/i18n/page-catalogues";
import { parsePo, serializePo } from "../app/i18n/po";
import { ENGLISH_MESSAGES } from "../app/texts";

const root = fileURLToPath(new URL("..", import.meta.url));
const check = process.argv.includes("--check");

let stale = 0;
for (const language of LANGUAGES) {
  if (!("catalogue" in language)) continue;
  const file = `${root}${language.catalogue}`;
  const current = existsSync(file) ? readFileSync(file, "utf8") : "";
  const next = serializePo(language.code, ENGLISH_MESSAGES, current ? parsePo(current) : {}, pagesShowing);
  if (next === current) continue;
  stale++;
  if (!check) writeFileSync(file, next);
  console.log(`${check ? "out of date" : "wrote"} ${language.catalogue}`);
}
if (check && stale > 0) process.exit(1);
