/**
 * The admin's fields for a cause's or category's name in each interface language other than
 * English (docs/decisions/301): `name_hi`, `description_hi`, and the same for each language
 * app/i18n/locales.ts adds, so a new language needs no code here. Browser-safe: the forms and
 * their actions share these schemas.
 */
import { z } from "zod";
import { TRANSLATED_LANGUAGES } from "~/i18n/locales";
import { plainText } from "~/lib/text-schema";

export { languageName, TRANSLATED_LANGUAGES } from "~/i18n/locales";

export const nameKey = (language: string) => `name_${language}`;
export const descriptionKey = (language: string) => `description_${language}`;

/** Left out (an API call), the stored name stays; sent empty (the form), it goes. */
const optionalText = (max: number) =>
  z.preprocess((v) => (v === null ? "" : v), plainText().trim().max(max, `At most ${max} characters`).optional());

/** The translated names' fields of a form: empty means "show the English". */
export function translatedNameFields(nameMax: number, descriptionMax?: number): Record<string, z.ZodType<string | undefined>> {
  return Object.fromEntries(
    // The admin form says it sent every language (an emptied field arrives as nothing).
    [["namesFromForm", z.literal("1").optional()] as const].concat(
    TRANSLATED_LANGUAGES.flatMap((language) => [
      [nameKey(language), optionalText(nameMax)],
      ...(descriptionMax ? [[descriptionKey(language), optionalText(descriptionMax)] as const] : []),
    ]) as never),
  );
}

/** A form's translated names, by language ({ hi: { name, description } }). */
export type TranslatedNames = Record<string, { name: string; description: string }>;

/** The names a form or an API call sent: the languages whose name it left out are not there. */
export function translatedNames(input: object): TranslatedNames {
  const values = input as Record<string, string | undefined>;
  const fromForm = values.namesFromForm === "1";
  return Object.fromEntries(
    TRANSLATED_LANGUAGES.filter((language) => fromForm || values[nameKey(language)] !== undefined).map((language) => [
      language,
      { name: values[nameKey(language)] ?? "", description: values[descriptionKey(language)] ?? "" },
    ]),
  );
}

/** The form's default values from stored names. */
export function translatedDefaults(names: TranslatedNames | undefined): Record<string, string> {
  return Object.fromEntries(
    TRANSLATED_LANGUAGES.flatMap((language) => [
      [nameKey(language), names?.[language]?.name ?? ""],
      [descriptionKey(language), names?.[language]?.description ?? ""],
    ]),
  );
}
