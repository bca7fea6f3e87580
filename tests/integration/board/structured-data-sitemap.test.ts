/**
 * Every listing page of the sitemap, in every language, has structured data complete by Google's
 * documented rules (tests/support/google-structured-data.ts): no required property missing, and no
 * recommended one the listing's data could fill. Over the demo board of the seed, as a crawler reads it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as listingRoute from "../../../app/routes/listing";
import { getPublicListing } from "../../../app/opportunities/detail.server";
import { isPaid } from "../../../app/opportunities/listing-rules";
import { listingCities, parseMonthlyStipend, workPlace } from "../../../app/seo/job-posting";
import { collectSitemapUrls } from "../../../app/seo/sitemap.server";
import { LOCALES, localeOfPath, englishPath } from "../../../app/i18n/locales";
import { seedDatabase } from "../../../db/seed";
import { createTestDb, type TestDb } from "../../support/db";
import { courseProblems, jobPostingProblems } from "../../support/google-structured-data";
import { jsonLdBlocks, renderRoute } from "./render";

const SITE = "http://localhost:3000";
const LISTING_PATH = /^\/(internships|fellowships|courses|scholarships|jobs)\/([^/]+)$/;

let t: TestDb;
beforeAll(() => {
  t = createTestDb();
  seedDatabase(t.db);
});
afterAll(() => t?.cleanup());

describe("structured data of the sitemap's listing pages", () => {
  it("is complete by Google's rules for every JobPosting and Course, in every language, with the page's own URL", async () => {
    const pages = collectSitemapUrls(t.db, SITE)
      .map((url) => new URL(url.loc).pathname)
      .filter((path) => LISTING_PATH.test(englishPath(path)));
    // Every listing in each language, and every kind of markup among them.
    expect(new Set(pages.map(localeOfPath))).toEqual(new Set(LOCALES));
    const problems: string[] = [];
    const types = new Set<string>();
    for (const path of pages) {
      const [, prefix, slug] = LISTING_PATH.exec(englishPath(path))!;
      const page = await renderRoute(t.db, listingRoute, { id: `listing-${prefix}`, path: `${localeOfPath(path) === "en" ? "" : `${localeOfPath(path)}/`}${prefix}/:slug`, url: path });
      const blocks = jsonLdBlocks(page.head) as Record<string, unknown>[];
      if (page.status !== 200 || blocks.length !== 1) {
        problems.push(`${path}: status ${page.status}, ${blocks.length} JSON-LD blocks`);
        continue;
      }
      const ld = blocks[0]!;
      const listing = getPublicListing(t.db, slug!)!;
      const stipend = isPaid(listing.hasPaid, listing.stipend) ? parseMonthlyStipend(listing.stipend) : null;
      const expected = {
        url: `${SITE}${path}`,
        website: Boolean(listing.organization.website),
        logo: Boolean(listing.organization.logo),
        cities: workPlace(listing.location) === "remote" ? 0 : listingCities(listing).length,
        salary: Boolean(stipend),
        courseLength: Boolean(listing.duration),
      };
      types.add(String(ld["@type"]));
      const found = ld["@type"] === "Course" ? courseProblems(ld, expected) : jobPostingProblems(ld, expected);
      problems.push(...found.map((problem) => `${path}: ${problem}`));
    }
    expect(problems).toEqual([]);
    expect(types).toEqual(new Set(["JobPosting", "Course"]));
  }, 120_000);
});
