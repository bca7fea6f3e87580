/** Renders with the interface language's translator, as entry.server.tsx does (decision 280). */
import { createElement, type ReactNode } from "react";
import { createI18n } from "../../app/i18n/i18n.server";
import type { Locale } from "../../app/i18n/locales";
import { TranslatorContext, withDataNames } from "../../app/i18n/translate";

/** `names`: the causes' and categories' names in the page's language, as the root gives the page's translator (decision 301). */
export function inLocale(element: ReactNode, locale: Locale = "en", pathname?: string, names?: Record<string, string>) {
  // The translator of the page's catalogue (decision 264); without a path, the locale's home page's (the board's).
  const translator = createI18n(pathname ?? (locale === "hi" ? "/hi" : "/"));
  return createElement(TranslatorContext.Provider, { value: withDataNames(translator, names) }, element);
}
