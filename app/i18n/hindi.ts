/**
 * The Hindi translator: Lingui with the compiled Hindi catalogue (docs/decisions/280).
 * The server imports it; the browser loads it as one chunk, on Hindi pages only, so
 * English pages carry neither Lingui nor a catalogue.
 */
import { setupI18n } from "@lingui/core";
import { messages } from "./compiled/hi";
import type { Translator } from "./translate";

export function hindiTranslator(): Translator {
  const i18n = setupI18n({ locale: "hi", messages: { hi: messages } });
  // A message missing from the catalogue (the catalogue test forbids it) would show its id: English instead.
  return { locale: "hi", t: (msg, values) => (typeof msg === "string" ? msg : messages[msg.id] ? i18n._(msg.id, values) : msg.message) };
}
