/**
 * What works: a poster sees the views and apply clicks of their listing, the team sees the
 * weekly numbers and the searches that found nothing. Visitors are other browser contexts,
 * each with an address of its own (the e2e server trusts one proxy: X-Forwarded-For).
 */
import type { Browser } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";
import { expect, test } from "./support/fixtures";
import { uniqueAddress } from "./support/mail";
import { applyClick, approvedListing, randomAddress, visitor as visitorOf } from "./support/visitors";

test.describe.configure({ timeout: 120_000 });

const today = () => new Date().toISOString().slice(0, 10);

function uniqueWord(prefix: string) {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

const SITE = "https://wetlands.example.org";
const visitor = (browser: Browser, javaScriptEnabled: boolean, address: string) => visitorOf(browser, javaScriptEnabled, address, SITE);

test("a poster sees the views and apply clicks of their listing on the manage page, and as CSV", async ({ page, browser, jsEnabled }) => {
  const email = uniqueAddress(`insights-${test.info().project.name}`);
  const title = `Wetland bird census intern ${uniqueWord("w")}`;
  const { slug, manage } = await approvedListing(page, { title, organizationName: "Wetland Friends Collective", posterEmail: email, applicationUrl: "https://wetlands.example.org/apply" });

  // One visitor opens the page three times and applies; another only looks.
  const first = await visitor(browser, jsEnabled, randomAddress());
  const firstPage = await first.newPage();
  for (let i = 0; i < 3; i++) await firstPage.goto(`/internships/${slug}`);
  const apply = firstPage.getByRole("link", { name: /^Apply now/ }).first();
  await expect(apply).toHaveAttribute("href", `/apply/${slug}`);
  expect(await applyClick(first, apply, `/apply/${slug}`)).toBe(`${SITE}/apply`);
  const second = await visitor(browser, jsEnabled, randomAddress());
  await (await second.newPage()).goto(`/internships/${slug}`);
  await Promise.all([first.close(), second.close()]);

  await expect(async () => {
    await page.goto(manage);
    await expect(page.getByTestId("listing-totals")).toHaveText("Your listing: 2 views, 1 apply click", { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  const table = page.getByRole("table", { name: /Views and apply clicks per day/ });
  await expect(table.getByRole("row", { name: new RegExp(`^${today()} 2 1$`) })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download as CSV" })).toHaveAttribute("href", `${new URL(manage).pathname}/stats.csv`);
  // The Hindi manage page: the same panel in Hindi, days and numbers in hi-IN, the CSV the same file (decision 269).
  await page.goto(manage.replace("/manage/", "/hi/manage/"));
  await expect(page.getByTestId("listing-totals")).toHaveText("आपकी लिस्टिंग: 2 बार देखी गई, 1 आवेदन क्लिक");
  const hindiToday = new Intl.DateTimeFormat("hi-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date());
  const hindiTable = page.getByRole("table", { name: /^हर दिन देखे जाने और आवेदन क्लिक, पिछल/ });
  await expect(hindiTable.getByRole("row", { name: `${hindiToday} 2 1`, exact: true })).toBeVisible();
  await expect(page.getByText("सबसे ज़्यादा: 2")).toBeVisible();
  await expect(page.getByRole("link", { name: "CSV के रूप में डाउनलोड करें" })).toHaveAttribute("href", `${new URL(manage).pathname}/stats.csv`);
  const csv = await page.request.get(`${manage}/stats.csv`);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const lines = (await csv.text()).trim().split("\r\n");
  expect(lines[0]).toBe("date,views,apply_clicks");
  expect(lines.at(-1)).toBe(`${today()},2,1`);
});

test("the admin's insights show this week's submissions and a search three visitors made that found nothing", async ({
  page,
  browser,
  jsEnabled,
}) => {
  const query = uniqueWord("zzqx");
  for (let i = 0; i < 3; i++) {
    const someone = await visitor(browser, jsEnabled, randomAddress());
    const board = await someone.newPage();
    await board.goto(`/?query=${query}`);
    await expect(board.getByText(/^No .* found matching your criteria/).first()).toBeVisible();
    await someone.close();
  }
  await signInAsAdmin(page);
  await page.getByRole("link", { name: "Insights" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Insights" })).toBeVisible();
  const weekly = page.getByRole("table", { name: "Submissions, approvals and rejections per week" });
  // The newest week first: the seeded and posted listings were submitted this week.
  const thisWeek = weekly.getByRole("row").nth(1);
  expect(Number(await thisWeek.getByRole("cell").first().textContent())).toBeGreaterThan(0);

  const zero = page.getByRole("region", { name: "Top searches with no result, last 30 days" });
  await expect(async () => {
    await page.reload();
    await expect(zero.getByRole("link", { name: query })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(zero.getByRole("row", { name: new RegExp(`^${query} 3 3 0 `) })).toBeVisible();
  await expect(zero.getByRole("link", { name: query })).toHaveAttribute("href", `/?query=${query}`);

  const csv = await page.request.get("/admin/insights/searches.csv");
  expect(csv.status()).toBe(200);
  const text = await csv.text();
  expect(text.split("\r\n")[0]).toBe("query,visitors,searches,results");
  expect(text).toContain(`\r\n${query},3,3,0\r\n`);
});
