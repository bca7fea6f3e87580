/**
 * One translator per request, for the locale of its URL and, in Hindi, the catalogue of
 * its page (set in the router context by server/app.ts; docs/decisions/280, 264). Never
 * shared between requests.
 */
import { createContext } from "react-router";
import { HINDI_PAGE_MESSAGES } from "./compiled/hi-pages.server";
import { hindiTranslator } from "./hindi";
import { type Locale, localeOfPath } from "./locales";
import { type CataloguePage, pageCatalogueOf } from "./page-catalogues";
import { ENGLISH, type Translator } from "./translate";

export function createI18n(pathname: string): Translator {
  if (localeOfPath(pathname) !== "hi") return ENGLISH;
  const page = pageCatalogueOf(pathname);
  return hindiTranslator(page, HINDI_PAGE_MESSAGES[page]!);
}

export const i18nContext = createContext<Translator>();

/** Mail in its recipient's language: Hindi from the mails' own catalogue, on the server only (decision 283). */
export function createMailI18n(locale: Locale): Translator {
  return locale === "hi" ? hindiTranslator("mail", HINDI_PAGE_MESSAGES.mail!) : ENGLISH;
}

/**
 * Words the server writes from a server-only catalogue (the features preview's, the feed's:
 * decision 267), in the request's language.
 */
export function createServerI18n(locale: Locale, catalogue: CataloguePage): Translator {
  return locale === "hi" ? hindiTranslator(catalogue, HINDI_PAGE_MESSAGES[catalogue]!) : ENGLISH;
}
