/**
 * The board in Hindi under /hi (decision 280), with JavaScript on and off: the shell and
 * the board in Hindi with lang="hi", the language switch keeping the search, a search
 * and a listing in Hindi, the Hindi 404, the Hindi chunk loaded by Hindi pages only, and
 * Devanagari drawn by the system fonts.
 */
import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { SEED_PUBLISHED_INTERNSHIP_SLUG } from "../../db/seed-data";
import { LOCALES } from "../../app/i18n/locales";
import { expect, test } from "./support/fixtures";
import { distinctGlyphs } from "./support/languages";

const header = (page: Page) => page.getByRole("banner");
const countLabel = (page: Page) => page.locator("#results [role='status']");

test.describe("Hindi pages", () => {
  test("/hi shows the shell and the board in Hindi, lang=hi, with hreflang both ways", async ({ page }) => {
    await page.goto("/hi");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("navigation", { name: "अवसर के प्रकार" }).getByRole("link", { name: "फ़ेलोशिप" })).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "अवसर खोजें" })).toBeVisible();
    await expect(countLabel(page)).toHaveText(/^[\d,]+ इंटर्नशिप$/);
    await expect(page.getByRole("link", { name: "मुख्य सामग्री पर जाएँ" })).toBeAttached();
    await expect(page.locator("label[for='filter-state']")).toHaveText("राज्य");
    await expect(page.locator("#filter-state option").first()).toHaveText("कोई भी राज्य");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "English" })).toHaveAttribute("href", "/");
    const canonical = await page.locator("link[rel='canonical']").getAttribute("href");
    expect(new URL(canonical!).pathname).toBe("/hi");
    // Every language of the board and x-default (decision 330).
    const alternates = page.locator("link[rel='alternate'][hreflang]");
    await expect(alternates).toHaveCount(LOCALES.length + 1);
    expect(new URL((await page.locator("link[hreflang='en']").getAttribute("href"))!).pathname).toBe("/");
    expect(new URL((await page.locator("link[hreflang='x-default']").getAttribute("href"))!).pathname).toBe("/");

    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(new URL((await page.locator("link[hreflang='hi']").getAttribute("href"))!).pathname).toBe("/hi");
    await expect(header(page).getByRole("link", { name: "हिंदी" })).toHaveAttribute("lang", "hi");
  });

  test("the switch goes to English and back keeping the filters", async ({ page }) => {
    await page.goto("/hi?type=fellowship&duration=3-6#opportunities");
    await expect(page.getByRole("list", { name: "लागू फ़िल्टर" }).getByRole("link", { name: "फ़िल्टर हटाएँ: 3-6 महीने" })).toBeVisible();
    await header(page).getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/\?type=fellowship&duration=3-6$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("list", { name: "Active filters" }).getByRole("link", { name: "Remove filter 3-6 months" })).toBeVisible();
    await header(page).getByRole("link", { name: "हिंदी" }).click();
    await expect(page).toHaveURL(/\/hi\?type=fellowship&duration=3-6$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(countLabel(page)).toHaveText(/^[\d,]+ फ़ेलोशिप$/);
  });

  test("a search from the Hindi page stays in Hindi and opens a listing in Hindi", async ({ page }) => {
    await page.goto("/hi");
    await page.getByRole("searchbox", { name: "अवसर खोजें" }).fill("climate");
    await page.getByRole("searchbox", { name: "अवसर खोजें" }).press("Enter");
    await expect(page).toHaveURL(/\/hi\?(?:.*&)?query=climate/);
    await expect(page.getByRole("link", { name: "फ़िल्टर हटाएँ: “climate”" })).toBeVisible();
    await expect(countLabel(page)).toHaveText(/^[\d,]+ इंटर्नशिप$/);
    await page.locator("#results li[id^='result-'] h3 a").first().click();
    await expect(page).toHaveURL(/\/hi\/internships\/[^/?]+$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("link", { name: "← अवसरों पर वापस जाएँ" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "विवरण" })).toBeVisible();
  });

  test("cards and a listing page show a listing's stored facts in Hindi and mark its English words", async ({ page }) => {
    await page.goto(`/hi?query=${encodeURIComponent("Climate Data Analyst Intern")}#opportunities`);
    const card = page.locator("#results article").filter({ hasText: "Climate Data Analyst Intern" }).first();
    await expect(card.getByRole("link", { name: "Climate Data Analyst Intern" })).toHaveAttribute("lang", "en");
    await expect(card.getByText("डेटा साइंस", { exact: true })).toBeVisible();
    await expect(card.getByText("रिमोट (घर से काम)", { exact: true })).toBeVisible();
    await expect(card.getByText("Remote (Work From Home)")).toHaveCount(0);
    await page.goto(`/hi/internships/${SEED_PUBLISHED_INTERNSHIP_SLUG}`);
    const facts = page.getByRole("list", { name: "मुख्य जानकारी" });
    await expect(facts.getByText("डेटा साइंस", { exact: true })).toBeVisible();
    await expect(facts.getByText(/महीने$/)).toBeVisible();
    await page.goto(`/internships/${SEED_PUBLISHED_INTERNSHIP_SLUG}`);
    await expect(page.getByRole("list", { name: "Key facts" }).getByText("Data science", { exact: true })).toBeVisible();
  });

  test("a listing's Hindi page names its English twin, and the 404 is in Hindi", async ({ page }) => {
    const response = await page.goto(`/hi/internships/${SEED_PUBLISHED_INTERNSHIP_SLUG}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("main").getByText("इंटर्नशिप", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "आवेदन कैसे करें" })).toBeVisible();
    expect(new URL((await page.locator("link[rel='canonical']").getAttribute("href"))!).pathname).toBe(
      `/hi/internships/${SEED_PUBLISHED_INTERNSHIP_SLUG}`,
    );
    expect(new URL((await page.locator("link[hreflang='en']").getAttribute("href"))!).pathname).toBe(
      `/internships/${SEED_PUBLISHED_INTERNSHIP_SLUG}`,
    );

    const missing = await page.goto("/hi/no-such-page");
    expect(missing?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { name: "404 पेज नहीं मिला" })).toBeVisible();
    await expect(page.getByRole("link", { name: "होम पेज पर वापस जाएँ" })).toHaveAttribute("href", "/hi");
  });

  test("an English page hydrates without the Hindi chunks, a Hindi page with Lingui and its own page's catalogue only", async ({ page, jsEnabled }) => {
    test.skip(!jsEnabled, "hydration needs JavaScript");
    const hindiChunk = /\/assets\/(translated|hi-[a-z]+)-[^/]*\.js$/;
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    // Every script the page asks for has loaded (the menus' <summary> carries no ARIA to wait on, decision 327).
    const hydrated = () => page.waitForLoadState("networkidle");
    await page.goto("/");
    await hydrated();
    expect(scripts.filter((path) => hindiChunk.test(path))).toEqual([]);
    await page.goto("/hi");
    await hydrated();
    // A file's hash may itself hold "-": its name is what comes before the hash's 8 characters.
    expect(scripts.filter((path) => hindiChunk.test(path)).map((path) => path.replace(/^\/assets\/|-[\w-]{8}\.js$/g, ""))).toEqual(
      expect.arrayContaining(["translated", "hi-board"]),
    );
    expect(scripts.filter((path) => hindiChunk.test(path))).toHaveLength(2);
    // A Hindi read page (no React, decision 320) needs neither Lingui nor a catalogue in the browser.
    scripts.length = 0;
    await page.goto(`/hi/internships/${SEED_PUBLISHED_INTERNSHIP_SLUG}`);
    await expect(page.getByRole("button", { name: "लिंक कॉपी करें" })).toBeVisible();
    expect(scripts.filter((path) => hindiChunk.test(path))).toEqual([]);
  });

  test("the page cache keeps each language's page apart", async ({ request }) => {
    for (let i = 0; i < 2; i++) {
      const [english, hindi] = await Promise.all([request.get("/"), request.get("/hi")]);
      expect(await english.text()).toContain('<html lang="en"');
      expect(await hindi.text()).toContain('<html lang="hi"');
    }
    const data = await request.get("/hi.data");
    expect(await data.text()).toContain('"hi"');
  });

  test("Devanagari is drawn with the system fonts (no missing-glyph boxes)", async ({ page, jsEnabled }, testInfo) => {
    test.skip(!jsEnabled, "measured with a canvas script");
    const fonts = execFileSync("fc-list", [":lang=hi", "family"], { encoding: "utf8" }).trim();
    expect(fonts, "a Devanagari font (Debian: fonts-noto-core)").not.toBe("");
    await page.goto("/hi");
    const heading = page.getByRole("navigation", { name: "अवसर के प्रकार" });
    await testInfo.attach("hindi-tabs", { body: await heading.screenshot(), contentType: "image/png" });
    // A font without Devanagari draws every letter as the same box: different letters must differ.
    expect(await distinctGlyphs(page, ["क", "ख", "ग", "श्र"])).toBe(4);
  });
});

test.describe("a browser that prefers Hindi", () => {
  test.use({ locale: "hi-IN" });

  test("an English page offers its Hindi twin in one line, until it is closed; no redirect", async ({ page, jsEnabled }) => {
    const offer = page.getByRole("link", { name: "यह पेज हिंदी में पढ़ें" });
    await page.goto("/?type=fellowship");
    // The URL says English, so the page is English (decision 289).
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    if (!jsEnabled) {
      // Without JavaScript the browser's languages are unknown to the page: the header's switch remains.
      await expect(offer).toHaveCount(0);
      return;
    }
    await expect(offer).toHaveAttribute("href", "/hi?type=fellowship");
    await expect(offer).toHaveAttribute("hreflang", "hi");
    await page.getByRole("button", { name: "बंद करें" }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("link", { name: "हिंदी" }).first()).toBeVisible();
    await expect(offer).toHaveCount(0);
    // Pages without a Hindi twin and Hindi pages never offer it.
    await page.evaluate(() => localStorage.clear());
    await page.goto("/login");
    await expect(offer).toHaveCount(0);
    await page.goto("/hi");
    await expect(offer).toHaveCount(0);
  });
});

test("a browser that prefers English is not offered Hindi", async ({ page, jsEnabled }) => {
  test.skip(!jsEnabled, "the offer needs JavaScript");
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("link", { name: "हिंदी" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "यह पेज हिंदी में पढ़ें" })).toHaveCount(0);
});
