/**
 * Offline words only the server writes (docs/decisions/269): the data saver line under the
 * header, from the Saved page's catalogue (it holds all of saving's words).
 */
import { HINDI_PAGE_MESSAGES } from "~/i18n/compiled/hi-pages.server";
import { hindiTranslator } from "~/i18n/hindi";
import type { Locale } from "~/i18n/locales";
import { ENGLISH, type Translator } from "~/i18n/translate";
import { DATA_SAVER_TEXTS } from "./texts";

let hindi: string | undefined;

export function dataSaverText(locale: Locale): string {
  if (locale !== "hi") return DATA_SAVER_TEXTS.note.message;
  hindi ??= offlineTranslator(locale).t(DATA_SAVER_TEXTS.note);
  return hindi;
}

/** The translator of the server's offline words (the manifest's) in a language. */
export function offlineTranslator(locale: Locale): Translator {
  return locale === "hi" ? hindiTranslator("saved", HINDI_PAGE_MESSAGES.saved!) : ENGLISH;
}
