/** Renders with the interface language's translator, as entry.server.tsx does (decision 280). */
import { createElement, type ReactNode } from "react";
import { createI18n } from "../../app/i18n/i18n.server";
import type { Locale } from "../../app/i18n/locales";
import { TranslatorContext } from "../../app/i18n/translate";

/** `path`: the page whose Hindi catalogue is loaded (decision 264); the language's home by default. */
export function inLocale(element: ReactNode, locale: Locale = "en", path = locale === "hi" ? "/hi" : "/") {
  return createElement(TranslatorContext.Provider, { value: createI18n(path) }, element);
}
