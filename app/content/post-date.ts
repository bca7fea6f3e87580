/** A blog post's date as its pages show it: "26 November 2026" on English pages, hi-IN on Hindi ones (decision 267). */
import { INTL_LOCALE, type Locale } from "~/i18n/locales";

const formats = new Map<Locale, Intl.DateTimeFormat>();

export function formatPostDate(value: string | number | Date, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });
    formats.set(locale, format);
  }
  return format.format(new Date(value));
}
