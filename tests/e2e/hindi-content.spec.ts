/**
 * The blog, content pages, the features preview and the RSS feed in Hindi (decision 267),
 * with JavaScript on and off: the Hindi shell's footer leads to the /hi twins, their own words
 * are Hindi while the admin's posts and pages stay as written (`lang="en"`), dates are hi-IN,
 * an unknown slug is the Hindi 404, and a Hindi page's feed is /hi/feed.xml, whose channel is
 * Hindi and whose items lead to /hi pages. Axe runs on every page.
 */
import { SEED_PUBLISHED_INTERNSHIP_SLUG } from "../../db/seed-data";
import { expect, test } from "./support/fixtures";
import { expectTwins } from "./support/hindi";

const POST_SLUG = "how-to-write-an-application-for-a-social-sector-internship";
const POST_TITLE = "How to write an application for a social-sector internship";
const DEVANAGARI = /[\u0900-\u097F]/;

test("the Hindi blog: from the Hindi footer to a post and back, Hindi words and dates, the post as written", async ({ page }) => {
  await page.goto("/hi");
  await page.getByRole("contentinfo").getByRole("link", { name: "ब्लॉग" }).click();
  await expect(page).toHaveURL(/\/hi\/blog$/);
  await expect(page.getByRole("heading", { level: 1, name: "ब्लॉग" })).toBeVisible();
  await expect(page).toHaveTitle(/^ब्लॉग \| /);
  await expectTwins(page, "/blog", { indexed: true });
  const heading = page.getByRole("heading", { level: 2, name: POST_TITLE });
  await expect(heading).toHaveAttribute("lang", "en");
  await expect(page.locator("main time").first()).toHaveText(DEVANAGARI);

  await heading.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/hi/blog/${POST_SLUG}$`));
  // Not translated: it says so in Hindi, its text is marked English, and the English post is its canonical (decision 360).
  await expect(page.getByText("इस पेज का अनुवाद अभी नहीं हुआ है, इसलिए यह अंग्रेज़ी में दिखाया गया है।")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: POST_TITLE })).toHaveAttribute("lang", "en");
  await expect(page.getByText(/^Impact Careers Team द्वारा · /)).toBeVisible();
  await expect(page.locator("article time")).toHaveText(DEVANAGARI);
  await expect(page.locator("article [lang='en']").filter({ hasText: "Why this organisation" })).toBeVisible();
  await expect(page.locator("link[rel='canonical']")).toHaveAttribute("href", new RegExp(`[^/]/blog/${POST_SLUG}$`));
  await expect(page.locator("link[rel='alternate'][hreflang='hi']")).toHaveCount(0);
  await page.getByRole("link", { name: "ब्लॉग पर वापस जाएँ" }).click();
  await expect(page).toHaveURL(/\/hi\/blog$/);

  // The English blog is as it was.
  await page.goto(`/blog/${POST_SLUG}`);
  await expect(page.getByText(/^By Impact Careers Team · \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the blog" })).toHaveAttribute("href", "/blog");

  const missing = await page.goto("/hi/blog/no-such-post");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404 पेज नहीं मिला" })).toBeVisible();
});

test("a content page from the Hindi footer is its Hindi translation, in a Hindi shell", async ({ page }) => {
  await page.goto("/hi");
  const link = page.getByRole("contentinfo").getByRole("link", { name: "पोस्ट करने के नियम" });
  await expect(link).not.toHaveAttribute("lang", "en");
  await link.click();
  await expect(page).toHaveURL(/\/hi\/pages\/posting-guidelines$/);
  await expect(page.getByRole("heading", { level: 1, name: "पोस्ट करने के नियम" })).not.toHaveAttribute("lang", "en");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "हमारे बारे में" })).toHaveAttribute("href", "/hi/about");
  await expectTwins(page, "/pages/posting-guidelines", { indexed: true });

  const missing = await page.goto("/hi/pages/no-such-page");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404 पेज नहीं मिला" })).toBeVisible();
});

test("the features preview in Hindi: its words translated, the sample listings as written, noindex", async ({ page }) => {
  await page.goto("/hi/features-preview");
  await expect(page.getByRole("heading", { level: 1, name: "नई सुविधाओं की झलक" })).toBeVisible();
  await expect(page).toHaveTitle(/^नई सुविधाओं की झलक \| /);
  await expect(page.getByRole("heading", { level: 2, name: "विचार 1: हीरो हिस्सा" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "विचार 2: विशेष अवसरों का कैरोसेल" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Climate Action Fellowship 2025" })).toHaveAttribute("lang", "en");
  await expect(page.getByRole("listitem").filter({ hasText: "हर लिस्टिंग में एक ‘विशेष’ खाना, ताकि" }).locator("strong")).toHaveText("एक ‘विशेष’ खाना");
  await expect(page.getByRole("link", { name: "← होम पेज पर वापस जाएँ" })).toHaveAttribute("href", "/hi");
  await expect(page.locator("meta[name='robots']")).toHaveAttribute("content", "noindex, nofollow");
  await expectTwins(page, "/features-preview");

  await page.goto("/features-preview");
  await expect(page.getByRole("heading", { level: 1, name: "Features Preview" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "A featured field on each listing" }).locator("strong")).toHaveText("A featured field");
});

test("Hindi pages link the Hindi feed: its channel is Hindi and its items lead to /hi pages; the English feed is unchanged", async ({ page, request }) => {
  await page.goto("/hi?type=internship");
  const visible = page.getByRole("main").getByRole("link", { name: /^RSS/ });
  const feed = await visible.getAttribute("href");
  expect(feed).toMatch(/^\/hi\/feed\.xml\?/);
  expect(await page.locator("link[rel='alternate'][type='application/rss+xml']").getAttribute("href")).toBe(feed);

  const response = await request.get(feed!);
  expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  // A shared cache keeps it as long as the page cache keeps a page, no longer (a listing taken down goes soon).
  expect(response.headers()["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
  const xml = await response.text();
  expect(xml).toContain("<language>hi</language>");
  expect(xml).toMatch(/<title>Impact Careers पर इंटर्नशिप<\/title>/);
  expect(xml).toMatch(/<link>http:\/\/[^<]+\/hi\?[^<]*type=internship[^<]*<\/link>/);
  const items = [...xml.matchAll(/<item>[^]*?<link>([^<]+)<\/link>/g)].map((m) => new URL(m[1]!).pathname);
  expect(items.length).toBeGreaterThan(0);
  for (const path of items) expect(path).toMatch(/^\/hi\/(internships|jobs)\//);

  const english = await (await request.get(feed!.slice(3))).text();
  expect(english).toContain("<language>en</language>");
  expect(english).toContain("<title>Internships on Impact Careers</title>");

  // A cause's Hindi page links its Hindi feed.
  await page.goto("/hi/causes/climate");
  const causeFeed = page.getByRole("main").locator("a[href*='feed.xml']");
  await expect(causeFeed).toHaveAttribute("href", /^\/hi\/feed\.xml\?(.*&)?cause=climate/);
  expect(await page.locator("link[rel='alternate'][type='application/rss+xml']").getAttribute("href")).toBe(await causeFeed.getAttribute("href"));

  // An organisation's Hindi page links its Hindi feed.
  await page.goto(`/hi/internships/${SEED_PUBLISHED_INTERNSHIP_SLUG}`);
  await page.getByRole("main").locator("a[href^='/hi/organizations/']").first().click();
  await expect(page).toHaveURL(/\/hi\/organizations\//);
  const orgFeed = page.getByRole("main").getByRole("link", { name: /^RSS फ़ीड/ });
  await expect(orgFeed).toHaveAttribute("href", /^\/hi\/feed\.xml\?organization=/);
  expect(await page.locator("link[rel='alternate'][type='application/rss+xml']").getAttribute("href")).toBe(await orgFeed.getAttribute("href"));
});
