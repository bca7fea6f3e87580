/**
 * One translator per request, for the locale of its URL (set in the router context by
 * server/app.ts; docs/decisions/280). Never shared between requests.
 */
import { createContext } from "react-router";
import { hindiTranslator } from "./hindi";
import type { Locale } from "./locales";
import { ENGLISH, type Translator } from "./translate";

export function createI18n(locale: Locale): Translator {
  return locale === "hi" ? hindiTranslator() : ENGLISH;
}

export const i18nContext = createContext<Translator>();
