/**
 * A shared schema's messages on a page (docs/decisions/286-hindi-forms.md): the schema
 * says English, the JSON API's language, so the form, the action and the API keep one
 * schema; a page finds each message by its English text (with the form's fixed values,
 * such as a length limit) among its capability's messages and shows it in the page's
 * language. Text that is no such message (already translated, a value) stays as it is.
 */
import { flattenTexts } from "./define-texts";
import { ENGLISH, type MessageValues, type Translator, useT } from "./translate";

export function schemaMessages(t: Translator["t"], texts: object, values?: MessageValues): (message: string) => string {
  const byEnglish = new Map<string, { id: string; message: string }>();
  for (const [id, message] of Object.entries(flattenTexts(texts))) {
    byEnglish.set(ENGLISH.t({ id, message }, values), { id, message });
  }
  return (message) => {
    const msg = byEnglish.get(message);
    return msg ? t(msg, values) : message;
  };
}

/** `const say = useSchemaMessages(REPORT_TEXTS.messages); say(error)`. */
export function useSchemaMessages(texts: object, values?: MessageValues): (message: string) => string {
  return schemaMessages(useT(), texts, values);
}
