/** Renders with the interface language's translator, as entry.server.tsx does (decision 280). */
import { createElement, type ReactNode } from "react";
import { createI18n } from "../../app/i18n/i18n.server";
import type { Locale } from "../../app/i18n/locales";
import { TranslatorContext } from "../../app/i18n/translate";

export function inLocale(element: ReactNode, locale: Locale = "en", pathname?: string) {
  // The translator of the page's catalogue (decision 264); without a path, the locale's home page's (the board's).
  return createElement(TranslatorContext.Provider, { value: createI18n(pathname ?? (locale === "hi" ? "/hi" : "/")) }, element);
}
