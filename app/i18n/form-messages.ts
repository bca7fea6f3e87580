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

/** A Conform reply with its messages in the page's language (a form that shows only the server's messages). */
export function translatedReply<R extends { error?: Record<string, string[] | null> | null }>(reply: R, say: (message: string) => string): R {
  if (!reply.error) return reply;
  return { ...reply, error: Object.fromEntries(Object.entries(reply.error).map(([name, messages]) => [name, messages?.map(say) ?? null])) };
}
