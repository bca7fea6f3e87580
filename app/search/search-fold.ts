/**
 * Spellings of one Hindi word that search treats as the same word, folded the same way in
 * the index (the triggers of `searchIndexInputTriggersSql`) and in the query (`foldForSearch`):
 * docs/decisions/256-hindi-search.md.
 *
 * - Zero-width joiner and non-joiner only choose how a conjunct is drawn: removed.
 * - The nukta is often left out (जमीन for ज़मीन, फेलोशिप for फ़ेलोशिप), and a letter with a
 *   nukta has two encodings (U+095B, or ज + U+093C): the nukta is removed, and the
 *   precomposed letters become their base letter.
 * - Chandrabindu and anusvara are used for each other (माँ, मां): chandrabindu becomes anusvara.
 * - A nasal consonant with virama before a consonant of its own class is written as anusvara
 *   just as often (हिन्दी, हिंदी; सम्बन्ध, संबंध): it becomes anusvara.
 *
 * Bengali has the same variants, folded the same way (docs/decisions/333): the nukta letters ড় ঢ় য়
 * (precomposed or not) become their base letter, chandrabindu becomes anusvara, ঙ with virama before
 * a velar becomes anusvara (বাঙ্গলা, বাংলা), and khanda ta (ৎ) is ত with virama (its older spelling).
 *
 * Each rule is a plain replacement, so the index triggers apply them with SQL `replace()`:
 * no application function has to be registered on every connection that writes listings.
 */
import { JOB_ROWIDS } from "./index-rows";
const VIRAMA = "\u094d";
const ANUSVARA = "\u0902";

/** Nasal consonants and the consonants of their class (velar, palatal, retroflex, dental, labial). */
const NASAL_CLASSES: readonly [nasal: string, consonants: string][] = [
  ["ङ", "कखगघ"],
  ["ञ", "चछजझ"],
  ["ण", "टठडढ"],
  ["न", "तथदध"],
  ["म", "पफबभ"],
];

/** The replacements, applied in this order. */
export const SEARCH_FOLDS: readonly (readonly [from: string, to: string])[] = [
  ["\u200c", ""],
  ["\u200d", ""],
  ["\u0958", "क"],
  ["\u0959", "ख"],
  ["\u095a", "ग"],
  ["\u095b", "ज"],
  ["\u095c", "ड"],
  ["\u095d", "ढ"],
  ["\u095e", "फ"],
  ["\u095f", "य"],
  ["\u0929", "न"],
  ["\u0931", "र"],
  ["\u0934", "ळ"],
  ["\u093c", ""],
  ["\u0901", ANUSVARA],
  ...NASAL_CLASSES.flatMap(([nasal, consonants]) =>
    [...consonants].map((consonant) => [`${nasal}${VIRAMA}${consonant}`, `${ANUSVARA}${consonant}`] as const),
  ),
  // Bengali (after Devanagari: the Hindi folds above keep their steps, and so their triggers' text).
  ["\u09dc", "ড"],
  ["\u09dd", "ঢ"],
  ["\u09df", "য"],
  ["\u09bc", ""],
  ["\u0981", "\u0982"],
  ["\u09ce", "ত\u09cd"],
  ...[..."কখগঘ"].map((consonant) => [`ঙ\u09cd${consonant}`, `\u0982${consonant}`] as const),
];

/** Devanagari and Bengali, the two Unicode blocks side by side (U+0900 to U+09FF). */
const FOLDED_SCRIPTS = /[\u0900-\u09ff]/;

/** `text` with Hindi and Bengali spelling variants folded (unchanged when it has neither script). */
export function foldForSearch(text: string): string {
  if (!FOLDED_SCRIPTS.test(text)) return text;
  let folded = foldedTexts.get(text);
  if (folded !== undefined) return folded;
  folded = text;
  for (const [from, to] of SEARCH_FOLDS) folded = folded.replaceAll(from, to);
  if (foldedTexts.size >= FOLDED_TEXTS_MAX) foldedTexts.clear();
  foldedTexts.set(text, folded);
  return folded;
}

/** Words and terms already folded: understanding a query folds the same few many times (docs/request-cost.md). */
const foldedTexts = new Map<string, string>();
const FOLDED_TEXTS_MAX = 4096;

/**
 * How many `replace()` calls one SQL expression may nest. SQLite builds without a growable parser
 * stack (the sqlite3 3.40 CLI, Litestream 0.3.13's SQLite 3.42) have 100 entries, about three per
 * nested call: 25 nested calls in a trigger already fail with "parser stack overflow", and a
 * schema that one of them cannot parse cannot be opened, dumped or replicated by it at all.
 */
const FOLDS_PER_STEP = 7;

/** The text columns of `listing_search` that are folded (the category is a slug). */
const FOLDED_COLUMNS = ["title", "organization", "description", "requirements", "skills", "location"] as const;
const INDEX_COLUMNS = "rowid, title, organization, description, requirements, skills, location, category";

/** Code points rather than the characters themselves: marks and zero-width characters stay legible in SQL. */
function literal(s: string): string {
  return s ? `char(${[...s].map((c) => c.codePointAt(0)).join(", ")})` : "''";
}

/** One UPDATE of `listing_search_input` applying `folds` (at most `FOLDS_PER_STEP`) to every folded column. */
function foldStep(folds: readonly (readonly [string, string])[]): string {
  const sets = FOLDED_COLUMNS.map(
    (column) => `${column} = ${folds.reduce<string>((sql, [from, to]) => `replace(${sql}, ${literal(from)}, ${literal(to)})`, column)}`,
  );
  return `  UPDATE listing_search_input SET\n    ${sets.join(",\n    ")}\n  WHERE id = NEW.id;`;
}

/**
 * The two triggers that move a row written to `listing_search_input` into the index
 * (docs/decisions/256-hindi-search.md, 333): text without Devanagari or Bengali (most listings) goes
 * as it is; text with either is first folded in place, one UPDATE per step of at most
 * `FOLDS_PER_STEP` nested `replace()` calls. Migration 0044 holds this text (0030 and 0013 earlier
 * forms of it) and a test checks that the migrated schema still does, so a change to `SEARCH_FOLDS` needs
 * a new migration.
 */
export function searchIndexInputTriggersSql(): [plain: string, folded: string] {
  const devanagari = `((${FOLDED_COLUMNS.map((column) => `NEW.${column}`).join(" || ' ' || ")}) GLOB '*[' || char(2304) || '-' || char(2559) || ']*')`;
  const steps = [];
  for (let i = 0; i < SEARCH_FOLDS.length; i += FOLDS_PER_STEP) steps.push(foldStep(SEARCH_FOLDS.slice(i, i + FOLDS_PER_STEP)));
  // A legacy job's row sits above every opportunity's (index-rows.ts): its key is minus its id.
  const rowid = (id: string) => `CASE WHEN ${id} < 0 THEN ${JOB_ROWIDS} - ${id} ELSE ${id} END`;
  const index = (values: string) => [
    `  DELETE FROM listing_search WHERE rowid = ${rowid("NEW.id")};`,
    `  INSERT INTO listing_search(${INDEX_COLUMNS})`,
    `    ${values};`,
    "  DELETE FROM listing_search_input WHERE id = NEW.id;",
    "END",
  ];
  const plain = [
    "CREATE TRIGGER `listing_search_input_plain` AFTER INSERT ON `listing_search_input`",
    `WHEN ${devanagari} IS NOT 1 BEGIN`,
    ...index(`VALUES (${rowid("NEW.id")}, ${[...FOLDED_COLUMNS, "category"].map((column) => `NEW.${column}`).join(", ")})`),
  ];
  const folded = [
    "CREATE TRIGGER `listing_search_input_fold` AFTER INSERT ON `listing_search_input`",
    `WHEN ${devanagari} IS 1 BEGIN`,
    ...steps,
    ...index(`SELECT ${INDEX_COLUMNS.replace("rowid", rowid("id"))} FROM listing_search_input WHERE id = NEW.id`),
  ];
  return [plain.join("\n"), folded.join("\n")];
}
