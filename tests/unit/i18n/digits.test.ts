/**
 * The digit rule (docs/decisions/421): every language's pages, mails and feeds write Latin digits,
 * as their catalogues do. `Intl` alone would write Marathi and Bengali dates and numbers in their
 * native digits (mr-IN, bn-IN) beside the catalogue's "3-6 महिने"; the board's Intl locales say
 * otherwise, and so does Lingui's formatting of a plural's number.
 */
import { describe, expect, it } from "vitest";
import { PAGE_MESSAGES } from "~/i18n/compiled/pages.server";
import { INTL_LOCALE, LOCALES, TRANSLATED_LANGUAGES } from "~/i18n/locales";
import { readCatalogue } from "~/i18n/po";
import { catalogueTranslator } from "~/i18n/translated";
import { formatPostDate } from "~/content/post-date";
import { formatDeadline, formatDeadlineShort } from "~/opportunities/listing-rules";

/** Any decimal digit that is not 0-9: Devanagari ०-९, Bengali ০-৯ and every other script's. */
const NATIVE_DIGIT = /(?![0-9])\p{Nd}/u;
const DAY = new Date("2027-01-02T06:30:00Z");

describe("the digit rule: Latin digits in every language", () => {
  it("holds for Intl's dates and numbers in each language's locale", () => {
    for (const locale of LOCALES) {
      const shown = [
        formatDeadline(DAY, INTL_LOCALE[locale]),
        formatDeadlineShort(DAY, INTL_LOCALE[locale]),
        formatPostDate(DAY, locale),
        new Intl.NumberFormat(INTL_LOCALE[locale]).format(1234567),
        (10000).toLocaleString(INTL_LOCALE[locale]),
        new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: "medium", timeZone: "Asia/Kolkata" }).format(DAY),
      ];
      for (const text of shown) {
        expect(text, `${locale}: ${text}`).not.toMatch(NATIVE_DIGIT);
        expect(text, `${locale}: ${text}`).toMatch(/[0-9]/);
      }
    }
    // Without the rule, Intl would write Marathi and Bengali in their own digits: the test can tell.
    expect(new Intl.NumberFormat("mr-IN").format(24)).toMatch(NATIVE_DIGIT);
    expect(new Intl.NumberFormat("bn-IN").format(24)).toMatch(NATIVE_DIGIT);
  });

  it("holds for a plural's number in each language's messages", () => {
    for (const locale of TRANSLATED_LANGUAGES) {
      const t = catalogueTranslator(locale, "board", PAGE_MESSAGES[locale]!.board!).t;
      const shown = t({ id: "board.card.posted", message: "" }, { days: 24 });
      expect(shown, locale).toMatch(/24/);
      expect(shown, locale).not.toMatch(NATIVE_DIGIT);
    }
  });

  it("holds for every translation in the catalogues", () => {
    for (const locale of TRANSLATED_LANGUAGES) {
      for (const [id, message] of Object.entries(readCatalogue(locale))) expect(message, `${locale} ${id}`).not.toMatch(NATIVE_DIGIT);
    }
  });
});
