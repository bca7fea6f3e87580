import { parseFeed } from "@rowanmanning/feed-parser";
import { afterEach, describe, expect, it } from "vitest";
import * as feedRoute from "../../../app/routes/feed-xml";
import * as homeRoute from "../../../app/routes/home";
import * as listingRoute from "../../../app/routes/listing";
import * as organizationRoute from "../../../app/routes/organization";
import { backfillOrganizationSlugs, renameOrganization } from "../../../app/organizations/slug.server";
import { findOrCreateOrganization } from "../../../app/opportunities/store.server";
import { testContext } from "../../support/context";
import { createTestDb, type TestDb } from "../../support/db";
import { createJob, createOpportunity, DAY } from "../board/fixtures";
import { seedFeedBoard } from "./feed-board";
import { jsonLdBlocks, renderRoute } from "../board/render";

let t: TestDb;
afterEach(() => t?.cleanup());

const SITE = "http://localhost:3000";

async function feed(query: string, headers: Record<string, string> = {}, prefix = "") {
  const request = new Request(`${SITE}${prefix}/feed.xml${query}`, { headers });
  try {
    return (await feedRoute.loader({ request, params: {}, context: testContext(t.db, { path: `${prefix}/feed.xml` }) } as never)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}
const itemTitles = async (response: Response) => parseFeed(await response.text()).items.map((i) => i.title);

function seed() {
  seedFeedBoard(t.db);
}

describe("RSS feed", () => {
  it("is RSS 2.0 of the open listings matching the board's filters, newest first, with the item fields", async () => {
    t = createTestDb();
    seed();
    const response = await feed("?type=internship&category=design&stipend=paid");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.clone().text();
    expect(xml).toContain('<rss version="2.0"');
    const parsed = parseFeed(xml);
    expect(parsed.items.map((i) => i.title)).toEqual(["Legacy design job", "Design intern Delhi"]);
    const item = parsed.items.find((i) => i.title === "Design intern Delhi")!;
    expect(item.url).toMatch(new RegExp(`^${SITE}/internships/design-intern-delhi$`));
    expect(item.id).toBe(item.url);
    expect(item.published?.getTime()).toBeGreaterThan(Date.now() - 3 * DAY);
    expect(item.description).toContain("Green Earth Trust");
    expect(item.description).toContain("Remote (Work From Home)");
    expect(item.description).toContain("₹10,000/month");
    expect(item.categories.map((c) => c.label ?? c.term)).toContain("Design");
  });

  it("carries titles and descriptions with markup characters as escaped text: a feed parser reads them as typed, no reader renders them", async () => {
    t = createTestDb();
    createOpportunity(t.db, { title: "R&D <b>Bold</b> Intern", organization: "<Org> & Sons" });
    const xml = await (await feed("")).text();
    expect(xml).not.toContain("<b>Bold</b>");
    expect(xml).not.toContain("<Org>");
    const item = parseFeed(xml).items[0]!;
    expect(item.title).toBe("R&D <b>Bold</b> Intern");
    expect(item.description).toContain("<Org> & Sons");
  });

  it("dates a feed without items by the board's last public change, never 1970", async () => {
    t = createTestDb();
    const before = Date.now();
    const nothing = parseFeed(await (await feed("?type=course")).text());
    expect(nothing.items).toHaveLength(0);
    expect(nothing.updated!.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    createOpportunity(t.db, { title: "Climate engineer intern", category: "engineering" });
    const changedAt = t.db.$client.prepare("SELECT max(updated_at) AS at FROM opportunities").get() as { at: number };
    const xml = await (await feed("?type=course")).text();
    expect(xml).not.toContain("1970");
    expect(parseFeed(xml).updated!.toUTCString()).toBe(new Date(changedAt.at).toUTCString());
  });

  it("ignores invalid parameters as the home page does, and lists every type without one", async () => {
    t = createTestDb();
    seed();
    expect((await itemTitles(await feed("?type=internship&category=design&duration=forever&stipend=lots"))).sort()).toEqual([
      "Design intern Delhi",
      "Legacy design job",
      "Unpaid design intern",
    ]);
    const all = await itemTitles(await feed(""));
    expect(all).toContain("Policy fellow");
    expect(all).not.toContain("Closed design intern");
    expect(all).not.toContain("Pending design intern");
    expect(await itemTitles(await feed("?type=bogus"))).not.toContain("Policy fellow");
  });

  it("answers 304 to If-None-Match with its ETag, and a changed feed gets a new one", async () => {
    t = createTestDb();
    seed();
    const first = await feed("?type=internship");
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^".+"$/);
    const again = await feed("?type=internship", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    createOpportunity(t.db, { title: "Brand new intern" });
    const changed = await feed("?type=internship", { "If-None-Match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);
  });

  it("has an organisation's own feed, 301 from an old slug, 404 for an unknown one", async () => {
    t = createTestDb();
    seed();
    expect(await itemTitles(await feed("?organization=policy-lab"))).toEqual(["Policy fellow"]);
    expect((await feed("?organization=nobody")).status).toBe(404);
    const id = findOrCreateOrganization(t.db, "Policy Lab");
    renameOrganization(t.db, id, "Policy Lab India");
    const moved = await feed("?organization=policy-lab");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe("/feed.xml?organization=policy-lab-india");
  });

  it("is announced on the home page for its current filters, with a visible RSS link", async () => {
    t = createTestDb();
    seed();
    const page = await renderRoute(t.db, homeRoute, {
      id: "routes/home",
      path: "",
      url: "/?type=internship&category=design&stipend=paid",
    });
    expect(page.head).toContain(
      '<link rel="alternate" type="application/rss+xml" title="RSS" href="/feed.xml?type=internship&amp;category=design&amp;stipend=paid"/>',
    );
    expect(page.body).toMatch(/<a href="\/feed.xml\?type=internship&amp;category=design&amp;stipend=paid"[^>]*>RSS/);
  });
});

describe("the Hindi feed, /hi/feed.xml (decision 267)", () => {
  it("has the same items in Hindi words, links to the /hi pages, says hi, and is cached like the English one", async () => {
    t = createTestDb();
    seed();
    const english = await feed("?type=internship&category=design&stipend=paid");
    const hindi = await feed("?type=internship&category=design&stipend=paid", {}, "/hi");
    expect(hindi.status).toBe(200);
    expect(hindi.headers.get("Content-Type")).toBe(english.headers.get("Content-Type"));
    expect(hindi.headers.get("Cache-Control")).toBe(english.headers.get("Cache-Control"));
    const xml = await hindi.text();
    expect(xml).toContain("<language>hi</language>");
    const parsed = parseFeed(xml);
    expect(parsed.title).toBe("Impact Careers पर डिज़ाइन इंटर्नशिप, सिर्फ़ स्टाइपेंड वाली");
    expect(parsed.description).toBe("Impact Careers पर नवीनतम डिज़ाइन इंटर्नशिप, सिर्फ़ स्टाइपेंड वाली, जिन पर अभी आवेदन किया जा सकता है।");
    expect(parsed.url).toBe(`${SITE}/hi?type=internship&category=design&stipend=paid`);
    expect(xml).toContain(`<atom:link href="${SITE}/hi/feed.xml?type=internship&amp;category=design&amp;stipend=paid" rel="self"`);
    expect(parsed.items.map((i) => i.title)).toEqual(parseFeed(await english.text()).items.map((i) => i.title));
    // The stored category in Hindi words (decision 288).
    expect(xml).toContain("<category>डिज़ाइन</category>");
    expect(parsed.items.find((i) => i.title === "Design intern Delhi")?.url).toBe(`${SITE}/hi/internships/design-intern-delhi`);
    const etag = hindi.headers.get("ETag")!;
    expect((await feed("?type=internship&category=design&stipend=paid", { "If-None-Match": etag }, "/hi")).status).toBe(304);
  });

  it("writes an organisation's channel in Hindi, and moves an old slug to the Hindi feed", async () => {
    t = createTestDb();
    seed();
    const parsed = parseFeed(await (await feed("?organization=policy-lab", {}, "/hi")).text());
    expect(parsed.title).toBe("Impact Careers पर Policy Lab");
    expect(parsed.description).toBe("Policy Lab की ओर से अवसर, जिन पर अभी आवेदन किया जा सकता है; नवीनतम पहले।");
    expect(parsed.url).toBe(`${SITE}/hi/organizations/policy-lab`);
    renameOrganization(t.db, findOrCreateOrganization(t.db, "Policy Lab"), "Policy Lab India");
    expect((await feed("?organization=policy-lab", {}, "/hi")).headers.get("Location")).toBe("/hi/feed.xml?organization=policy-lab-india");
  });

  it("is what the Hindi home page and organisation page announce and link", async () => {
    t = createTestDb();
    seed();
    const home = await renderRoute(t.db, homeRoute, { id: "hi-routes/home", path: "hi", url: "/hi?type=internship&category=design" });
    expect(home.head).toContain('type="application/rss+xml" title="RSS" href="/hi/feed.xml?type=internship&amp;category=design"/>');
    expect(home.body).toMatch(/<a href="\/hi\/feed.xml\?type=internship&amp;category=design"[^>]*>RSS/);
    const org = await renderRoute(t.db, organizationRoute, { id: "hi-routes/organization", path: "hi/organizations/:slug", url: "/hi/organizations/policy-lab" });
    expect(org.head).toContain('href="/hi/feed.xml?organization=policy-lab"');
    expect(org.body).toContain('href="/hi/feed.xml?organization=policy-lab"');
  });
});

describe("new board filters flow into feeds and alerts", () => {
  it("carries the verified filter in the feed link and the alert form's hidden fields", async () => {
    t = createTestDb();
    seed();
    const page = await renderRoute(t.db, homeRoute, { id: "routes/home", path: "", url: "/?type=internship&verified=1" });
    expect(page.head).toContain('href="/feed.xml?type=internship&amp;verified=1"');
    expect(page.body).toContain('<input type="hidden" name="verified" value="1"/>');
    expect(await itemTitles(await feed("?type=internship&verified=1"))).toEqual([]);
  });
});

describe("organisation pages", () => {
  const orgPage = (slug: string) =>
    renderRoute(t.db, organizationRoute, { id: "routes/organization", path: "organizations/:slug", url: `/organizations/${slug}` });

  it("gives unique slugs made from the name, never reusing an old one, and fills missing ones", () => {
    t = createTestDb();
    const a = findOrCreateOrganization(t.db, "Pratham Education Foundation");
    const slug = (id: number) =>
      (t.db.$client.prepare("SELECT slug FROM organizations WHERE id = ?").get(id) as { slug: string }).slug;
    expect(slug(a)).toBe("pratham-education-foundation");
    renameOrganization(t.db, a, "Pratham");
    expect(slug(a)).toBe("pratham");
    // Another organisation taking the old name gets a slug of its own: the old address stays Pratham's.
    const b = findOrCreateOrganization(t.db, "Pratham Education Foundation");
    expect(slug(b)).toBe("pratham-education-foundation-2");
    t.db.$client.prepare("INSERT INTO organizations (name) VALUES ('Seva Mandir')").run();
    expect(backfillOrganizationSlugs(t.db)).toBe(1);
    expect(t.db.$client.prepare("SELECT slug FROM organizations WHERE name = 'Seva Mandir'").get()).toEqual({ slug: "seva-mandir" });
  });

  it("shows open listings only, a count of past ones, Organization JSON-LD, its feed and a nofollow website", async () => {
    t = createTestDb();
    const org = findOrCreateOrganization(t.db, "Goonj", { website: "https://goonj.org" });
    t.db.$client.prepare("UPDATE organizations SET description = 'Clothes for work.' WHERE id = ?").run(org);
    createOpportunity(t.db, { title: "Goonj open intern", organization: "Goonj" });
    createOpportunity(t.db, { title: "Goonj open fellow", organization: "Goonj", type: "fellowship", location: null });
    createOpportunity(t.db, { title: "Goonj closed intern", organization: "Goonj", expiresAt: new Date(Date.now() - 5 * DAY) });
    createOpportunity(t.db, { title: "Goonj expired intern", organization: "Goonj", status: "expired" });
    createOpportunity(t.db, { title: "Goonj pending intern", organization: "Goonj", status: "pending" });
    const page = await orgPage("goonj");
    expect(page.status).toBe(200);
    expect(page.body).toContain("<h1");
    expect(page.body).toContain("Goonj open intern");
    expect(page.body).toContain("Goonj open fellow");
    expect(page.body).not.toContain("Goonj closed intern");
    expect(page.body).not.toContain("Goonj pending intern");
    expect(page.body.replace(/<!-- -->/g, "")).toContain("2 past listings");
    expect(page.body).toMatch(/<a href="https:\/\/goonj.org\/" rel="nofollow ugc noopener"/);
    expect(page.body).toContain('href="/feed.xml?organization=goonj"');
    const ld = jsonLdBlocks(page.html).find((b) => (b as { "@type"?: string })["@type"] === "Organization") as Record<string, unknown>;
    expect(ld).toMatchObject({ name: "Goonj", url: `${SITE}/organizations/goonj`, sameAs: ["https://goonj.org/"], description: "Clothes for work." });
  });

  it("shows the Verified badge, with its accessible label, once an admin has verified the organisation", async () => {
    t = createTestDb();
    const org = findOrCreateOrganization(t.db, "Akshara Trust");
    createOpportunity(t.db, { title: "Akshara open intern", organization: "Akshara Trust" });
    expect((await orgPage("akshara-trust")).body).not.toContain('aria-label="Verified organisation"');
    t.db.$client.prepare("UPDATE organizations SET verified = 1 WHERE id = ?").run(org);
    expect((await orgPage("akshara-trust")).body).toContain('aria-label="Verified organisation"');
  });

  it("is a 404 for an unknown slug and for an organisation that never had a published listing; an old slug answers 301", async () => {
    t = createTestDb();
    createOpportunity(t.db, { title: "Spam pending listing", organization: "Spam Co", status: "pending" });
    createOpportunity(t.db, { title: "Rejected listing here", organization: "Spam Co", status: "rejected" });
    expect((await orgPage("spam-co")).status).toBe(404);
    expect((await orgPage("no-such-org")).status).toBe(404);
    const { id } = { id: findOrCreateOrganization(t.db, "Old Name Trust") };
    createOpportunity(t.db, { title: "Old name intern", organization: "Old Name Trust" });
    renameOrganization(t.db, id, "New Name Trust");
    const moved = await orgPage("old-name-trust");
    expect(moved.status).toBe(301);
    expect(moved.response?.headers.get("Location")).toBe("/organizations/new-name-trust");
    expect((await orgPage("new-name-trust")).status).toBe(200);
  });

  it("is linked from listing pages and board cards; listing pages offer WhatsApp sharing and the plain link", async () => {
    t = createTestDb();
    const { slug } = createOpportunity(t.db, { title: "Share me intern", organization: "Jaagore" });
    createJob(t.db, { title: "Legacy without org page", company: "Old Co" });
    const listing = await renderRoute(t.db, listingRoute, {
      id: "listing-internship",
      path: "internships/:slug",
      url: `/internships/${slug}`,
    });
    expect(listing.body).toContain('href="/organizations/jaagore"');
    const url = `${SITE}/internships/${slug}`;
    expect(listing.body.replace(/&amp;/g, "&")).toContain(
      `href="https://wa.me/?text=${encodeURIComponent(`Share me intern ${url}`)}"`,
    );
    expect(listing.body).toContain(`value="${url}"`);
    const home = await renderRoute(t.db, homeRoute, { id: "routes/home", path: "", url: "/?type=all" });
    expect(home.body).toMatch(/<a[^>]*href="\/organizations\/jaagore"[^>]*>Jaagore<\/a>/);
    expect(home.body).toContain("Old Co");
  });
});
