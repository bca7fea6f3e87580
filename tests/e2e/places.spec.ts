/**
 * Finding listings by place, with JavaScript on and off (axe on every page): a city by any
 * of its names, a state, remote listings included in a place search unless excluded, the
 * City and State filters with their counts, the city on cards, listing pages and JSON-LD.
 */
import type { Page } from "@playwright/test";
import { approvePending, signInAsAdmin } from "./support/admin";
import { expect, test } from "./support/fixtures";
import { noJs, ready, uniqueTag } from "./support/page";

test.describe.configure({ timeout: 120_000 });

const token = uniqueTag;

async function post(page: Page, data: Record<string, unknown>) {
  const response = await page.request.post("/api/opportunities", {
    data: {
      data: {
        organizationName: "Konkan Coast Trust",
        description: "Map the mangroves of the Konkan coast with fishing communities and write what you learn.",
        requirements: "Students who like boats, notebooks and long walks on mudflats.",
        applicationInstructions: "Apply with a short note about a coast you know.",
        applicationUrl: "https://konkan.example.org/apply",
        ...data,
      },
      attributes: { category: "data", duration: "6+ months", causes: "education", hasPaid: false },
    },
  });
  expect(response.status()).toBe(201);
}

const results = (page: Page) => page.locator("#results");

test("a fellowship posted in Bombay is found as Mumbai, by its state and by the filters; remote listings join a place search", async ({
  page,
}) => {
  const tag = token();
  const fellowship = `Mangrove fellow ${tag}`;
  const remote = `Remote mangrove mapper ${tag}`;
  await post(page, { title: fellowship, opportunityType: "fellowship", city: "Bombay" });
  await post(page, { title: remote, opportunityType: "internship", location: "Remote (Work From Home)" });
  await signInAsAdmin(page);
  await approvePending(page, fellowship);
  await approvePending(page, remote);

  // Another name of the city finds it; the board shows the canonical name.
  await page.goto(`/?type=fellowship&city=Bombay&query=${tag}#opportunities`);
  const card = results(page).locator("article").filter({ hasText: fellowship });
  await expect(card).toContainText("Mumbai");
  await expect(page.getByRole("link", { name: "Remove filter Mumbai" })).toBeVisible();
  await expect(page.getByLabel("City", { exact: true })).toHaveValue("Mumbai");

  // Its state finds it too, chosen in the State filter (with its count).
  await page.goto(`/?type=fellowship&query=${tag}#opportunities`);
  await ready(page);
  const state = page.getByLabel("State", { exact: true });
  await expect(state.locator("option", { hasText: /^Maharashtra \(\d+\)$/ })).toHaveCount(1);
  // A choice made with a pointer applies at once (the native list cannot be driven: the press is dispatched).
  if (!noJs()) await state.dispatchEvent("pointerdown");
  await state.selectOption("Maharashtra");
  if (noJs()) await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/state=Maharashtra/);
  await expect(results(page).locator("article").filter({ hasText: fellowship })).toHaveCount(1);

  // A city search includes remote listings, labelled remote, with a link that leaves them out.
  await page.goto(`/?type=internship&city=mumbai&query=${tag}#opportunities`);
  const remoteCard = results(page).locator("article").filter({ hasText: remote });
  await expect(remoteCard).toContainText("Remote (Work From Home)");
  await expect(results(page)).toContainText("Remote listings are included.");
  await page.getByRole("link", { name: "Show only listings in this place" }).click();
  await expect(page).toHaveURL(/location=in-person/);
  await expect(results(page).locator("article").filter({ hasText: remote })).toHaveCount(0);

  // The search API takes any name of a city, and a state.
  const api = await page.request.get(`/api/opportunities/search?city=Bombay&query=${tag}`);
  expect(((await api.json()) as { title: string }[]).map((r) => r.title).sort()).toEqual([fellowship, remote].sort());
  const byState = await page.request.get(`/api/opportunities/search?type=fellowship&state=maharashtra&query=${tag}`);
  expect(((await byState.json()) as { title: string; city: string }[]).map((r) => [r.title, r.city])).toEqual([[fellowship, "Mumbai"]]);

  // The listing page names the city; its JSON-LD the locality and region.
  await page.goto(`/?type=fellowship&city=Bombay&query=${tag}#opportunities`);
  await results(page).getByRole("link", { name: fellowship }).click();
  await expect(page.getByRole("list", { name: "Key facts" })).toContainText("Mumbai");
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join("");
  expect(jsonLd).toContain('"addressLocality":"Mumbai","addressRegion":"Maharashtra"');
});
