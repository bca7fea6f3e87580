/**
 * The admin forms' fields for a name (and a description) in each interface language other than
 * English (decision 301): one pair per language of app/i18n/locales.ts, so a new language needs
 * only its data. Empty shows the English on that language's pages.
 */
import type { FieldMetadata } from "@conform-to/react";
import { TextAreaField, TextField } from "~/ui/form-fields";
import { descriptionKey, languageName, nameKey, TRANSLATED_LANGUAGES } from "./languages";

export function TranslatedNameFields({
  fields,
  nameMax,
  descriptionMax,
}: {
  fields: object;
  nameMax: number;
  /** Causes have a description; categories do not. */
  descriptionMax?: number;
}) {
  const field = (key: string) => (fields as Record<string, FieldMetadata<string>>)[key]!;
  return [<input key="sent" type="hidden" name="namesFromForm" value="1" />].concat(TRANSLATED_LANGUAGES.map((language) => {
    const name = languageName(language);
    return (
      <div key={language}>
        <TextField
          meta={field(nameKey(language))}
          label={`Name in ${name}`}
          lang={language}
          maxLength={nameMax}
          hint={`Shown on the ${name} pages; empty shows the English name.`}
        />
        {descriptionMax ? (
          <TextAreaField meta={field(descriptionKey(language))} label={`Description in ${name}`} rows={3} maxLength={descriptionMax} />
        ) : null}
      </div>
    );
  }));
}
