/**
 * The listing lifecycle as seekers meet it (docs/lifecycle.md), with JavaScript on and off: a closed
 * listing's page in every language says so and asks nothing (no Apply link, no JSON-LD, noindex); a
 * listing closing in three days says so on its board card and its page, with its calendar file.
 * Each test creates its own listings through the API; the deadlines are set in the e2e server's database.
 */
import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import { toolOnE2eDatabase, withE2eDatabase } from "./support/database";
import { checkedOnce, E2E_ADMIN, expect, test } from "./support/fixtures";
import { sayIn } from "./support/languages";
import { internshipPayload, publishThroughApi } from "./support/listings";
import { expectToast, noJs, ready } from "./support/page";
import { linkIn, uniqueAddress, waitForMail } from "./support/mail";


/** `npm run jobs -- --now <ISO>` against the e2e server's database and mail folder (what its hourly schedule runs). */
async function jobsAt(now: Date) {
  return toolOnE2eDatabase("jobs", ["--now", now.toISOString()]);
}

test.describe.configure({ timeout: 180_000 });

const token = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const client = (n: number) => `10.${noJs() ? 4 : 3}${Math.floor(Math.random() * 9)}.${Math.floor(Math.random() * 250)}.${n}`;
const DAY = 86_400_000;

/** A published internship whose deadline is `deadline` (YYYY-MM-DD), with a unique word to search for. */
async function publishedListing(baseURL: string, label: string, deadline: string | null, posterEmail?: string) {
  const admin: APIRequestContext = await playwrightRequest.newContext({ baseURL });
  expect((await admin.post("/api/login", { data: E2E_ADMIN })).status()).toBe(200);
  const word = `zq${token()}`;
  const title = `${label} intern ${word}`;
  const { id, slug } = await publishThroughApi(admin, internshipPayload({ title, organizationName: `${label} Trust ${word}`, posterEmail }), client(90));
  await admin.dispose();
  withE2eDatabase((db) => db.prepare("UPDATE opportunities SET expires_at = ? WHERE id = ?").run(deadline && Date.parse(`${deadline}T00:00:00Z`), id));
  return { id, slug, title, word };
}

/** India's calendar date `days` from today. */
const indiaDate = (days: number) => new Date(Date.now() + 5.5 * 3_600_000 + days * DAY).toISOString().slice(0, 10);

test("a closed listing's page in every language: the banner, no Apply link, no JSON-LD, noindex", async ({ page, baseURL }) => {
  checkedOnce();
  const listing = await publishedListing(baseURL!, "Closed", "2026-03-03");
  for (const language of ["en", "hi", "mr", "bn"]) {
    await page.goto(`${language === "en" ? "" : `/${language}`}/internships/${listing.slug}`);
    await ready(page);
    const banner = page.getByRole("status").filter({ hasText: language === "en" ? "Applications closed on Mar 3, 2026." : /./ }).first();
    await expect(banner).toBeVisible();
    if (language !== "en") {
      const closedOn = sayIn(language)("board.listingPage.closedOn", { date: "{date}" }).split("{date}")[0]!;
      await expect(banner).toContainText(closedOn);
    }
    await expect(page.locator('a[href*="/apply/"]')).toHaveCount(0);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator("#ready-heading")).toHaveCount(0);
  }
});

test("'Closes in 3 days' on its board card and its page, with the deadline as a calendar file", async ({ page, baseURL }) => {
  const listing = await publishedListing(baseURL!, "Soon", indiaDate(3));
  await page.goto(`/?query=${listing.word}`);
  await ready(page);
  const card = page.getByRole("article").filter({ hasText: listing.title });
  await expect(card.getByText("Closes in 3 days")).toBeVisible();

  await page.goto(`/hi/internships/${listing.slug}`);
  await ready(page);
  await expect(page.getByText(sayIn("hi")("board.card.closesInDays", { days: 3 }))).toBeVisible();
  const calendar = page.getByRole("link", { name: sayIn("hi")("board.listingPage.addToCalendar") });
  await expect(calendar).toHaveAttribute("href", `/hi/calendar/${listing.slug}.ics`);
  const ics = await page.request.get(`/hi/calendar/${listing.slug}.ics`);
  expect(ics.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await ics.text()).toContain(`DTSTART;VALUE=DATE:${indiaDate(3).replaceAll("-", "")}`);
});

test("a rolling listing's poster is asked whether it is still open and answers 'Still open' in one step from the mail", async ({ page, baseURL }) => {
  const address = uniqueAddress(`still-open-${test.info().project.name}`);
  const listing = await publishedListing(baseURL!, "Rolling", null, address);
  // Approved 31 days ago, without a deadline: the next run of the jobs asks its poster.
  const then = Date.now() - 31 * DAY;
  withE2eDatabase((db) => db.prepare("UPDATE opportunities SET approved_at = ?, posted_at = ? WHERE id = ?").run(then, then, listing.id));
  expect(await jobsAt(new Date())).toContain("ran listing-still-open");
  const mail = await waitForMail(address, { subject: "Is your internship still open?" });
  const link = new URL(linkIn(mail, /http:\/\/127\.0\.0\.1:\d+\/manage\/[A-Za-z0-9_-]{43}\?answer=open/));

  await page.goto(`${link.pathname}${link.search}`);
  await ready(page);
  await expect(page.getByRole("heading", { name: "Is this still open?" })).toBeVisible();
  // The mailed answer's button alone: one press answers.
  await expect(page.getByRole("button", { name: "Filled, close it" })).toHaveCount(0);
  await page.getByRole("button", { name: "Still open" }).click();
  await expectToast(page, "Your listing stays open. We will ask again in a few weeks.");
  await expect(page.getByRole("heading", { name: "Is this still open?" })).toHaveCount(0);
  const check = withE2eDatabase((db) => db.prepare("SELECT asks, confirmed_at AS confirmedAt FROM listing_checks WHERE opportunity_id = ?").get(listing.id)) as {
    asks: number;
    confirmedAt: number;
  };
  expect(check.asks).toBe(0);
  expect(check.confirmedAt).toBeGreaterThan(then + 30 * DAY);
});

test("a saved listing's reminder: asked for on the Saved page, confirmed from the mail, mailed three days before the deadline", async ({ page, baseURL }) => {
  // English with JavaScript, Hindi without: the form, the mails and the pages in the page's language.
  const language = noJs() ? "hi" : "en";
  const english: Record<string, (values: Record<string, string | number>) => string> = {
    "saved.reminders.heading": () => "Remind me before it closes",
    "saved.reminders.privacy": () => "Privacy policy",
    "saved.reminders.email": () => "Email address",
    "saved.reminders.button": () => "Remind me",
    "saved.reminders.sent": () => "Check your inbox: the reminders start once you confirm them.",
    "alertMail.deadlines.confirmSubject": ({ site }) => `Confirm your deadline reminders on ${site}`,
    "alerts.confirmPage.confirm": () => "Confirm",
    "alerts.confirmPage.confirmed": () => "Your alert is confirmed.",
    "alertMail.deadlines.reminderSubject": ({ title }) => `Closes in 3 days: ${title}`,
  };
  const say = language === "en" ? (id: string, values: Record<string, string | number> = {}) => english[id]!(values) : sayIn(language);
  const prefix = language === "en" ? "" : `/${language}`;
  const address = uniqueAddress(`reminder-${test.info().project.name}`);
  // Three days ahead, so the jobs run as of now: a run as of another instant acts on every other test's
  // rows in the shared database too (a week ahead deletes unconfirmed alerts; hours ahead ends idle sessions).
  const deadline = indiaDate(3);
  const listing = await publishedListing(baseURL!, "Reminded", deadline);

  await page.goto(`${prefix}/internships/${listing.slug}`);
  await ready(page);
  await page.getByRole("button", { name: new RegExp(listing.title) }).first().click();
  if (!noJs()) await expect(page.getByRole("button", { name: new RegExp(listing.title) }).first()).toHaveAttribute("aria-pressed", "true");
  await page.goto(`${prefix}/saved`);
  await ready(page);
  await expect(page.getByRole("link", { name: listing.title })).toBeVisible();
  const form = page.getByRole("region", { name: say("saved.reminders.heading") });
  await expect(form.getByRole("link", { name: say("saved.reminders.privacy") })).toHaveAttribute("href", `${prefix}/pages/privacy-policy`);
  await form.getByLabel(say("saved.reminders.email")).fill(address);
  await form.getByRole("button", { name: say("saved.reminders.button") }).click();
  await expect(page.getByRole("status").filter({ hasText: say("saved.reminders.sent") })).toBeVisible();

  const confirmation = await waitForMail(address, { subject: say("alertMail.deadlines.confirmSubject", { site: "Impact Careers" }) });
  expect(confirmation.text).toContain(listing.title);
  const confirm = new URL(linkIn(confirmation, /http:\/\/127\.0\.0\.1:\d+\/(?:hi\/)?alerts\/confirm\/[A-Za-z0-9_-]{43}/));
  await page.goto(confirm.pathname);
  await ready(page);
  await page.getByRole("button", { name: say("alerts.confirmPage.confirm") }).click();
  await expectToast(page, say("alerts.confirmPage.confirmed"));

  // The jobs as of now: India's calendar day three days before the deadline day.
  expect(await jobsAt(new Date())).toContain("ran saved-listing-reminders");
  const reminder = await waitForMail(address, { subject: say("alertMail.deadlines.reminderSubject", { days: 3, title: listing.title }) });
  expect(reminder.text).toContain(`${prefix}/internships/${listing.slug}`);
  expect(reminder.headerLines.find((h) => h.key === "list-unsubscribe")!.line).toMatch(/\/alerts\/unsubscribe\/[A-Za-z0-9_-]{43}>/);
  expect(reminder.headerLines.find((h) => h.key === "list-unsubscribe-post")!.line).toContain("List-Unsubscribe=One-Click");
});
