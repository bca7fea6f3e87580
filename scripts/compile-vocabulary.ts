/**
 * Compiles docs/glossary/vocabulary.tsv (the search vocabulary, decision 295) into
 * app/vocabulary/compiled.ts, a module the server bundle and the scripts run by tsx (bench,
 * seed) both import. `npm run build` runs it; tests/unit/vocabulary/vocabulary.test.ts fails
 * when the module is out of date. `--check` only compares.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const source = fileURLToPath(new URL("../docs/glossary/vocabulary.tsv", import.meta.url));
const target = fileURLToPath(new URL("../app/vocabulary/compiled.ts", import.meta.url));

export function compiledVocabulary(tsv: string): string {
  return `// Written by scripts/compile-vocabulary.ts from docs/glossary/vocabulary.tsv: edit that file, then run \`npm run vocabulary\`.\nexport const VOCABULARY_TSV = ${JSON.stringify(tsv)};\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const wanted = compiledVocabulary(readFileSync(source, "utf8"));
  let current = "";
  try {
    current = readFileSync(target, "utf8");
  } catch {
    // not written yet
  }
  if (current !== wanted) {
    if (process.argv.includes("--check")) {
      console.log(`out of date: ${target}`);
      process.exit(1);
    }
    writeFileSync(target, wanted);
    console.log(`wrote ${target}`);
  }
}
