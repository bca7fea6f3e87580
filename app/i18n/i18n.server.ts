/**
 * One translator per request, for the locale of its URL and, in a translated language, the
 * catalogue of its page (set in the router context by server/app.ts; docs/decisions/280, 264,
 * 331). Never shared between requests.
 */
import { createContext } from "react-router";
import { PAGE_MESSAGES } from "./compiled/pages.server";
import { DEFAULT_LOCALE, type Locale, localeOfPath } from "./locales";
import { type CataloguePage, pageCatalogueOf } from "./page-catalogues";
import { catalogueTranslator } from "./translated";
import { ENGLISH, type Translator } from "./translate";

/** A language's translator with one of its page catalogues (English needs none). */
export function createServerI18n(locale: Locale, catalogue: CataloguePage): Translator {
  const messages = PAGE_MESSAGES[locale]?.[catalogue];
  return locale === DEFAULT_LOCALE || !messages ? ENGLISH : catalogueTranslator(locale, catalogue, messages);
}

export function createI18n(pathname: string): Translator {
  return createServerI18n(localeOfPath(pathname), pageCatalogueOf(pathname));
}

export const i18nContext = createContext<Translator>();

/** Mail in its recipient's language, from the mails' own catalogue, on the server only (decision 283). */
export function createMailI18n(locale: Locale): Translator {
  return createServerI18n(locale, "mail");
}
