/**
 * The search understands what seekers type (decisions 295-297), with JavaScript on and off, on
 * the English board, on /hi and in the JSON API: the type words, Hindi and Hinglish for English
 * listings, romanised Hindi for a Hindi listing, typos (and the page says what it searched
 * for), synonyms. Axe runs on every page.
 */
import type { Page } from "@playwright/test";
import { approvePending, signInAsAdmin } from "./support/admin";
import { checkedOnce, expect, test } from "./support/fixtures";
import { ready } from "./support/page";

test.describe.configure({ timeout: 420_000 });

const CLIMATE_DATA = "Climate Data Analyst Intern";
const TEACHER = "Teacher Training Support Intern";
const WATER = "Water Quality Field Research Intern";

/** The issue's table: [query, the tab it is searched from, a listing it must find among the first hundred, the corrected words the page names]. */
const TABLE: [query: string, type: string, title: string, corrected?: string][] = [
  ["internship", "internship", CLIMATE_DATA],
  ["internships", "internship", CLIMATE_DATA],
  ["paid internship", "internship", CLIMATE_DATA],
  ["इंटर्नशिप", "internship", CLIMATE_DATA],
  ["शिक्षा", "internship", TEACHER],
  ["पर्यावरण", "internship", WATER],
  ["डेटा", "internship", CLIMATE_DATA],
  ["डिज़ाइन", "internship", "Visual Design Intern - Ocean Campaigns"],
  ["मुंबई", "internship", "Customer Success Intern - Employer Relations"],
  ["बेंगलुरु", "internship", CLIMATE_DATA],
  ["paryavaran", "internship", WATER],
  ["shiksha", "internship", TEACHER],
  ["bangalor", "internship", CLIMATE_DATA, "bangalore"],
  ["enviroment", "internship", WATER, "environment"],
  ["fellowhsip", "fellowship", "Women in Tech Fellowship", "fellowship"],
  ["wfh", "internship", CLIMATE_DATA],
  ["work from home", "internship", CLIMATE_DATA],
  ["NGO", "course", "Digital Marketing for Nonprofits"],
];

const results = (page: Page) => page.locator("#results");

async function expectFound(page: Page, prefix: "" | "/hi", [query, type, title, corrected]: (typeof TABLE)[number]) {
  // A hundred results: other tests' listings (newer, many in the same causes) join the demo's on the shared server.
  await page.goto(`${prefix}/?${new URLSearchParams({ query, type, show: "100" })}`.replace("/hi/?", "/hi?"));
  await expect(results(page).getByRole("link", { name: title }).first(), `${prefix} "${query}"`).toBeVisible();
  if (corrected) {
    const said = prefix ? `“${corrected}” के नतीजे दिखाए जा रहे हैं` : `Showing results for “${corrected}”`;
    await expect(page.getByTestId("search-correction")).toHaveText(said);
  } else await expect(page.getByTestId("search-correction")).toHaveCount(0);
}

/**
 * The board's pages, for one row of each kind (a Hindi word, romanised Hindi, a typo the page names, a
 * phrase): the whole table is read from the JSON API below and, with every other query of the quality set,
 * from the search itself (tests/integration/search/quality.test.ts).
 */
const ON_THE_BOARD = ["इंटर्नशिप", "paryavaran", "bangalor", "work from home"];

test("a query of each kind finds what a seeker expects on the English board and on /hi", async ({ page }) => {
  checkedOnce();
  const rows = TABLE.filter(([query]) => ON_THE_BOARD.includes(query));
  expect(rows).toHaveLength(ON_THE_BOARD.length);
  for (const prefix of ["", "/hi"] as const) for (const row of rows) await expectFound(page, prefix, row);
});

test("a type word typed in the search box finds every listing of the type, and the tab counts follow", async ({ page }) => {
  await page.goto("/?type=fellowship");
  await ready(page);
  await page.getByRole("searchbox", { name: "Search opportunities" }).fill("internships");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const tab = (name: string) => page.getByRole("navigation", { name: "Opportunity types" }).getByRole("link", { name: new RegExp(`^${name}`) });
  await expect(tab("Internships")).toHaveAttribute("aria-current", "page");
  await expect(tab("Fellowships")).toHaveAccessibleName("Fellowships 0 matches");
  await expect(tab("Courses")).toHaveAccessibleName("Courses 0 matches");
  await expect(results(page).getByRole("link", { name: CLIMATE_DATA }).first()).toBeVisible();

  // In Hindi, from the Hindi search box.
  await page.goto("/hi?type=course");
  await ready(page);
  await page.getByRole("searchbox", { name: "अवसर खोजें" }).fill("इंटर्नशिप");
  await page.getByRole("searchbox", { name: "अवसर खोजें" }).press("Enter");
  await expect(results(page).getByRole("link", { name: CLIMATE_DATA }).first()).toBeVisible();
});

test("a corrected search that still finds nothing in its tab offers the corrected words", async ({ page }) => {
  await page.goto("/?type=course&query=bangalor");
  await expect(page.getByText("No courses found matching your criteria")).toBeVisible();
  const offer = page.getByRole("link", { name: "Did you mean “bangalore”?" });
  await expect(offer).toBeVisible();
  await offer.click();
  await expect(results(page).getByRole("link", { name: CLIMATE_DATA }).first()).toBeVisible();
  await page.goto("/hi?type=course&query=bangalor");
  await expect(page.getByRole("link", { name: "क्या आप “bangalore” खोजना चाहते थे?" })).toBeVisible();
});

test("romanised Hindi finds a listing written in Hindi", async ({ page }, testInfo) => {
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`.replace(/[^a-z0-9]/g, "");
  const title = `पुस्तकालय सहायक ${tag}`;
  const response = await page.request.post("/api/opportunities", {
    data: {
      data: {
        title,
        organizationName: "पुस्तक ट्रस्ट",
        opportunityType: "internship",
        description: "गाँव के बच्चों के लिए किताबें चुनना और पढ़ना सिखाना, हर शनिवार पुस्तक मेला लगाना।",
        requirements: "हिंदी में पढ़ने और लिखने में रुचि।",
        applicationInstructions: "अपना परिचय भेजें।",
        applicationUrl: "https://pustak.example.org/apply",
        location: "Remote (Work From Home)",
      },
      attributes: { category: "other", duration: "1-3 months", hasPaid: false },
    },
  });
  expect(response.status()).toBe(201);
  await signInAsAdmin(page);
  await approvePending(page, title);
  for (const path of ["/", "/hi"]) {
    await page.goto(`${path}?${new URLSearchParams({ query: `pustak ${tag}` })}`);
    await expect(results(page).getByRole("link", { name: title }).first()).toBeVisible();
  }
  const api = await page.request.get(`/api/opportunities/search?${new URLSearchParams({ query: `pustak ${tag}` })}`);
  expect(((await api.json()) as { title: string }[]).map((r) => r.title)).toEqual([title]);
});

test("the JSON API answers the table as the board does, and names a correction", async ({ request }) => {
  checkedOnce();
  for (const [query, type, title, corrected] of TABLE) {
    const response = await request.get(`/api/opportunities/search?${new URLSearchParams({ query, type, limit: "100" })}`);
    expect(response.status(), query).toBe(200);
    expect(((await response.json()) as { title: string }[]).map((r) => r.title), query).toContain(title);
    const header = response.headers()["x-search-corrected-query"];
    expect(header === undefined ? undefined : decodeURIComponent(header), query).toBe(corrected);
  }
  const odd = await request.get(`/api/opportunities/search?${new URLSearchParams({ query: '"*-^() NEAR( शि्ं' })}`);
  expect(odd.status()).toBe(200);
});
