/**
 * Hindi readers count like English ones (decision 291): a view and an apply click on a /hi listing
 * page move the poster's numbers, with a line per language, and a search on /hi moves the Hindi row
 * of the team's languages table. Visitors are browser contexts of their own, JavaScript on and off.
 */
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { approvePending, signInAsAdmin } from "./support/admin";
import { expect, test } from "./support/fixtures";
import { internshipPayload } from "./support/listings";
import { linkIn, uniqueAddress, waitForMail } from "./support/mail";

test.describe.configure({ timeout: 120_000 });

const MANAGE_LINK = /http:\/\/127\.0\.0\.1:\d+\/manage\/[A-Za-z0-9_-]{43}/;
/** A person's browser (headless Chromium names itself a bot). */
const PERSON_USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const randomAddress = () => `203.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

async function visitor(browser: Browser, javaScriptEnabled: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled,
    userAgent: PERSON_USER_AGENT,
    extraHTTPHeaders: { "X-Forwarded-For": randomAddress() },
  });
  await context.route("https://rivers.example.org/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>Apply</title>" }));
  return context;
}

/** The Hindi row's board searches on /admin/insights (the admin is signed in). */
async function hindiSearches(page: Page): Promise<number> {
  await page.goto("/admin/insights");
  const row = page.getByRole("region", { name: "Languages" }).getByRole("row", { name: /^Hindi / });
  const cell = row.locator("td[data-column='4']");
  return Number((await cell.textContent())!.replace(/,/g, ""));
}

test("a view and an apply click on /hi move the poster's count, and a search on /hi the insights table, by language", async ({
  page,
  browser,
  jsEnabled,
}) => {
  const email = uniqueAddress(`hindi-count-${test.info().project.name}`);
  const title = `River survey intern ${Date.now().toString(36)}${test.info().project.name}`;
  const created = await page.request.post("/api/opportunities", {
    data: internshipPayload({ title, organizationName: "River Friends Trust", posterEmail: email, applicationUrl: "https://rivers.example.org/apply" }),
  });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  await signInAsAdmin(page);
  await approvePending(page, title);
  const manage = linkIn(await waitForMail(email, { subject: "Your internship is live" }), MANAGE_LINK);
  const searchesBefore = await hindiSearches(page);

  // A Hindi reader opens the listing three times, applies through the Hindi apply link, and searches on /hi.
  const hindi = await visitor(browser, jsEnabled);
  const hindiPage = await hindi.newPage();
  for (let i = 0; i < 3; i++) await hindiPage.goto(`/hi/internships/${slug}`);
  const apply = hindiPage.locator(`a[href="/hi/apply/${slug}"]`).first();
  const [applicationSite] = await Promise.all([hindi.waitForEvent("page"), apply.click()]);
  await expect(applicationSite).toHaveURL("https://rivers.example.org/apply");
  await hindiPage.goto("/hi?query=river");
  // An English reader only looks.
  const english = await visitor(browser, jsEnabled);
  await (await english.newPage()).goto(`/internships/${slug}`);
  await Promise.all([hindi.close(), english.close()]);

  await expect(async () => {
    await page.goto(manage);
    await expect(page.getByTestId("listing-totals")).toHaveText("Your listing: 2 views, 1 apply clicks", { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  const split = page.getByRole("list", { name: "By language" });
  await expect(split.getByRole("listitem")).toHaveText(["In English: 1 views, 0 apply clicks", "In Hindi: 1 views, 1 apply clicks"]);
  // The Hindi manage page names the languages in Hindi.
  await page.goto(manage.replace("/manage/", "/hi/manage/"));
  await expect(page.getByRole("list", { name: "भाषा के अनुसार" }).getByRole("listitem")).toHaveCount(2);

  await expect(async () => expect(await hindiSearches(page)).toBeGreaterThan(searchesBefore)).toPass({ timeout: 15_000 });
});
