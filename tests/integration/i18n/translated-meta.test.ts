/**
 * A translated page's head is in its language: the default description, the submit pages'
 * description with the review time, a listing's description sentence with its city; the English
 * settings written by an admin never stand inside them (decision 302).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { siteSettings } from "../../../db/schema";
import { TRANSLATED_LANGUAGES, localizePath } from "~/i18n/locales";
import { createI18n } from "~/i18n/i18n.server";
import { getPublicListing } from "~/opportunities/detail.server";
import { listingHead } from "~/opportunities/listing-head.server";
import * as submitRoute from "~/routes/submit";
import { loadSiteConfig, siteInLanguage } from "~/settings/public-config.server";
import { testContext, testEnv } from "../../support/context";
import { createTestDb, type TestDb } from "../../support/db";
import { createOpportunity } from "../board/fixtures";

let t: TestDb;
beforeEach(() => {
  t = createTestDb();
  // What an admin wrote in English (the seeded values): none of it may reach a translated sentence.
  t.db
    .insert(siteSettings)
    .values([
      { key: "site_description", value: "Impact Careers helps you discover internships.", label: "Default description" },
      { key: "review_turnaround", value: "24-48 hours", label: "Review turnaround" },
    ])
    .run();
});
afterEach(() => t.cleanup());

const PUNE = { hi: "पुणे", mr: "पुणे", bn: "পুনে" } as Record<string, string>;

describe("the head of a translated page", () => {
  for (const locale of TRANSLATED_LANGUAGES) {
    it(`${locale}: the default description, the submit description and a listing's description are in ${locale}`, async () => {
      const site = siteInLanguage(loadSiteConfig(t.db, testEnv(), locale), locale);
      expect(site.description).toBeTruthy();
      expect(site.description).not.toMatch(/[A-Za-z]{3}/);
      expect(siteInLanguage(loadSiteConfig(t.db, testEnv(), "en"), "en").description).toBe("Impact Careers helps you discover internships.");

      for (const type of ["internship", "fellowship", "course"]) {
        const path = localizePath(`/submit?type=${type}`, locale);
        const data = (await submitRoute.loader({
          request: new Request(`http://localhost:3000${path}`),
          params: {},
          context: testContext(t.db, { path: path.split("?")[0] }),
        } as never)) as { head: { description: string } };
        expect(data.head.description, path).not.toMatch(/hours/);
        expect(data.head.description.replace(/Impact Careers/g, ""), path).not.toMatch(/[A-Za-z]{3}/);
      }

      const { slug } = createOpportunity(t.db, { title: `River fellow ${locale}`, type: "fellowship", location: "In-Person (On-Site)", city: "Pune", category: "research" });
      const head = listingHead(getPublicListing(t.db, slug)!, createI18n(localizePath(`/fellowships/${slug}`, locale)));
      expect(head.description).toContain(PUNE[locale]);
      expect(head.description).not.toContain("Pune");
    });
  }
});
