/**
 * One i18n instance per request, for the locale of its URL (set in the router context by
 * server/app.ts; docs/decisions/280). Never shared between requests.
 */
import { setupI18n } from "@lingui/core";
import { createContext } from "react-router";
import { messages as en } from "./compiled/en";
import { messages as hi } from "./compiled/hi";
import type { Locale } from "./locales";

const CATALOGUES = { en, hi };

export function createI18n(locale: Locale) {
  return setupI18n({ locale, messages: { [locale]: CATALOGUES[locale] } });
}

export const i18nContext = createContext<ReturnType<typeof createI18n>>();
