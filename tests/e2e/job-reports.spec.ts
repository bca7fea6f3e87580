/**
 * Jobs as a full type, with JavaScript on and off, in English and Hindi: a job page links its
 * organisation, whose page lists the job; the job is reported from its page ("Report this
 * listing") and the admin decides the report on the Reports tab, where it shows as a job.
 * Every page visited is checked by axe (the fixtures).
 */
import { signInAsAdmin } from "./support/admin";
import { addPendingLegacyJob } from "./support/database";
import { expect, test } from "./support/fixtures";
import { expectToast, noJs, ready } from "./support/page";

test.describe.configure({ timeout: 180_000 });

const word = () => `zq${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}${noJs() ? "n" : "j"}`;
const address = (n: number) => `10.7${noJs() ? 2 : 1}.${Math.floor(Math.random() * 250)}.${n}`;

test("a job page links its organisation, which lists the job; the job is reported and the admin closes it", async ({ page }) => {
  const title = `Reported job ${word()}`;
  const job = addPendingLegacyJob(title, "published");
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address(1) });

  await page.goto(`/jobs/${job.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: job.company, exact: true }).click();
  await expect(page).toHaveURL(/\/organizations\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: job.company })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: title })).toBeVisible();

  await page.goto(`/jobs/${job.slug}`);
  await page.getByRole("link", { name: "Report this listing" }).click();
  await expect(page).toHaveURL(new RegExp(`/report/${job.slug}$`));
  const servedAt = Date.now();
  await expect(page.getByRole("heading", { level: 1, name: "Report this listing" })).toBeVisible();
  await ready(page);
  await page.getByRole("radio", { name: "Position is filled or closed" }).check();
  const details = `The job closed last week ${word()}`;
  await page.getByLabel(/^Details/).fill(details);
  const wait = 1_200 - (Date.now() - servedAt);
  if (wait > 0) await page.waitForTimeout(wait);
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Back to the listing" }).first()).toHaveAttribute("href", `/jobs/${job.slug}`);

  await signInAsAdmin(page);
  await page.goto("/admin/reports");
  const card = page.getByRole("article", { name: title });
  await expect(card.getByText(details)).toBeVisible();
  await expect(card.getByText(job.company)).toBeVisible();
  await expect(card.getByRole("link", { name: `Open in editor ${title}` })).toHaveAttribute("href", /\/admin\/jobs\/\d+\/edit$/);
  await ready(page);
  await card.getByRole("button", { name: `Close listing ${title}` }).click();
  await expectToast(page, "Reports updated");
  await expect(page.getByRole("article", { name: title })).toHaveCount(0);
  await page.goto(`/jobs/${job.slug}`);
  await expect(page.getByText("This opportunity is closed. It no longer accepts applications.")).toBeVisible();
});

test("a job reported from its Hindi page, with its Hindi organisation link", async ({ page }) => {
  const title = `Hindi reported job ${word()}`;
  const job = addPendingLegacyJob(title, "published");
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address(2) });

  await page.goto(`/hi/jobs/${job.slug}`);
  await expect(page.getByRole("main").getByRole("link", { name: job.company, exact: true })).toHaveAttribute("href", /^\/hi\/organizations\//);
  await page.getByRole("link", { name: "इस लिस्टिंग की शिकायत करें" }).click();
  await expect(page).toHaveURL(new RegExp(`/hi/report/${job.slug}$`));
  const servedAt = Date.now();
  await ready(page);
  if (!noJs()) {
    await page.getByRole("button", { name: "शिकायत भेजें" }).click();
    await expect(page.getByText("कृपया कोई कारण चुनें")).toBeVisible();
  }
  await page.getByRole("radio", { name: "कुछ और" }).check();
  const wait = 1_200 - (Date.now() - servedAt);
  if (wait > 0) await page.waitForTimeout(wait);
  await page.getByRole("button", { name: "शिकायत भेजें" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "धन्यवाद" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/hi/report/${job.slug}\\?sent=1$`));
  await expect(page.getByRole("main").getByRole("link", { name: "लिस्टिंग पर वापस जाएँ" }).first()).toHaveAttribute("href", `/hi/jobs/${job.slug}`);
});
