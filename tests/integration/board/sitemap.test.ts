import { afterEach, describe, expect, it } from "vitest";
import { listCauses } from "../../../app/causes/causes.server";
import { LOCALES, localizePath } from "../../../app/i18n/locales";
import { sitemapEntries } from "../../../db/schema";
import * as robotsRoute from "../../../app/routes/seo/robots-txt";
import * as sitemapPartRoute from "../../../app/routes/seo/sitemap-part";
import * as sitemapRoute from "../../../app/routes/seo/sitemap-xml";
import { collectSitemapUrls, renderUrlset, SITEMAP_MAX_URLS, sitemapXml, type SitemapSource } from "../../../app/seo/sitemap.server";
import { createTestDb, type TestDb } from "../../support/db";
import { testContext } from "../../support/context";
import { createJob, createOpportunity, dayFromNow } from "./fixtures";

let t: TestDb;
afterEach(() => t?.cleanup());

const SITE = "http://localhost:3000";
async function get(route: { loader: (args: never) => unknown }, url: string, params: Record<string, string> = {}) {
  return (await route.loader({ request: new Request(`${SITE}${url}`), params, context: testContext(t.db) } as never)) as Response;
}
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe("/sitemap.xml", () => {
  it("lists the static pages, open listings with their last change, and included sitemap entries", async () => {
    t = createTestDb();
    const open = createOpportunity(t.db, { title: "Open fellow", type: "fellowship", location: null });
    const job = createJob(t.db, { title: "Open legacy job" });
    createOpportunity(t.db, { title: "Closed intern", expiresAt: dayFromNow(-3) });
    createOpportunity(t.db, { title: "Pending intern", status: "pending" });
    createJob(t.db, { title: "Expired legacy", expiryDate: dayFromNow(-1) });
    t.db.insert(sitemapEntries).values([
      { url: "/blog", changeFrequency: "daily", priority: "0.7", include: true },
      { url: "/hidden-page", include: false },
      { url: "https://elsewhere.example/page", include: true },
    ]).run();
    const updatedAt = (t.db.$client.prepare("SELECT updated_at FROM opportunities WHERE id = ?").get(open.id) as { updated_at: number }).updated_at;

    const response = await get(sitemapRoute, "/sitemap.xml");
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toMatch(/^public/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    // Every twinned page in every language of the registry (decisions 280, 330): home, /submit, About, Terms,
    // the listings, the organisation of the open fellowship (285, 287), every visible cause (273), the blog (267).
    const everyLanguage = (path: string) => LOCALES.map((code) => `${SITE}${localizePath(path, code)}`);
    expect(locs(xml).sort()).toEqual(
      [
        ...["/", "/about", "/submit", "/terms", `/fellowships/${open.slug}`, `/jobs/${job.slug}`, "/organizations/green-earth-trust", "/blog"].flatMap(everyLanguage),
        ...listCauses(t.db).flatMap((c) => everyLanguage(`/causes/${c.slug}`)),
      ].sort(),
    );
    const day = new Date(updatedAt).toISOString().slice(0, 10);
    expect(xml).toContain(`<url><loc>${SITE}/fellowships/${open.slug}</loc><lastmod>${day}</lastmod>`);
    expect(xml).toContain(`<url><loc>${SITE}/hi/fellowships/${open.slug}</loc><lastmod>${day}</lastmod>`);
    expect(xml).toContain(`<url><loc>${SITE}/bn/fellowships/${open.slug}</loc><lastmod>${day}</lastmod>`);
    expect(xml).toContain(`<url><loc>${SITE}/blog</loc><lastmod>`);
    expect(xml).toContain("<changefreq>daily</changefreq><priority>0.7</priority></url>");
  });

  it("lets an excluded sitemap entry remove a page, and an included one override its settings", () => {
    t = createTestDb();
    t.db.insert(sitemapEntries).values([
      { url: "/terms", include: false },
      { url: "/about", changeFrequency: "yearly", priority: "0.1", include: true },
    ]).run();
    const urls = collectSitemapUrls(t.db, SITE);
    expect(urls.map((u) => u.loc)).not.toContain(`${SITE}/terms`);
    expect(urls.find((u) => u.loc === `${SITE}/about`)).toMatchObject({ changefreq: "yearly", priority: "0.1" });
  });

  it("takes a new URL source as one more function in the list", () => {
    t = createTestDb();
    const blog: SitemapSource = () => [{ loc: "/blog/first-post", lastmod: new Date(Date.UTC(2025, 0, 2)) }];
    const urls = collectSitemapUrls(t.db, SITE, { sources: [blog] });
    expect(renderUrlset(urls)).toContain(`<url><loc>${SITE}/blog/first-post</loc><lastmod>2025-01-02</lastmod></url>`);
  });

  it("escapes XML in URLs", () => {
    t = createTestDb();
    t.db.insert(sitemapEntries).values({ url: "/search?a=1&b=<2>" }).run();
    expect(sitemapXml(t.db, SITE)).toContain("<loc>http://localhost:3000/search?a=1&amp;b=%3C2%3E</loc>");
  });

  it(`splits into a sitemap index above ${SITEMAP_MAX_URLS.toLocaleString("en")} URLs`, async () => {
    t = createTestDb();
    const insert = t.db.$client.prepare("INSERT INTO sitemap_entries (url) VALUES (?)");
    t.db.$client.transaction(() => {
      for (let i = 0; i < SITEMAP_MAX_URLS; i++) insert.run(`/p/${i}`);
    })();
    const index = await (await get(sitemapRoute, "/sitemap.xml")).text();
    expect(index).toContain("<sitemapindex");
    expect(locs(index)).toEqual([`${SITE}/sitemap/1.xml`, `${SITE}/sitemap/2.xml`]);
    const second = await (await get(sitemapPartRoute, "/sitemap/2.xml", { file: "2.xml" })).text();
    // The four static pages and the cause pages, each in every language, came first.
    expect(locs(second)).toHaveLength((4 + listCauses(t.db).length) * LOCALES.length);
    expect((await get(sitemapPartRoute, "/sitemap/3.xml", { file: "3.xml" })).status).toBe(404);
    expect((await get(sitemapPartRoute, "/sitemap/x.xml", { file: "x.xml" })).status).toBe(404);
  });
});

describe("/robots.txt", () => {
  it("allows crawling and points to the sitemap", async () => {
    t = createTestDb();
    const response = await get(robotsRoute, "/robots.txt");
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
