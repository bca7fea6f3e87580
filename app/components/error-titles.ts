/**
 * The titles of error pages, in the page's language: `meta` has no translator, so the root loader
 * translates these headings for it (only those the page's catalogue has: English needs none), and
 * `errorTitle(args, msg)` picks one (app/lib/meta.ts).
 */
import type { Msg } from "~/i18n/define-texts";
import type { Translator } from "~/i18n/translate";
import { CAUSE_TEXTS } from "~/causes/texts";
import { OPPORTUNITY_TEXTS } from "~/opportunities/texts";
import { ORGANIZATION_TEXTS } from "~/organizations/texts";
import { SHELL_TEXTS } from "./texts";

const { listingPage } = OPPORTUNITY_TEXTS;

export const ERROR_TITLES: readonly Msg[] = [
  SHELL_TEXTS.notFound.heading,
  SHELL_TEXTS.errorPage.heading,
  ...Object.values(SHELL_TEXTS.deadLinks).map((page) => page.heading),
  listingPage.notFoundHeading,
  ...Object.values(listingPage.notFound).map((page) => page.heading),
  CAUSE_TEXTS.notFound.heading,
  ORGANIZATION_TEXTS.organizationPage.notFoundHeading,
];

/** The error titles this page's language has, by message id. */
export function translatedErrorTitles(i18n: Translator): Record<string, string> {
  if (i18n.locale === "en") return {};
  return Object.fromEntries(
    ERROR_TITLES.map((msg) => [msg.id, i18n.t(msg)] as const).filter(([id, text]) => text !== ERROR_TITLES.find((m) => m.id === id)!.message),
  );
}
