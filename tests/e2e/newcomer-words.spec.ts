/**
 * What a newcomer trips on, with JavaScript on and off (axe on every page): clean board addresses,
 * one meaning per word, jobs posted from /submit, an import that says what it needs, /submit's
 * messages, and the home and insights at phone widths.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { formWait, ready } from "./support/page";
import { signInAsAdmin } from "./support/admin";

test.describe.configure({ timeout: 120_000 });

/** The address's query, in order. */
const searchOf = (page: Page) => new URL(page.url()).search;

test("a board address leaves its defaults out, and one that carries them redirects to its clean form", async ({ page, jsEnabled }) => {
  await page.goto("/?query=&type=internship&category=all&duration=any&stipend=all-options&minStipend=0&location=worldwide&state=&city=&postedWithin=any&sortBy=relevant");
  expect(searchOf(page)).toBe("?type=internship");
  await ready(page);

  const select = page.locator("select[name='duration']");
  if (jsEnabled) await select.dispatchEvent("pointerdown");
  await select.selectOption("3-6");
  if (!jsEnabled) await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/duration=3-6/);
  expect(searchOf(page)).toBe("?type=internship&duration=3-6");
  // Without JavaScript the address changes before the new page is read: Enter sends only the fields read by then.
  await page.waitForLoadState();
  await expect(select).toHaveValue("3-6");

  await page.getByRole("searchbox", { name: "Search opportunities" }).fill("climate");
  await page.getByRole("searchbox", { name: "Search opportunities" }).press("Enter");
  await expect(page).toHaveURL(/query=climate/);
  expect(searchOf(page)).toMatch(/^\?query=climate&type=[a-z]+&anyTab=1&duration=3-6$/);
});

/** Fills the Job form of /submit in English or Hindi. */
async function fillJobForm(page: Page, hindi: boolean, title: string) {
  const l = hindi
    ? { org: "संस्था का नाम", title: "नौकरी का पद", category: "श्रेणी", location: "काम की जगह", city: /^शहर/, salary: "वेतन (वैकल्पिक)", description: "विवरण", requirements: "योग्यता", instructions: "आवेदन कैसे करें", url: "आवेदन का लिंक (URL)", terms: /^मैं नियम और शर्तों .*से सहमत हूँ$/ }
    : { org: "Organisation name", title: "Job title", category: "Category", location: "Location type", city: /^City/, salary: "Salary (optional)", description: "Description", requirements: "Requirements", instructions: "Application instructions", url: "Application URL", terms: "I agree to the Terms and Conditions" };
  await page.getByLabel(l.org).fill("Neer Jobs Trust");
  await page.getByLabel(l.title).fill(title);
  await page.getByLabel(l.category).selectOption("data");
  await page.getByRole("group").getByRole("checkbox").first().check();
  await page.getByLabel(l.location).selectOption("In-Person (On-Site)");
  await page.getByRole("combobox", { name: l.city }).fill("Pune");
  await page.getByLabel(l.salary).fill("₹25,000 a month");
  await page.getByLabel(l.description).fill("Run the water quality programme across twelve villages with the field team and the gram panchayats.");
  await page.getByLabel(l.requirements).fill("Three years of field work in water or sanitation programmes.");
  await page.getByLabel(l.instructions).fill("Apply with your CV and a short note.");
  await page.getByLabel(l.url).fill("https://neer.example.org/jobs");
  await page.getByLabel(l.terms).check();
}

// One language per project (docs/decisions/400): English with JavaScript, Hindi without.
test("a job posted from /submit, in English with JavaScript and in Hindi without, reaches the Jobs tab after approval", async ({ page, jsEnabled }) => {
  const hindi = !jsEnabled;
  const title = `${hindi ? "Jal" : "Water"} programme officer ${test.info().project.name}${Date.now().toString(36)}`;
  await page.goto(hindi ? "/hi/submit?type=job" : "/submit?type=job");
  const servedAt = Date.now();
  await ready(page);
  await expect(page.getByRole("heading", { level: 1, name: hindi ? "नौकरी पोस्ट करें" : "Submit a Job" })).toBeVisible();
  await expect(page.locator("select[name='duration']")).toHaveCount(0);
  await fillJobForm(page, hindi, title);
  const wait = formWait(servedAt);
  if (wait > 0) await page.waitForTimeout(wait);
  await page.getByRole("button", { name: hindi ? "नौकरी भेजें" : "Submit job" }).click();
  await expect(page.getByRole("heading", { name: hindi ? "धन्यवाद! आपकी नौकरी हमें मिल गई है।" : "Thank you! Your job has been submitted." })).toBeVisible();

  await signInAsAdmin(page);
  await page.goto("/admin/pending");
  await ready(page);
  await page.getByRole("button", { name: `Approve ${title}` }).click();
  await expect(page.getByRole("button", { name: `Approve ${title}` })).toHaveCount(0);
  await page.goto("/");
  // The header's menu lists the Jobs tab while open jobs exist.
  await page.getByRole("banner").getByText("All opportunities", { exact: true }).first().click();
  await page.getByRole("banner").getByRole("link", { name: "Jobs", exact: true }).first().click();
  await expect(page).toHaveURL(/type=job/);
  await page.goto(`/?query=${encodeURIComponent(title)}&type=job`);
  await expect(page.getByRole("link", { name: title, exact: true })).toBeVisible();
});

test("an import CSV with a company column goes through and names Pending Approvals", async ({ page }) => {
  const stamp = `${test.info().project.name}${Date.now().toString(36)}`;
  const row = (title: string) =>
    `${title},Nadi Bachao ${stamp},"Walk the river with the survey team, record what you find and help write the yearly report.","Comfortable outdoors, careful with notes and data.",Apply online,https://nadibachao.example.org/apply,data,Remote,1-3 months`;
  const csv = ["title,company,description,requirements,applicationInstructions,applicationUrl,category,location,duration", row(`River survey ${stamp}`), row(`River data ${stamp}`)].join("\n");
  await signInAsAdmin(page);
  await page.goto("/admin/import");
  await ready(page);
  const columns = page.getByRole("region", { name: "Import columns" });
  await expect(columns.getByRole("row", { name: /^requirements Required 30 to 1000 characters/ })).toBeVisible();
  await page.getByRole("radio", { name: "CSV" }).check();
  await page.getByLabel("Import data").fill(csv);
  await page.getByRole("button", { name: "Import Opportunities" }).click();
  const pending = page.getByRole("link", { name: "2 rows wait in Pending Approvals" });
  await expect(pending).toBeVisible();
  await pending.click();
  await expect(page.getByRole("heading", { name: "Pending Approvals" })).toBeVisible();
  await expect(page.getByRole("button", { name: `Approve River survey ${stamp}` })).toBeVisible();
});

test("/submit checks before sending, never leads with the anti-bot wait, and completes an address with https://", async ({ page, jsEnabled }) => {
  await page.goto("/submit");
  await ready(page);
  let posted = 0;
  page.on("request", (request) => void (request.method() === "POST" && posted++));
  await page.getByRole("button", { name: "Submit internship" }).click();
  const firstError = page.locator("[id$='-error']").filter({ hasText: /\S/ }).first();
  await expect(firstError).toBeVisible();
  await expect(page.getByText("Please wait a few seconds and submit again")).toHaveCount(0);
  // With JavaScript nothing was sent: the browser's checks ran first.
  if (jsEnabled) expect(posted).toBe(0);
  // An address without https:// is completed and shown before saving: as the field is left with
  // JavaScript, by the server's answer without it.
  const url = page.getByLabel("Application URL");
  await url.fill("nadibachao.example.org/apply");
  if (jsEnabled) await url.blur();
  else await page.getByRole("button", { name: "Submit internship" }).click();
  await expect(page.getByLabel("Application URL")).toHaveValue("https://nadibachao.example.org/apply");
  // The fellowship's city is simply optional: it has no location type.
  await page.goto("/submit?type=fellowship");
  await expect(page.getByRole("combobox", { name: "City (optional)" })).toBeVisible();
});
