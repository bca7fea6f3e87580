/**
 * A shared schema's messages in a language. The one way for a form (docs/decisions/281, 269):
 * the schema carries message ids and a reply is written when it is built, in the page's
 * language for the page and in English for the JSON API (`idMessages`). The alert form,
 * whose schema still says English, is found by its English text (`schemaMessages`,
 * decision 286). Text that is no such message (zod's own, a value) stays as it is.
 */
import { flattenTexts } from "./define-texts";
import { ENGLISH, type MessageValues, type Translator } from "./translate";

/**
 * `idMessages(TEXTS.messages, values)(t)` writes a schema message (its id) in t's language,
 * with the form's fixed values (a length limit); `formatErrors` is Conform's `formatError`.
 */
export function idMessages(texts: object, values?: MessageValues) {
  const byId = new Map(Object.entries(flattenTexts(texts)).map(([id, message]) => [id, { id, message }]));
  return (t: Translator["t"]) => {
    const write = (message: string) => {
      const msg = byId.get(message);
      return msg ? t(msg, values) : message;
    };
    return { write, formatErrors: (issues: ReadonlyArray<{ message: string }>) => issues.map((issue) => write(issue.message)) };
  };
}

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

/** A Conform reply with its messages in the page's language (a form that shows only the server's messages). */
export function translatedReply<R extends { error?: Record<string, string[] | null> | null }>(reply: R, say: (message: string) => string): R {
  if (!reply.error) return reply;
  return { ...reply, error: Object.fromEntries(Object.entries(reply.error).map(([name, messages]) => [name, messages?.map(say) ?? null])) };
}
