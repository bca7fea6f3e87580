/**
 * Reading messages in components: `const t = useT(); t(TEXT.about)`,
 * `t(TEXT.accountMenu, { name })`. The I18nProvider's instance is the request's on the
 * server (app/i18n/i18n.server.ts) and the page's on the client (entry.client.tsx).
 */
import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import type { Msg } from "./define-texts";
import { INTL_LOCALE, type Locale, localizePath } from "./locales";

export type MessageValues = Record<string, string | number>;

/**
 * A message in the instance's language. The English catalogue holds only the messages
 * that take values (compiled); a plain English message is its default, as written.
 */
export function translate(i18n: I18n, msg: Msg | string, values?: MessageValues): string {
  // A string is text that is not a message (a capability not translated yet, the visitor's own words).
  if (typeof msg === "string") return msg;
  return i18n.messages[msg.id] === undefined ? msg.message : i18n._(msg.id, values);
}

export function useT() {
  const { i18n } = useLingui();
  return (msg: Msg | string, values?: MessageValues) => translate(i18n, msg, values);
}

export function useLocale(): Locale {
  return useLingui().i18n.locale as Locale;
}

/** Links that keep the page's language: `const local = useLocalePath(); local(href("/"))`. */
export function useLocalePath() {
  const locale = useLocale();
  return (path: string) => localizePath(path, locale);
}

/** Numbers for the page's language (en-IN, hi-IN). */
export function useIntlLocale(): string {
  return INTL_LOCALE[useLocale()];
}

/** Dates: English pages keep the spec's 'MMM d, yyyy' (the formatters' default), Hindi pages hi-IN. */
export function useDateLocale(): string | undefined {
  return useLocale() === "hi" ? INTL_LOCALE.hi : undefined;
}
