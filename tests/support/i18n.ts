/** Renders inside the interface language's I18nProvider, as entry.server.tsx does (decision 280). */
import { I18nProvider } from "@lingui/react";
import { createElement, type ReactNode } from "react";
import { createI18n } from "../../app/i18n/i18n.server";
import type { Locale } from "../../app/i18n/locales";

export function inLocale(element: ReactNode, locale: Locale = "en") {
  return createElement(I18nProvider, { i18n: createI18n(locale) }, element);
}
