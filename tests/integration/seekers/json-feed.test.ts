/**
 * /feed.json (docs/decisions/392): the RSS feed's items and filters as JSON Feed 1.1, its language
 * twins, and the links that advertise it beside the RSS link.
 */
import { parseFeed } from "@rowanmanning/feed-parser";
import { afterEach, describe, expect, it } from "vitest";
import * as jsonRoute from "../../../app/routes/feed-json";
import * as rssRoute from "../../../app/routes/feed-xml";
import * as homeRoute from "../../../app/routes/home";
import * as organizationRoute from "../../../app/routes/organization";
import { backfillOrganizationSlugs, renameOrganization } from "../../../app/organizations/slug.server";
import { testContext } from "../../support/context";
import { createTestDb, type TestDb } from "../../support/db";
import { createJob, createOpportunity, DAY } from "../board/fixtures";
import { renderRoute } from "../board/render";

let t: TestDb;
afterEach(() => t?.cleanup());

const SITE = "http://localhost:3000";

async function get(route: typeof jsonRoute | typeof rssRoute, file: string, query: string, headers: Record<string, string> = {}, prefix = "") {
  const request = new Request(`${SITE}${prefix}/${file}${query}`, { headers });
  return (await route.loader({ request, params: {}, context: testContext(t.db, { path: `${prefix}/${file}` }) } as never)) as Response;
}
const json = (query: string, headers: Record<string, string> = {}, prefix = "") => get(jsonRoute, "feed.json", query, headers, prefix);
const rss = (query: string, prefix = "") => get(rssRoute, "feed.xml", query, {}, prefix);

interface JsonFeed {
  version: string;
  title: string;
  home_page_url: string;
  feed_url: string;
  language: string;
  items: { id: string; url: string; title: string; content_text: string; content_html?: string; date_published: string; tags?: string[] }[];
}

function seed() {
  createOpportunity(t.db, { title: "Design intern Delhi", category: "design", postedAt: new Date(Date.now() - 2 * DAY) });
  createOpportunity(t.db, { title: "Climate engineer intern", category: "engineering", postedAt: new Date(Date.now() - DAY) });
  createOpportunity(t.db, { title: "Unpaid design intern", category: "design", stipend: null, hasPaid: false });
  createOpportunity(t.db, { title: "Policy fellow", type: "fellowship", location: null, organization: "Policy Lab" });
  createOpportunity(t.db, { title: "R&D <intern>", category: "design", organization: "Policy Lab" });
  createOpportunity(t.db, { title: "Closed design intern", category: "design", expiresAt: new Date(Date.now() - 3 * DAY) });
  createOpportunity(t.db, { title: "Pending design intern", category: "design", status: "pending" });
  createJob(t.db, { title: "Legacy design job", category: "design" });
}

describe("/feed.json", () => {
  it("is JSON Feed 1.1 with the top-level and item fields, text as text", async () => {
    t = createTestDb();
    seed();
    const response = await json("?type=internship&category=design&stipend=paid");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/feed+json; charset=utf-8");
    const feed = (await response.json()) as JsonFeed;
    expect(feed.version).toBe("https://jsonfeed.org/version/1.1");
    expect(feed.title).toBe(parseFeed(await (await rss("?type=internship&category=design&stipend=paid")).text()).title);
    expect(feed.title).toContain("Design internships");
    expect(feed.home_page_url).toBe(`${SITE}/?type=internship&category=design&stipend=paid`);
    expect(feed.feed_url).toBe(`${SITE}/feed.json?type=internship&category=design&stipend=paid`);
    expect(feed.language).toBe("en");
    const item = feed.items.find((i) => i.title === "Design intern Delhi")!;
    expect(Object.keys(item).sort()).toEqual(["content_text", "date_published", "id", "tags", "title", "url"]);
    expect(item.url).toBe(`${SITE}/internships/design-intern-delhi`);
    expect(item.id).toBe(item.url);
    expect(Date.parse(item.date_published)).toBeGreaterThan(Date.now() - 3 * DAY);
    expect(item.content_text).toContain("Green Earth Trust");
    expect(item.content_text).toContain("₹10,000/month");
    expect(item.tags).toEqual(["Design"]);
    // What a poster typed stays as typed (RSS escapes it for its CDATA; JSON needs no escaping).
    const all = (await (await json("?organization=policy-lab")).json()) as JsonFeed;
    expect(all.items.map((i) => i.title)).toContain("R&D <intern>");
  });

  it("takes every filter /feed.xml takes, and answers the same items in the same order", async () => {
    t = createTestDb();
    seed();
    backfillOrganizationSlugs(t.db);
    for (const query of ["", "?type=internship&category=design&stipend=paid", "?type=internship&category=design&duration=forever&stipend=lots", "?type=fellowship", "?type=bogus", "?query=design", "?organization=policy-lab"]) {
      const fromRss = parseFeed(await (await rss(query)).text()).items.map((i) => i.title);
      const fromJson = ((await (await json(query)).json()) as JsonFeed).items.map((i) => i.title);
      expect(fromJson, query).toEqual(fromRss);
    }
    const titles = ((await (await json("")).json()) as JsonFeed).items.map((i) => i.title);
    expect(titles).toContain("Policy fellow");
    expect(titles).not.toContain("Closed design intern");
    expect(titles).not.toContain("Pending design intern");
    expect((await json("?organization=nobody")).status).toBe(404);
    renameOrganization(t.db, (t.db.$client.prepare("SELECT id FROM organizations WHERE slug = 'policy-lab'").get() as { id: number }).id, "Policy Lab India");
    const moved = await json("?organization=policy-lab");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe("/feed.json?organization=policy-lab-india");
  });

  it("answers 304 to its ETag, and has twins in every language with their words and links", async () => {
    t = createTestDb();
    seed();
    const english = await json("?type=internship");
    expect((await json("?type=internship", { "If-None-Match": english.headers.get("ETag")! })).status).toBe(304);
    for (const prefix of ["/hi", "/mr", "/bn"]) {
      const twin = await json("?type=internship&category=design", {}, prefix);
      expect(twin.status).toBe(200);
      expect(twin.headers.get("Cache-Control")).toBe(english.headers.get("Cache-Control"));
      const feed = (await twin.json()) as JsonFeed;
      expect(feed.language).toBe(prefix.slice(1));
      expect(feed.feed_url).toBe(`${SITE}${prefix}/feed.json?type=internship&category=design`);
      expect(feed.items.find((i) => i.title === "Design intern Delhi")?.url).toBe(`${SITE}${prefix}/internships/design-intern-delhi`);
      expect(feed.title).not.toContain("Design internships");
    }
  });

  it("is advertised beside the RSS link on the board and on an organisation's page", async () => {
    t = createTestDb();
    seed();
    backfillOrganizationSlugs(t.db);
    const home = await renderRoute(t.db, homeRoute, { id: "routes/home", path: "", url: "/?type=internship&category=design" });
    expect(home.head).toContain('<link rel="alternate" type="application/feed+json" title="JSON Feed" href="/feed.json?type=internship&amp;category=design"/>');
    expect(home.body).toMatch(/<a href="\/feed.json\?type=internship&amp;category=design"[^>]*>JSON Feed/);
    const org = await renderRoute(t.db, organizationRoute, { id: "routes/organization", path: "organizations/:slug", url: "/organizations/policy-lab" });
    expect(org.head).toContain('type="application/feed+json"');
    expect(org.body).toMatch(/<a href="\/feed.json\?organization=policy-lab"[^>]*>JSON Feed/);
  });
});
