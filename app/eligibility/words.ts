/**
 * Who can apply in words, in the page's language (docs/who-can-apply.md): "Second-year students",
 * "Part-time, 15 hours a week", "Work in Hindi and English", "3 openings", "Certificate · Flexible
 * hours". Lists are joined by Intl in the page's locale; language names come from Intl too.
 */
import type { Msg } from "~/i18n/define-texts";
import { ANYONE, type OpenTo, type WhoCanApply } from "./values";
import { WHO_TEXTS } from "./texts";

type T = (msg: Msg, values?: Record<string, string | number>) => string;

function list(items: string[], locale: string): string {
  try {
    return new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(items);
  } catch {
    return items.join(", ");
  }
}

/**
 * The language's name in the page's language ("हिन्दी" on a Hindi page), from Intl in the browser as on the
 * server: plain English on the pseudo-language's pages (decision 455).
 */
export function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** "First-year students and second-year students", or "Anyone". */
export function openToWords(openTo: readonly OpenTo[], t: T, locale: string): string {
  if (openTo.length === 0 || openTo.includes(ANYONE)) return t(WHO_TEXTS.openTo.anyone);
  // Each label starts a sentence ("Graduates"); inside the list, they are lower-cased after the first.
  const labels = openTo.map((value, i) => {
    const label = t(WHO_TEXTS.openTo[value]);
    return i === 0 ? label : label.charAt(0).toLocaleLowerCase(locale) + label.slice(1);
  });
  return list(labels, locale);
}

/** "Part-time, 15 hours a week", "Part-time", "40 hours a week", or null. */
export function hoursWords(who: Pick<WhoCanApply, "partTime" | "hoursPerWeek">, t: T, locale: string): string | null {
  const hours = who.hoursPerWeek === null ? null : new Intl.NumberFormat(locale).format(who.hoursPerWeek);
  if (who.partTime) return hours ? t(WHO_TEXTS.block.partTimeHours, { hours }) : t(WHO_TEXTS.block.partTime);
  return hours ? t(WHO_TEXTS.block.hours, { hours }) : null;
}

export interface WhoLine {
  key: "openTo" | "hours" | "languages" | "openings" | "perks" | "programme" | "accessibility";
  text: string;
}

/** The lines of the listing page's "Who can apply" block, in order; absent fields have none. */
export function whoLines(who: WhoCanApply, t: T, locale: string): WhoLine[] {
  const lines: WhoLine[] = [{ key: "openTo", text: openToWords(who.openTo, t, locale) }];
  const hours = hoursWords(who, t, locale);
  if (hours) lines.push({ key: "hours", text: hours });
  if (who.workLanguages.length) {
    lines.push({ key: "languages", text: t(WHO_TEXTS.block.languages, { languages: list(who.workLanguages.map((code) => languageName(code, locale)), locale) }) });
  }
  if (who.openings !== null) lines.push({ key: "openings", text: t(WHO_TEXTS.block.openings, { count: who.openings }) });
  if (who.perks.length) lines.push({ key: "perks", text: who.perks.map((perk) => t(WHO_TEXTS.perks[perk])).join(" · ") });
  if (who.programmeFor) lines.push({ key: "programme", text: t(WHO_TEXTS.programmes[who.programmeFor]) });
  if (who.accessibility) lines.push({ key: "accessibility", text: t(WHO_TEXTS.block.accessibility, { note: who.accessibility }) });
  return lines;
}
