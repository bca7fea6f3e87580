/**
 * Reading messages in components: `const t = useT(); t(TEXT.about)`,
 * `t(TEXT.accountMenu, { name })`. The page's translator comes from TranslatorContext:
 * the request's on the server (app/i18n/i18n.server.ts), the page's in the browser
 * (entry.client.tsx). English needs no catalogue and no Lingui: its messages are in the
 * code as written, and the few that take values are filled in here. Other languages' pages
 * get Lingui and their catalogue in one chunk (app/i18n/translated.ts; docs/decisions/280).
 */
import { createContext, useContext } from "react";
import type { Msg } from "./define-texts";
import { INTL_LOCALE, type Locale, localizePath } from "./locales";

export type MessageValues = Record<string, string | number>;

export interface Translator {
  readonly locale: Locale;
  /** A translated page: the page catalogue it is rendered with (app/i18n/page-catalogues.ts). */
  readonly catalogue?: string;
  /** A message in this language; a string is text that is not a message (not translated yet, the visitor's own words). */
  t(msg: Msg | string, values?: MessageValues): string;
}

/**
 * The subset of ICU the English texts use, filled in: `{name}`, and
 * `{count, plural, =0 {…} one {…} other {…}}` (`#` is the count). A value left out is
 * empty, as in Lingui; tests/unit/i18n/catalogues.test.ts checks both agree on every
 * English message that takes values.
 */
export function formatMessage(message: string, values: MessageValues, count?: string): string {
  let out = "";
  for (let i = 0; i < message.length; i++) {
    if (message[i] !== "{") {
      out += message[i] === "#" && count !== undefined ? count : message[i];
      continue;
    }
    const end = closing(message, i);
    const [, name = "", forms] = /^\s*(\w+)\s*(?:,\s*plural\s*,([^]*))?$/.exec(message.slice(i + 1, end)) ?? [];
    const value = values[name];
    i = end;
    if (forms === undefined) {
      out += value ?? "";
      continue;
    }
    const n = Number(value);
    const chosen = new Map<string, string>();
    for (let j = 0; j < forms.length; j++) {
      const key = /^\s*([=\w]+)\s*\{/.exec(forms.slice(j));
      if (!key) break;
      const open = j + key[0].length - 1;
      j = closing(forms, open);
      chosen.set(key[1]!, forms.slice(open + 1, j));
    }
    const form = chosen.get(`=${n}`) ?? chosen.get(new Intl.PluralRules("en").select(n)) ?? chosen.get("other") ?? "";
    // Indian digit grouping (1,00,000) in English too, as Hindi pages have it.
    out += formatMessage(form, values, new Intl.NumberFormat("en-IN").format(n));
  }
  return out;
}

/** The index of the brace that closes the one at `open`. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return i;
  }
  return text.length;
}

export const ENGLISH: Translator = {
  locale: "en",
  t: (msg, values) => (typeof msg === "string" ? msg : values ? formatMessage(msg.message, values) : msg.message),
};

/**
 * A translator that also knows the data's words in its language: causes' and categories' names
 * the admin translated (decision 301), by their English. `t(cause.name)` then shows the page's
 * language, or the English when there is none (which `langAttribute` marks).
 */
export function withDataNames(translator: Translator, names: Readonly<Record<string, string>> | undefined): Translator {
  if (translator.locale === "en" || !names || Object.keys(names).length === 0) return translator;
  return { ...translator, t: (msg, values) => (typeof msg === "string" && names[msg]) || translator.t(msg, values) };
}

/** English unless a page (or a test) provides another language. */
export const TranslatorContext = createContext<Translator>(ENGLISH);

/** A message in the translator's language (loaders: `translate(context.get(i18nContext), TEXT.title)`). */
export function translate(translator: Translator, msg: Msg | string, values?: MessageValues): string {
  return translator.t(msg, values);
}

export function useT() {
  return useContext(TranslatorContext).t;
}

export function useLocale(): Locale {
  return useContext(TranslatorContext).locale;
}

/** `lang="en"` for words not translated yet when the page is in another language (nothing on English pages). */
export function useEnglishLang(): "en" | undefined {
  return useLocale() === "en" ? undefined : "en";
}

/** Links that keep the page's language: `const local = useLocalePath(); local(href("/"))`. */
export function useLocalePath() {
  const locale = useLocale();
  return (path: string) => localizePath(path, locale);
}

/** Numbers for the page's language (en-IN, hi-IN, bn-IN…). */
export function useIntlLocale(): string {
  return INTL_LOCALE[useLocale()];
}

/** Dates: English pages keep the spec's 'MMM d, yyyy' (the formatters' default), other languages their Intl locale. */
export function useDateLocale(): string | undefined {
  const locale = useLocale();
  return locale === "en" ? undefined : INTL_LOCALE[locale];
}
