/** A closed listing's page says so and asks nothing, in every language; the API keeps it for its poster and admins. */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import * as listingRoute from "../../../app/routes/listing";
import * as bySlugRoute from "../../../app/routes/api/opportunity-by-slug";
import { opportunities } from "../../../db/schema";
import { INTL_LOCALE, type Locale } from "../../../app/i18n/locales";
import { formatDeadline } from "../../../app/opportunities/listing-rules";
import { createTestDb, type TestDb } from "../../support/db";
import { testContext, testEnv } from "../../support/context";
import { insertUser, sessionCookie } from "../../support/admin";
import { createOpportunity, dayFromNow } from "../board/fixtures";
import { jsonLdBlocks, renderRoute } from "../board/render";

let t: TestDb;
afterEach(() => t?.cleanup());

function open(language: string, slug: string) {
  const prefix = language === "en" ? "" : `${language}/`;
  return renderRoute(t.db, listingRoute, { id: "listing-internship", path: `${prefix}internships/:slug`, url: `/${prefix}internships/${slug}` });
}

const march3 = (language: string) => formatDeadline("2026-03-03T00:00:00Z", language === "en" ? undefined : INTL_LOCALE[language as Locale]);
const BANNER: Record<string, (date: string) => string> = {
  en: (date) => `This opportunity is closed. Applications closed on ${date}.`,
  hi: (date) => `यह अवसर बंद हो चुका है। आवेदन ${date} को बंद हुए।`,
  mr: (date) => `ही संधी बंद झाली आहे. अर्ज ${date} रोजी बंद झाले.`,
  bn: (date) => `এই সুযোগটি বন্ধ হয়ে গেছে। আবেদন বন্ধ হয়েছে ${date} তারিখে।`,
};

describe("a closed listing's page", () => {
  it.each(["en", "hi", "mr", "bn"])("in %s: the banner with the day it closed, no way to apply, no markup, noindex, and where to look next", async (language) => {
    t = createTestDb();
    const { slug } = createOpportunity(t.db, {
      title: "Closed river intern",
      organization: "River Trust",
      expiresAt: new Date("2026-03-03T00:00:00Z"),
      applicationUrl: "https://example.org/river-apply",
      applicationInstructions: "Write to the river team.",
    });
    createOpportunity(t.db, { title: "Open river intern", organization: "River Trust", expiresAt: dayFromNow(20) });
    const page = await open(language, slug);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<p role="status" class="font-semibold">${BANNER[language]!(march3(language))}</p>`);
    // Asks nothing: no Apply link, no application address, no instructions, no "Ready to apply?" card.
    expect(page.body).not.toContain("/apply/");
    expect(page.body).not.toContain("https://example.org/river-apply");
    expect(page.body).not.toContain("Write to the river team.");
    expect(page.body).not.toContain('id="ready-heading"');
    expect(jsonLdBlocks(page.html)).toEqual([]);
    expect(page.head).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    // Its title says it is closed; it links to the organisation's open listings.
    expect(page.head).toMatch(/<title>(Closed|बंद|বন্ধ):/);
    const orgLink = /<p class="mt-2"><a class="[^"]*" href="([^"]*)"/.exec(page.body);
    expect(orgLink?.[1]).toBe(language === "en" ? "/organizations/river-trust" : `/${language}/organizations/river-trust`);
  });

  it("an open listing keeps its Apply link, markup and index", async () => {
    t = createTestDb();
    const { slug } = createOpportunity(t.db, { title: "Open lake intern", expiresAt: dayFromNow(20) });
    const page = await open("en", slug);
    expect(page.body).toContain("/apply/");
    expect(jsonLdBlocks(page.html)).toHaveLength(1);
    expect(page.head).not.toContain("noindex");
    expect(page.head).not.toContain("<title>Closed:");
  });
});

describe("GET /api/opportunities/slug/{slug} of a closed listing", () => {
  async function get(slug: string, cookie?: string) {
    const env = testEnv();
    const request = new Request(`http://localhost:3000/api/opportunities/slug/${slug}`, { headers: cookie ? { Cookie: cookie } : {} });
    return (await bySlugRoute.loader({ request, params: { slug }, context: testContext(t.db, { env }) } as never)) as Response;
  }

  it("answers 404 to anyone but its poster's account and admins, who get it privately", async () => {
    t = createTestDb();
    const env = testEnv();
    const posterId = insertUser(t.db, { username: "poster", isAdmin: false });
    const otherId = insertUser(t.db, { username: "other", isAdmin: false });
    const adminId = insertUser(t.db, { username: "admin", isAdmin: true });
    const { id, slug } = createOpportunity(t.db, { title: "Closed API intern", expiresAt: dayFromNow(-3) });
    t.db.update(opportunities).set({ postedBy: posterId }).where(eq(opportunities.id, id)).run();

    const anonymous = await get(slug);
    expect(anonymous.status).toBe(404);
    expect(await anonymous.json()).toEqual({ message: "Opportunity not found" });
    expect((await get(slug, await sessionCookie(t.db, env, otherId))).status).toBe(404);
    for (const userId of [posterId, adminId]) {
      const response = await get(slug, await sessionCookie(t.db, env, userId));
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(await response.json()).toMatchObject({ slug, positionTitle: "Closed API intern" });
    }
  });
});
