/**
 * The pseudo-language's catalogue (docs/decisions/420), written from the English at compile time:
 * each message in brackets and lengthened by about a third (as translations run longer), then
 * accented by Lingui's own pseudolocalisation, which leaves placeholders, plurals and tags alone.
 * Build and test time only (scripts/compile-messages.ts).
 */
import { createCompiledCatalog } from "@lingui/cli/api";
import type { CompiledMessage } from "@lingui/message-utils/compileMessage";
import { PSEUDO_LANGUAGE } from "./languages.ts";
import { bracketed } from "./pseudo-name.ts";

/** The English messages, pseudolocalised and compiled for the runtime, by id. */
export function pseudoCatalogue(english: Record<string, string>): Record<string, CompiledMessage> {
  const code = PSEUDO_LANGUAGE.code;
  const input = Object.fromEntries(Object.entries(english).map(([id, message]) => [id, bracketed(message)]));
  const { source, errors } = createCompiledCatalog(code, input, { pseudoLocale: code, namespace: "json", strict: true });
  if (errors.length) throw new Error(`pseudo catalogue: ${errors.map((error) => `${error.id}: ${error.error.message}`).join("; ")}`);
  return (JSON.parse(source) as { messages: Record<string, CompiledMessage> }).messages;
}
