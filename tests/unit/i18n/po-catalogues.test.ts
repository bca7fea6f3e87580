/**
 * The Marathi and Bengali catalogues (app/i18n/locales/<code>.po): every English message
 * translated, nothing else, with the English's values and plural/select shape, valid ICU, in the
 * language's own script, and each entry's English comment current (what a translator reads).
 */
import { readFileSync } from "node:fs";
import { setupI18n } from "@lingui/core";
import { type CompiledMessage, compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { catalogueProblems } from "~/i18n/compile";
import { parsePo } from "~/i18n/po";
import { ENGLISH_MESSAGES } from "~/texts";
import { ALLOWED_LATIN_WORDS, latinWords } from "../../support/hindi-words";

const LANGUAGES = [
  // Marathi shares Hindi's Devanagari; Bengali has its own script and must not borrow Devanagari.
  { code: "mr", script: /[\u0900-\u097F]/, foreign: /[\u0980-\u09FF]/ },
  // (The danda, U+0964 and U+0965, is shared: Bengali ends its sentences with it too.)
  { code: "bn", script: /[\u0980-\u09FF]/, foreign: /[\u0900-\u0963\u0966-\u097F]/ },
] as const;

// Messages that are the same in every language (names, symbols, the language switch's own names).
const SAME_EVERYWHERE = new Set([
  "shell.footer.copyright", "shell.errorPage.statusHeading",
  "board.home.rss", "board.filters.queryChip", "posters.editForm.error", "alertMail.confirm.search", "inWords.categoryNoun", "report.listing", "terms.sectionHeading",
]);

const readCatalogue = (code: string) =>
  Object.entries(parsePo(readFileSync(new URL(`../../../app/i18n/locales/${code}.po`, import.meta.url), "utf8"))).map(([id, entry]) => ({
    id,
    translation: entry.translation,
    comments: entry.comments ?? [],
  }));

/** Each plural or select argument of a message: its name, its kind and (for select) its cases. */
function choicesOf(message: CompiledMessage, into: string[] = []): string[] {
  for (const token of message) {
    if (typeof token === "string" || !token[1] || typeof token[2] !== "object" || token[2] === null) continue;
    const [name, kind, forms] = token as [string, string, Record<string, CompiledMessage | number | undefined>];
    if (kind !== "plural" && kind !== "select" && kind !== "selectordinal") continue;
    const cases = Object.keys(forms).filter((key) => key !== "offset");
    into.push(kind === "select" ? `${name}:select(${cases.sort().join(",")})` : `${name}:${kind}`);
    for (const key of cases) choicesOf(forms[key] as CompiledMessage, into);
  }
  return into.sort();
}

/** The plural categories a message uses that the language does not have (exact `=N` forms, compiled as "N", are always allowed). */
function foreignPluralForms(message: CompiledMessage, categories: readonly string[], into: string[] = []): string[] {
  for (const token of message) {
    if (typeof token === "string" || typeof token[2] !== "object" || token[2] === null) continue;
    const forms = token[2] as Record<string, CompiledMessage | number | undefined>;
    const keys = Object.keys(forms).filter((key) => key !== "offset");
    if (token[1] === "plural") {
      into.push(...keys.filter((key) => !/^=?\d+$/.test(key) && !categories.includes(key)));
      if (!keys.includes("other")) into.push("(no other)");
    }
    for (const key of keys) foreignPluralForms(forms[key] as CompiledMessage, categories, into);
  }
  return into;
}

describe.each(LANGUAGES)("the $code catalogue", ({ code, script, foreign }) => {
  const entries = readCatalogue(code);
  const translations = Object.fromEntries(entries.map((entry) => [entry.id, entry.translation]));

  it("has every English message, no other, with the same values", () => {
    expect(catalogueProblems(ENGLISH_MESSAGES, translations)).toEqual([]);
  });

  it("writes each message as valid ICU with the English's plural and select arguments, in CLDR categories", () => {
    const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
    const problems: string[] = [];
    for (const { id, translation } of entries) {
      let compiled: CompiledMessage;
      try {
        compiled = compileMessageOrThrow(translation);
      } catch (error) {
        problems.push(`${id}: ${(error as Error).message.split("\n")[0]}`);
        continue;
      }
      const english = compileMessageOrThrow(ENGLISH_MESSAGES[id]!);
      if (choicesOf(compiled).join() !== choicesOf(english).join()) problems.push(`${id}: arguments ${choicesOf(compiled)} differ from English ${choicesOf(english)}`);
      const strange = foreignPluralForms(compiled, categories);
      if (strange.length > 0) problems.push(`${id}: plural forms ${strange} not in ${code}'s ${categories}`);
    }
    expect(problems).toEqual([]);
  });

  it("leaves no message empty or in another script, and carries each message's current English", () => {
    expect(entries.filter((entry) => entry.translation.trim() === "").map((entry) => entry.id)).toEqual([]);
    const untranslated = entries.filter(({ id, translation }) => !SAME_EVERYWHERE.has(id) && (!script.test(translation) || foreign.test(translation)));
    expect(untranslated.map((entry) => entry.id)).toEqual([]);
    expect(entries.filter((entry) => entry.comments[0] !== ENGLISH_MESSAGES[entry.id]!.replace(/\n/g, "\\n").trim()).map((entry) => entry.id)).toEqual([]);
  });

  it("has no English word inside a sentence beyond the brands and notations Hindi allows (the glossaries' rule)", () => {
    // A full stop or a case ending after a Latin name ("200x200px.", "WhatsApp-এ") is not part of the word.
    const found = entries.flatMap(({ id, translation }) =>
      latinWords(translation)
        .map((word) => word.replace(/[.'-]+$/, ""))
        .filter((word) => !ALLOWED_LATIN_WORDS.has(word))
        .map((word) => `${id}: ${word}`),
    );
    expect(found).toEqual([]);
  });

  it("renders every message through Lingui with its values, counts 0, 1 and 2 included", () => {
    const i18n = setupI18n({ locale: code, messages: { [code]: Object.fromEntries(entries.map(({ id, translation }) => [id, compileMessageOrThrow(translation)])) } });
    for (const { id } of entries) {
      for (const count of [0, 1, 2]) {
        const rendered = i18n._(id, { count, days: count, shown: String(count), name: "X" });
        expect(rendered, id).not.toMatch(/\{(count|days|shown)\}|^$/);
      }
    }
  });
});
