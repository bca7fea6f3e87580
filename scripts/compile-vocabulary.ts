/**
 * Compiles the word lists of docs/glossary into modules the server bundle and the scripts run by
 * tsx (bench, seed) both import: vocabulary.tsv (the search vocabulary, decision 295) into
 * app/search/vocabulary/compiled.ts, pay-words.tsv (reading stipends, decision 358) into
 * app/opportunities/pay-words.compiled.ts, place-names.tsv (places in every language) into
 * app/taxonomy/place-names.compiled.ts, scam-words.tsv (the scam signals, decision 366) into
 * app/trust/scam-words.compiled.ts. `npm run build` runs it; tests/unit/vocabulary and
 * tests/unit/opportunities/pay-words.test.ts fail when a module is out of date. `--check` only compares.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Each word list: its source, the module written from it and the constant that module exports. */
export const WORD_LISTS = [
  { source: "docs/glossary/vocabulary.tsv", target: "app/search/vocabulary/compiled.ts", name: "VOCABULARY_TSV" },
  { source: "docs/glossary/pay-words.tsv", target: "app/opportunities/pay-words.compiled.ts", name: "PAY_WORDS_TSV" },
  { source: "docs/glossary/place-names.tsv", target: "app/taxonomy/place-names.compiled.ts", name: "PLACE_NAMES_TSV" },
  { source: "docs/glossary/scam-words.tsv", target: "app/trust/scam-words.compiled.ts", name: "SCAM_WORDS_TSV" },
] as const;

export function compiledWordList(tsv: string, list: (typeof WORD_LISTS)[number]): string {
  return `// Written by scripts/compile-vocabulary.ts from ${list.source}: edit that file, then run \`npm run vocabulary\`.\nexport const ${list.name} = ${JSON.stringify(tsv)};\n`;
}

/** The vocabulary module for a vocabulary.tsv text. */
export function compiledVocabulary(tsv: string): string {
  return compiledWordList(tsv, WORD_LISTS[0]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let stale = false;
  for (const list of WORD_LISTS) {
    const root = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
    const wanted = compiledWordList(readFileSync(root(list.source), "utf8"), list);
    let current = "";
    try {
      current = readFileSync(root(list.target), "utf8");
    } catch {
      // not written yet
    }
    if (current === wanted) continue;
    if (process.argv.includes("--check")) {
      console.log(`out of date: ${list.target}`);
      stale = true;
    } else {
      writeFileSync(root(list.target), wanted);
      console.log(`wrote ${list.target}`);
    }
  }
  if (stale) process.exit(1);
}
