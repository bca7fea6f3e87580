/**
 * The public board: search, tabs, filters, chips,
 * Clear filters, Load more, the carousel and the listing page, with JavaScript on
 * and off (the `js` and `no-js` projects); axe checks every page visited.
 * Expected counts come from the JSON API, so the tests follow the demo data.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import {
  SEED_EXPIRED_OPPORTUNITY_SLUG,
  SEED_PUBLISHED_FELLOWSHIP_SLUG,
  SEED_PUBLISHED_INTERNSHIP_SLUG,
  SEED_PUBLISHED_JOB_SLUG,
} from "../../db/seed-data";
import { expect, test } from "./support/fixtures";
import { ready } from "./support/page";

const section = (page: Page) => page.locator("#opportunities");
const tabs = (page: Page) => page.getByRole("navigation", { name: "Opportunity types" });
const cards = (page: Page) => page.locator("#results li[id^='result-']");
const countLabel = (page: Page) => page.locator("#results [role='status']");
const chips = (page: Page) => page.getByRole("list", { name: "Active filters" });

async function apiCount(request: APIRequestContext, query: string) {
  const response = await request.get(`/api/opportunities/search?${query}&limit=1`);
  expect(response.ok()).toBe(true);
  return Number(response.headers()["x-total-count"]);
}

/** The board's count of a search: the API's internships include the legacy jobs, the board's tab does not (decision 316). */
async function apiTotal(request: APIRequestContext, query: string) {
  const total = await apiCount(request, query);
  if (!/(^|&)type=internship(&|$)/.test(query)) return total;
  return total - (await apiCount(request, query.replace("type=internship", "type=job")));
}

function label(total: number, singular: string, plural: string) {
  return `${total.toLocaleString("en-IN")} ${total === 1 ? singular : plural}`;
}

/** With JS, filters apply on change; without JS, the visitor presses Apply. */
async function chooseFilter(page: Page, jsEnabled: boolean, name: string, value: string) {
  const urlBefore = page.url();
  const select = page.locator(`select[name='${name}']`);
  // A choice made with a pointer (the native option list cannot be driven, so the press is dispatched),
  // once the board has hydrated and listens for it.
  await ready(page);
  if (jsEnabled) await select.dispatchEvent("pointerdown");
  await select.selectOption(value);
  if (!jsEnabled) await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).not.toHaveURL(urlBefore);
}

test.describe("home board", () => {
  test("searches by text with Enter, shows the count and a chip, and lands on the results", async ({ page, request }) => {
    await page.goto("/");
    await page.getByRole("searchbox", { name: "Search opportunities" }).fill("climate");
    await page.getByRole("searchbox", { name: "Search opportunities" }).press("Enter");
    await expect(page).toHaveURL(/[?&]query=climate/);
    const total = await apiTotal(request, "query=climate&type=internship");
    expect(total).toBeGreaterThan(0);
    await expect(countLabel(page)).toHaveText(label(total, "internship", "internships"));
    await expect(chips(page).getByRole("link", { name: "Remove filter “climate”" })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    await expect(section(page)).toBeInViewport();
  });

  test("the Search button searches, and the clear button removes the query", async ({ page, request }) => {
    await page.goto("/?type=fellowship");
    await page.getByRole("searchbox", { name: "Search opportunities" }).fill("rural");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/query=rural/);
    await expect(page).toHaveURL(/type=fellowship/);
    const total = await apiTotal(request, "query=rural&type=fellowship");
    await expect(countLabel(page)).toHaveText(label(total, "fellowship", "fellowships"));
    await page.getByRole("link", { name: "Clear search" }).click();
    await expect(page).not.toHaveURL(/query=/);
    await expect(page.getByRole("searchbox", { name: "Search opportunities" })).toHaveValue("");
    const all = await apiTotal(request, "type=fellowship");
    await expect(countLabel(page)).toHaveText(label(all, "fellowship", "fellowships"));
  });

  test("tabs select the type; location is hidden for fellowships; unknown types fall back to internships", async ({
    page,
    request,
  }) => {
    test.slow(); // several pages, each checked by axe
    await page.goto("/");
    await expect(tabs(page).getByRole("link", { name: "Internships" })).toHaveAttribute("aria-current", "page");
    await tabs(page).getByRole("link", { name: "Fellowships" }).click();
    await expect(page).toHaveURL(/type=fellowship/);
    await expect(tabs(page).getByRole("link", { name: "Fellowships" })).toHaveAttribute("aria-current", "page");
    await expect(countLabel(page)).toHaveText(label(await apiTotal(request, "type=fellowship"), "fellowship", "fellowships"));
    await expect(page.locator("select[name='location']")).toHaveCount(0);
    await tabs(page).getByRole("link", { name: "Courses" }).click();
    await expect(page).toHaveURL(/type=course/);
    await expect(countLabel(page)).toHaveText(label(await apiTotal(request, "type=course"), "course", "courses"));
    await expect(page.locator("select[name='location']")).toHaveCount(1);

    await page.goto("/?type=volunteering");
    await expect(tabs(page).getByRole("link", { name: "Internships" })).toHaveAttribute("aria-current", "page");
    await page.goto("/?type=all#opportunities");
    await expect(countLabel(page)).toHaveText(label(await apiTotal(request, "type=all"), "opportunity", "opportunities"));
    await expect(tabs(page).locator("[aria-current]")).toHaveCount(0);
  });

  test("filters apply (on a pointer change with JS, with Apply without) and show as chips", async ({
    page,
    request,
    jsEnabled,
  }) => {
    test.slow(); // several pages, each checked by axe
    await page.goto("/?type=internship");
    await expect(page.getByRole("button", { name: "Apply" })).toHaveCount(jsEnabled ? 0 : 1);
    await chooseFilter(page, jsEnabled, "category", "data");
    await expect(page).toHaveURL(/category=data/);
    await expect(chips(page).getByRole("link", { name: "Remove filter Data science" })).toBeVisible();
    await expect(countLabel(page)).toHaveText(
      label(await apiTotal(request, "type=internship&category=data"), "internship", "internships"),
    );

    await chooseFilter(page, jsEnabled, "stipend", "paid");
    await expect(page).toHaveURL(/stipend=paid/);
    await expect(page).toHaveURL(/category=data/);
    await expect(chips(page).getByRole("link")).toHaveCount(2);
    await expect(countLabel(page)).toHaveText(
      label(await apiTotal(request, "type=internship&category=data&stipend=paid"), "internship", "internships"),
    );
  });

  test("removing a chip resets only that filter; Clear filters resets all but the type", async ({ page }) => {
    test.slow(); // several pages, each checked by axe
    await page.goto("/?type=internship&category=data&stipend=paid&sortBy=deadline");
    await expect(chips(page).getByRole("link")).toHaveCount(3);
    await chips(page).getByRole("link", { name: "Remove filter Data science" }).click();
    await expect(page).not.toHaveURL(/category=/);
    await expect(page).toHaveURL(/stipend=paid/);
    await expect(page).toHaveURL(/sortBy=deadline/);
    await expect(page.locator("select[name='category']")).toHaveValue("all");

    await page.goto("/?type=course&stipend=paid&duration=3-6");
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/\?type=course#opportunities$/);
    await expect(chips(page)).toHaveCount(0);
    await expect(page.locator("select[name='stipend']")).toHaveValue("all-options");
    await expect(page.locator("select[name='duration']")).toHaveValue("any");
  });

  test("shows 12 results and Load more adds 12 (without a reload when JavaScript runs)", async ({
    page,
    request,
    jsEnabled,
  }) => {
    test.slow(); // several pages, each checked by axe
    const total = await apiTotal(request, "type=internship");
    expect(total).toBeGreaterThan(12);
    await page.goto("/?type=internship");
    await expect(cards(page)).toHaveCount(12);
    await page.evaluate(() => ((window as unknown as { boardMarker: number }).boardMarker = 1)).catch(() => {});
    await page.getByRole("link", { name: "Load more" }).click();
    await expect(page).toHaveURL(/show=24/);
    await expect(cards(page)).toHaveCount(Math.min(total, 24));
    if (jsEnabled) {
      // Same document: the marker set before the click is still there, and focus moved to the first new card.
      expect(await page.evaluate(() => (window as unknown as { boardMarker?: number }).boardMarker)).toBe(1);
      await expect(page.locator("#result-13 a").first()).toBeFocused();
    }
    await page.goto("/?type=internship&show=200");
    await expect(cards(page)).toHaveCount(Math.min(total, 200));
    await expect(page.getByRole("link", { name: "Load more" })).toHaveCount(0);
  });

  test("shows the empty state texts", async ({ page }) => {
    await page.goto("/?type=course&query=zzzznotaword");
    await expect(page.getByText("No courses found matching your criteria")).toBeVisible();
    await expect(page.getByText("Try adjusting your filters or search query to find more opportunities")).toBeVisible();
  });

  test("shows the Featured opportunities carousel with cards", async ({ page, jsEnabled }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Featured opportunities" });
    await expect(carousel.getByRole("heading", { name: "Featured opportunities" })).toBeVisible();
    await expect(carousel.locator("li").first()).toBeVisible();
    if (jsEnabled) {
      // Its buttons come with React, at the visitor's first touch (docs/decisions/463).
      await ready(page);
      const track = carousel.locator("ul");
      await carousel.getByRole("button", { name: "Next featured opportunities" }).click();
      await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    } else {
      // No scroll buttons without JavaScript (each card keeps its Save button).
      await expect(carousel.getByRole("button", { name: /featured opportunities/i })).toHaveCount(0);
    }
  });

  test("on a phone, Toggle filters shows the filters: a button with JavaScript, a link to the panel without", async ({
    page,
    jsEnabled,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    const category = page.locator("select[name='category']");
    if (jsEnabled) {
      await expect(category).toBeHidden();
      const toggle = page.getByRole("button", { name: "Toggle filters" });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(category).toBeVisible();
    } else {
      // Collapsed, so the first result is on the first screen; the link shows the panel (:target).
      await expect(category).toBeHidden();
      await expect(page.getByRole("button", { name: "Toggle filters" })).toBeHidden();
      await page.getByRole("link", { name: "Toggle filters" }).click();
      await expect(category).toBeVisible();
    }
  });

  test("lists legacy jobs under Jobs, linking to /jobs/{slug}", async ({ page }) => {
    await page.goto("/?type=job&query=frontend developer gramtech");
    const link = cards(page).first().getByRole("heading").getByRole("link");
    await expect(link).toHaveAttribute("href", `/jobs/${SEED_PUBLISHED_JOB_SLUG}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${SEED_PUBLISHED_JOB_SLUG}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("listing page", () => {
  test("opens from a card and shows the listing with Apply now in a new tab", async ({ page }) => {
    await page.goto(`/?type=internship&query=climate data analyst`);
    await cards(page).first().getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/internships/${SEED_PUBLISHED_INTERNSHIP_SLUG}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Climate Data Analyst Intern" })).toBeVisible();
    for (const heading of ["Description", "Requirements", "How to apply", "Ready to apply?"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText(/^Posted /)).toBeVisible();
    await expect(page.getByText(/Apply by /)).toBeVisible();
    const apply = page.getByRole("link", { name: /^Apply now/ }).first();
    await expect(apply).toHaveAttribute("target", "_blank");
    await expect(apply).toHaveAttribute("rel", "nofollow noopener noreferrer");
    await expect(apply).toHaveAttribute("href", `/apply/${SEED_PUBLISHED_INTERNSHIP_SLUG}`);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => (JSON.parse(text) as { "@type": string })["@type"])).toContain("JobPosting");
    await page.getByRole("link", { name: "← Back to opportunities" }).click();
    await expect(page).toHaveURL(/\/(\?[^#]*)?#opportunities$/);
  });

  test("'← Back to opportunities' returns to the search and filters the card was opened from", async ({ page, jsEnabled }) => {
    await page.goto("/?type=internship&query=climate data analyst&duration=3-6");
    await cards(page).first().getByRole("heading").getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name: "Climate Data Analyst Intern" })).toBeVisible();
    const back = page.getByRole("link", { name: "← Back to opportunities" });
    // Listing pages are cached for everyone: the visitor's search is added in the browser.
    if (!jsEnabled) return expect(back).toHaveAttribute("href", "/#opportunities");
    await back.click();
    await expect(page).toHaveURL(/\/\?.*query=climate.*#opportunities$/);
    await expect(page).toHaveURL(/duration=3-6/);
    await expect(chips(page)).toContainText("3-6 months");
  });

  test("answers 301 to the listing's own prefix", async ({ page, request }) => {
    const response = await request.get(`/internships/${SEED_PUBLISHED_FELLOWSHIP_SLUG}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe(`/fellowships/${SEED_PUBLISHED_FELLOWSHIP_SLUG}`);
    await page.goto(`/scholarships/${SEED_PUBLISHED_FELLOWSHIP_SLUG}`);
    await expect(page).toHaveURL(new RegExp(`/fellowships/${SEED_PUBLISHED_FELLOWSHIP_SLUG}$`));
  });

  test("shows 'Job Not Found' with a 404 for an unknown listing", async ({ page }) => {
    const response = await page.goto("/jobs/this-listing-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Job Not Found" })).toBeVisible();
    await expect(page.getByText("The job listing you're looking for doesn't exist or has been removed.")).toBeVisible();
    await page.getByRole("link", { name: "Back to opportunities" }).click();
    await expect(page).toHaveURL(/\/#opportunities$/);
  });

  test("keeps a closed listing visible, marked closed, without Apply now or job-posting markup", async ({
    page,
    request,
  }) => {
    const response = await page.goto(`/internships/${SEED_EXPIRED_OPPORTUNITY_SLUG}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText(/This opportunity is closed/)).toBeVisible();
    await expect(page.getByRole("link", { name: /Apply now/ })).toHaveCount(0);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    const search = await request.get(`/api/opportunities/search?query=health data entry`);
    const slugs = ((await search.json()) as { slug: string }[]).map((r) => r.slug);
    expect(slugs).not.toContain(SEED_EXPIRED_OPPORTUNITY_SLUG);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain(SEED_EXPIRED_OPPORTUNITY_SLUG);
    expect(sitemap).toContain(`/internships/${SEED_PUBLISHED_INTERNSHIP_SLUG}</loc>`);
  });
});

test.describe("labels, badges and demo data", () => {
  test("one label per duration: the filter, the chip, the card and the listing say '1-3 months'", async ({ page, jsEnabled }) => {
    await page.goto("/?type=internship");
    const durations = await page.locator("select[name='duration'] option").allInnerTexts();
    expect(durations).toEqual(["Any duration", "1-3 months", "3-6 months", "6+ months"]);
    await chooseFilter(page, jsEnabled, "duration", "0-3");
    await expect(chips(page)).toContainText("1-3 months");
    await expect(cards(page).first()).toContainText("1-3 months");
    await expect(page.locator("#results")).not.toContainText("0-3m");
  });

  test("featured listings carry a Featured badge in the results", async ({ page, request }) => {
    // The API's internships include the legacy jobs (negative ids, decision 316), which the board's Jobs tab lists.
    const found = (await (await request.get("/api/opportunities/search?featured=true&type=internship")).json()) as { id: number; title: string }[];
    const featured = found.filter((item) => item.id > 0);
    expect(featured.length).toBeGreaterThan(0);
    await page.goto(`/?type=internship&query=${encodeURIComponent(featured[0]!.title)}`);
    const card = cards(page).filter({ hasText: featured[0]!.title }).first();
    await expect(card.getByText("Featured", { exact: true })).toBeVisible();
  });

  test("a fresh board has verified organisations, so 'Verified organisations only' finds listings", async ({ page, request }) => {
    expect(await apiTotal(request, "verified=true")).toBeGreaterThan(0);
    await page.goto("/?type=internship&verified=true");
    await expect(cards(page).first()).toBeVisible();
    await expect(cards(page).first().getByRole("img", { name: "Verified organisation" })).toBeVisible();
  });

  test("a filter applied from the keyboard keeps focus in the filters, not at the top of the page", async ({ page, jsEnabled }) => {
    test.skip(!jsEnabled, "without JavaScript the Apply button loads a new page");
    await page.goto("/?type=internship");
    await ready(page);
    const duration = page.getByLabel("Duration");
    await duration.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Tab");
    await expect(page).toHaveURL(/duration=0-3/);
    await expect(chips(page)).toContainText("1-3 months");
    await page.waitForTimeout(300);
    const focused = await page.evaluate(() => document.activeElement?.closest("#filter-panel") !== null && document.activeElement !== document.body);
    expect(focused).toBe(true);
  });
});
