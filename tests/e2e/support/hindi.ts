/** What the Hindi journeys check on every twin (decisions 280, 285, 267). */
import type { Page } from "@playwright/test";
import { languageOf, type Locale } from "../../../app/i18n/languages";
import { LOCALES, localizePath } from "../../../app/i18n/locales";
import { expect } from "./fixtures";

/** The path of a link in the head (canonical, hreflang), which are absolute URLs. */
export const pathOf = async (page: Page, selector: string) => new URL((await page.locator(selector).getAttribute("href"))!).pathname;

/**
 * A twin in `locale` (Hindi unless told): its lang, its own canonical, the language switch to the
 * English page; an indexed page names every language's page in hreflang, a noindex one (alerts,
 * reports) names none (decisions 280, 330).
 */
export async function expectTwins(page: Page, english: string, { indexed = false, locale = "hi" as Locale } = {}) {
  const own = `/${languageOf(locale).prefix}${english === "/" ? "" : english}`;
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  expect(await pathOf(page, "link[rel='canonical']")).toBe(own);
  await expect(page.getByRole("banner").getByRole("link", { name: "English" })).toHaveAttribute("href", new RegExp(`^${english}(\\?|$)`));
  const alternates = page.locator("link[rel='alternate'][hreflang]");
  if (!indexed) return expect(alternates).toHaveCount(0);
  await expect(alternates).toHaveCount(LOCALES.length + 1);
  for (const code of LOCALES) expect(await pathOf(page, `link[hreflang='${code}']`)).toBe(localizePath(english, code));
  expect(await pathOf(page, "link[hreflang='x-default']")).toBe(english);
}
