/**
 * The one-line offer of a language (the registry's `offer`, decision 332) is not in any page's catalogue,
 * so the catalogue check does not see it: it says what the language's glossary says it says.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "~/i18n/languages";

const withGlossaryLine = (LANGUAGES as readonly Language[]).flatMap((language) => {
  if (!language.offer || !language.glossary) return [];
  const glossary = readFileSync(new URL(`../../../${language.glossary}`, import.meta.url), "utf8");
  const row = glossary.split("\n").find((line) => line.includes("(the offer line)"));
  const [, , link, close] = row?.split("|").map((cell) => cell.trim()) ?? [];
  return link ? [{ language, link, close: close?.replace(/^close:\s*/u, "") }] : [];
});

describe("the offer line", () => {
  it("is written as each language's glossary gives it", () => {
    expect(withGlossaryLine.map(({ language }) => language.code)).toEqual(expect.arrayContaining(["mr", "bn"]));
    for (const { language, link, close } of withGlossaryLine) expect(language.offer, language.code).toMatchObject({ link, close });
  });
});
