/**
 * Offline words only the server writes (docs/decisions/269): the data saver line under the
 * header, from the Saved page's catalogue (it holds all of saving's words).
 */
import { HINDI_PAGE_MESSAGES } from "~/i18n/compiled/hi-pages.server";
import { hindiTranslator } from "~/i18n/hindi";
import type { Locale } from "~/i18n/locales";
import { DATA_SAVER_TEXTS } from "./texts";

let hindi: string | undefined;

export function dataSaverText(locale: Locale): string {
  if (locale !== "hi") return DATA_SAVER_TEXTS.note.message;
  hindi ??= hindiTranslator("saved", HINDI_PAGE_MESSAGES.saved!).t(DATA_SAVER_TEXTS.note);
  return hindi;
}
