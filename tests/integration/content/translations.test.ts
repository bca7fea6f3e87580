/**
 * Content pages and blog posts in every language (decision 360): a translated page shows its
 * translation and is claimed in its language; an untranslated one under a language's prefix
 * says so in one line in the reader's language, marks its text English, names the English page
 * as its canonical, and neither hreflang nor the sitemap claims it in that language.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seedDatabase } from "../../../db/seed";
import { SEED_EDITORIAL_USERNAME } from "../../../db/seed-data";
import { footerPages, saveContentPage } from "~/content/pages.server";
import { LOCALES } from "~/i18n/locales";
import * as contentPageRoute from "~/routes/content-page";
import * as postRoute from "~/routes/blog/post";
import { setContentTranslation } from "~/content/translations.server";
import { collectSitemapUrls } from "~/seo/sitemap.server";
import { createTestDb, type TestDb } from "../../support/db";
import { renderRoute } from "../board/render";

let t: TestDb;
/** A published footer page with no translation, as an editor writes one: every seeded footer page is translated. */
let untranslated: { id: number; slug: string };
beforeEach(() => {
  t = createTestDb();
  seedDatabase(t.db, { now: new Date("2026-03-01T10:00:00Z") });
  const editor = t.db.$client.prepare("SELECT id FROM users WHERE username = ?").get(SEED_EDITORIAL_USERNAME) as { id: number };
  const saved = saveContentPage(
    t.db,
    null,
    { title: "Volunteer code of conduct", slug: "volunteer-code-of-conduct", content: "Be on time and *kind*.", metaTitle: undefined, metaDescription: undefined, published: true, showInFooter: true },
    editor.id,
  );
  if (!saved.ok) throw new Error(saved.message);
  untranslated = saved.value;
});
afterEach(() => t.cleanup());

const SITE = "http://localhost:3000";
const page = (url: string) => {
  const prefix = url.split("/")[1]!;
  const translated = LOCALES.includes(prefix as never) && prefix !== "en";
  return renderRoute(t.db, contentPageRoute, { id: translated ? `${prefix}-routes/content-page` : "routes/content-page", path: translated ? `${prefix}/pages/:slug` : "pages/:slug", url });
};
const alternates = (head: string) => [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => m[1]).sort();
const canonical = (head: string) => /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1];

describe("content pages in every language", () => {
  it("the posting guidelines and the privacy policy are translated: each language's page is its own, named in every language's hreflang", async () => {
    for (const [url, heading] of [
      ["/hi/pages/posting-guidelines", "पोस्ट करने के नियम"],
      ["/mr/pages/posting-guidelines", "पोस्ट करण्याचे नियम"],
      ["/bn/pages/posting-guidelines", "পোস্ট করার নিয়ম"],
      ["/hi/pages/privacy-policy", "निजता नीति"],
      ["/mr/pages/privacy-policy", "गोपनीयता धोरण"],
      ["/bn/pages/privacy-policy", "গোপনীয়তা নীতি"],
    ] as const) {
      const rendered = await page(url);
      expect(rendered.body).toContain(heading);
      expect(rendered.body).not.toContain('lang="en"');
      expect(rendered.body).not.toContain("not been translated");
      expect(canonical(rendered.head)).toBe(`${SITE}${url}`);
      expect(alternates(rendered.head)).toEqual(["bn", "en", "hi", "mr", "x-default"]);
    }
    // The footer names both in the reader's language, as the saved page's reminder form names the privacy policy.
    expect(footerPages(t.db, "mr").map((p) => p.title)).toEqual(expect.arrayContaining(["पोस्ट करण्याचे नियम", "गोपनीयता धोरण"]));
    expect(footerPages(t.db, "bn").map((p) => p.title)).toEqual(expect.arrayContaining(["পোস্ট করার নিয়ম", "গোপনীয়তা নীতি"]));
    expect(footerPages(t.db, "hi").map((p) => p.title)).toEqual(expect.arrayContaining(["पोस्ट करने के नियम", "निजता नीति"]));
  });

  it("an untranslated page says so in the reader's language, is English inside, and is claimed only in English", async () => {
    const rendered = await page(`/mr/pages/${untranslated.slug}`);
    expect(rendered.body).toContain("या पानाचे भाषांतर अजून झालेले नाही");
    expect(rendered.body).toMatch(/<article lang="en">/);
    expect(canonical(rendered.head)).toBe(`${SITE}/pages/${untranslated.slug}`);
    expect(alternates(rendered.head)).toEqual(["en", "x-default"]);
    const english = await page(`/pages/${untranslated.slug}`);
    expect(english.body).not.toContain("<article lang=");
    expect(alternates(english.head)).toEqual(["en", "x-default"]);
    expect(footerPages(t.db, "mr").map((p) => p.title)).toContain("Volunteer code of conduct");
  });

  it("a blog post without a translation says so on /bn and is not claimed in Bengali", async () => {
    const slug = (t.db.$client.prepare("SELECT slug FROM blog_posts WHERE published = 1 LIMIT 1").get() as { slug: string }).slug;
    const rendered = await renderRoute(t.db, postRoute, { id: "bn-routes/blog/post", path: "bn/blog/:slug", url: `/bn/blog/${slug}` });
    expect(rendered.body).toContain("এই পেজটি এখনও অনুবাদ করা হয়নি");
    expect(rendered.body).toMatch(/<h1 lang="en"/);
    expect(canonical(rendered.head)).toBe(`${SITE}/blog/${slug}`);
  });

  it("the sitemap lists a page's language versions only where they exist", () => {
    const locs = collectSitemapUrls(t.db, SITE).map((url) => url.loc);
    for (const prefix of ["", "/hi", "/mr", "/bn"]) {
      expect(locs).toContain(`${SITE}${prefix}/pages/posting-guidelines`);
      expect(locs).toContain(`${SITE}${prefix}/pages/privacy-policy`);
    }
    expect(locs).toContain(`${SITE}/pages/${untranslated.slug}`);
    for (const prefix of ["/hi", "/mr", "/bn"]) {
      expect(locs).not.toContain(`${SITE}${prefix}/pages/${untranslated.slug}`);
      expect(locs.filter((loc) => loc.startsWith(`${SITE}${prefix}/blog/`))).toEqual([]);
    }
    // Pages that are not content keep every language.
    expect(locs).toContain(`${SITE}/mr/about`);
  });

  it("a page and a post translated into one language are claimed in English and that language alone", async () => {
    const post = t.db.$client.prepare("SELECT id, slug FROM blog_posts WHERE published = 1 LIMIT 1").get() as { id: number; slug: string };
    setContentTranslation(t.db, { pageId: untranslated.id }, "hi", { title: "स्वयंसेवकों की आचार संहिता", content: "समय पर आएँ और *विनम्र* रहें।" });
    setContentTranslation(t.db, { postId: post.id }, "bn", { title: "প্রথম ইন্টার্নশিপ", summary: "শুরু করার কথা।", content: "প্রথম ইন্টার্নশিপ খোঁজার কয়েকটি কথা।" });

    // Every version names the same two; the untranslated Marathi page points to them, not to itself.
    const slug = untranslated.slug;
    for (const url of [`/pages/${slug}`, `/hi/pages/${slug}`, `/mr/pages/${slug}`]) expect(alternates((await page(url)).head), url).toEqual(["en", "hi", "x-default"]);
    const marathi = await page(`/mr/pages/${slug}`);
    expect(canonical(marathi.head)).toBe(`${SITE}/pages/${slug}`);
    const bengaliPost = await renderRoute(t.db, postRoute, { id: "bn-routes/blog/post", path: "bn/blog/:slug", url: `/bn/blog/${post.slug}` });
    expect(alternates(bengaliPost.head)).toEqual(["bn", "en", "x-default"]);

    const locs = collectSitemapUrls(t.db, SITE).map((url) => url.loc);
    expect(locs.filter((loc) => loc.endsWith(`/pages/${slug}`))).toEqual([`${SITE}/pages/${slug}`, `${SITE}/hi/pages/${slug}`]);
    expect(locs.filter((loc) => loc.endsWith(`/blog/${post.slug}`)).sort()).toEqual([`${SITE}/blog/${post.slug}`, `${SITE}/bn/blog/${post.slug}`]);
  });
});
