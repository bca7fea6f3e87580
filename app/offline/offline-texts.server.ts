/**
 * Offline words only the server writes (docs/decisions/269): the data saver line under the
 * header, from the Saved page's catalogue (it holds all of saving's words).
 */
import { createServerI18n } from "~/i18n/i18n.server";
import type { Locale } from "~/i18n/locales";
import type { Translator } from "~/i18n/translate";
import { DATA_SAVER_TEXTS } from "./texts";

const written = new Map<Locale, string>();

export function dataSaverText(locale: Locale): string {
  let text = written.get(locale);
  if (text === undefined) written.set(locale, (text = offlineTranslator(locale).t(DATA_SAVER_TEXTS.note)));
  return text;
}

/** The translator of the server's offline words (the manifest's) in a language. */
export function offlineTranslator(locale: Locale): Translator {
  return createServerI18n(locale, "saved");
}
