/**
 * What seekers filter and find by (decisions 315-317): the minimum stipend, how recently a
 * listing was posted, the Jobs tab, and each type's plural address, with JavaScript on and off,
 * in English and Hindi. Expected counts come from the JSON API, whose internships include the
 * legacy jobs (the board's Internships tab does not: internships = API internships - API jobs).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { SEED_PUBLISHED_JOB_SLUG } from "../../db/seed-data";
import { expect, test } from "./support/fixtures";
import { ready } from "./support/page";

const tabs = (page: Page, name: string) => page.getByRole("navigation", { name });
const cards = (page: Page) => page.locator("#results li[id^='result-']");
const countLabel = (page: Page) => page.locator("#results [role='status']");

async function apiCount(request: APIRequestContext, query: string) {
  const response = await request.get(`/api/opportunities/search?${query}&limit=1`);
  expect(response.ok()).toBe(true);
  return Number(response.headers()["x-total-count"]);
}

async function choose(page: Page, jsEnabled: boolean, name: string, value: string, apply: string) {
  const urlBefore = page.url();
  const select = page.locator(`select[name='${name}']`);
  // With JavaScript the select applies on a pointer's change only once the board has hydrated.
  await ready(page);
  if (jsEnabled) await select.dispatchEvent("pointerdown");
  await select.selectOption(value);
  if (!jsEnabled) await page.getByRole("button", { name: apply }).click();
  await expect(page).not.toHaveURL(urlBefore);
}

for (const language of [
  { prefix: "", apply: "Apply", count: (n: number) => `${n} ${n === 1 ? "internship" : "internships"}`, chip: "Last 7 days", stipend: "₹15,000+ a month" },
  { prefix: "/hi", apply: "लागू करें", count: (n: number) => `${n} इंटर्नशिप`, chip: "पिछले 7 दिन", stipend: "₹15,000+ प्रति माह" },
]) {
  test(`filters by minimum stipend and by "posted within 7 days" (${language.prefix || "/en"})`, async ({ page, request, jsEnabled }) => {
    test.slow(); // several pages, each checked by axe
    await page.goto(`${language.prefix || "/"}?type=internship`);
    await choose(page, jsEnabled, "minStipend", "15000", language.apply);
    await expect(page).toHaveURL(/[?&]minStipend=15000/);
    const paying = (await apiCount(request, "type=internship&minStipend=15000")) - (await apiCount(request, "type=job&minStipend=15000"));
    expect(paying).toBeGreaterThan(0);
    await expect(countLabel(page)).toHaveText(language.count(paying));
    await expect(page.getByRole("list", { name: /Active filters|लागू फ़िल्टर/ }).getByText(language.stipend)).toBeVisible();
    // Every card shown pays at least ₹15,000 a month.
    for (const text of await cards(page).allTextContents()) {
      const amount = Number(/₹([\d,]+)/.exec(text)?.[1]?.replace(/,/g, ""));
      expect(amount, text).toBeGreaterThanOrEqual(15000);
    }
    await choose(page, jsEnabled, "postedWithin", "7d", language.apply);
    await expect(page).toHaveURL(/[?&]postedWithin=7d/);
    const fresh =
      (await apiCount(request, "type=internship&minStipend=15000&postedWithin=7d")) -
      (await apiCount(request, "type=job&minStipend=15000&postedWithin=7d"));
    if (fresh > 0) await expect(countLabel(page)).toHaveText(language.count(fresh));
    await expect(page.locator("select[name='postedWithin']")).toHaveValue("7d");
    await expect(page.getByRole("list", { name: /Active filters|लागू फ़िल्टर/ }).getByText(language.chip)).toBeVisible();
  });
}

test("the Jobs tab lists the jobs and the Internships tab none", async ({ page, request }) => {
  test.slow();
  await page.goto("/?type=internship");
  const nav = tabs(page, "Opportunity types");
  await expect(nav.getByRole("link", { name: /^Jobs/ })).toBeVisible();
  await expect(page.locator(`#results a[href^='/jobs/']`)).toHaveCount(0);
  await page.goto("/?type=internship&show=200");
  await expect(page.locator(`#results a[href^='/jobs/']`)).toHaveCount(0);
  await page.goto("/?type=internship");
  await nav.getByRole("link", { name: /^Jobs/ }).click();
  await expect(page).toHaveURL(/type=job/);
  await expect(nav.getByRole("link", { name: /^Jobs/ })).toHaveAttribute("aria-current", "page");
  const jobs = await apiCount(request, "type=job");
  expect(jobs).toBeGreaterThan(0);
  await expect(countLabel(page)).toHaveText(`${jobs} ${jobs === 1 ? "job" : "jobs"}`);
  await expect(cards(page).first().locator("a[href^='/jobs/']").first()).toBeVisible();
  await page.goto("/?type=job&show=200");
  await expect(page.locator(`#results a[href='/jobs/${SEED_PUBLISHED_JOB_SLUG}']`).first()).toBeVisible();
  // Hindi: the tab and its count in Hindi.
  await page.goto("/hi?type=job");
  await expect(tabs(page, "अवसर के प्रकार").getByRole("link", { name: /^नौकरियाँ/ })).toHaveAttribute("aria-current", "page");
  await expect(countLabel(page)).toHaveText(`${jobs} ${jobs === 1 ? "नौकरी" : "नौकरियाँ"}`);
});

test("each type's plural address opens its tab of the board, in both languages", async ({ page }) => {
  for (const [from, to] of [
    ["/internships", /\/\?type=internship#opportunities$/],
    ["/fellowships?category=design", /\/\?category=design&type=fellowship#opportunities$/],
    ["/courses", /\/\?type=course#opportunities$/],
    ["/jobs", /\/\?type=job#opportunities$/],
    ["/hi/jobs", /\/hi\?type=job#opportunities$/],
  ] as const) {
    await page.goto(from);
    await expect(page).toHaveURL(to);
    await expect(page.locator("#opportunities")).toBeVisible();
  }
});

for (const language of [
  { prefix: "", heading: "Organisations", search: "Search organisations by name", button: "Search" },
  { prefix: "/hi", heading: "संस्थाएँ", search: "संस्थाएँ नाम से खोजें", button: "खोजें" },
]) {
  test(`the organisation directory lists, searches and opens organisations (${language.prefix || "/en"})`, async ({ page }) => {
    await page.goto(`${language.prefix}/organizations`);
    await expect(page.getByRole("heading", { level: 1, name: language.heading })).toBeVisible();
    const entries = page.getByRole("list", { name: language.heading }).locator(":scope > li");
    await expect(entries.first()).toBeVisible();
    const name = (await entries.first().getByRole("heading", { level: 2 }).getByRole("link").textContent())!.trim();
    await page.getByRole("searchbox", { name: language.search }).fill(name.slice(0, 6));
    await page.getByRole("button", { name: language.button, exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=/);
    const link = page.getByRole("list", { name: language.heading }).getByRole("link", { name, exact: true });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${language.prefix}/organizations/[a-z0-9-]+$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  });
}
