/**
 * The words a page in one of the board's languages shows, read from that language's catalogue
 * (app/i18n/locales/{code}.po) and filled in by Lingui as the page does: journeys written once for
 * every language (decision 330).
 */
import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { readCatalogue } from "../../../app/i18n/po";

/** `say("bn")("alerts.managePage.title")`: the message in the language, with its values. */
export function sayIn(code: string) {
  const messages = Object.fromEntries(Object.entries(readCatalogue(code)).map(([id, message]) => [id, compileMessage(message)]));
  const i18n = setupI18n({ locale: code, messages: { [code]: messages } });
  return (id: string, values?: Record<string, string | number>) => {
    if (!(id in messages)) throw new Error(`${code}: no message ${id}`);
    return i18n._(id, values);
  };
}

/** Text for a RegExp, its special characters escaped. */
export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
