/**
 * Trust and safety journeys with JavaScript on and off: a visitor reports a
 * listing and an admin dismisses the report on the Reports tab; scam reports
 * from three addresses hide a listing until an admin decides; an admin verifies
 * an organisation and visitors see the badge and can filter by it. Every page
 * visited is checked by axe.
 *
 * Each test creates its own listing (submitted through the API, published by
 * the admin API) and reports from addresses of its own: the e2e server trusts
 * one proxy, so X-Forwarded-For sets the client address.
 */
import { type APIRequestContext, type Page, request as playwrightRequest } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";
import { E2E_ADMIN, expect, test } from "./support/fixtures";
import { internshipPayload } from "./support/listings";
import { formWait, noJs, publicTitles, ready } from "./support/page";

// Long journeys (the anti-bot wait, an admin sign-in, axe on every page) on a shared two-core machine.
test.describe.configure({ timeout: 240_000 });

const token = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/** A client address of this test run and project, so rate limits never collide. */
function address(n: number) {
  const project = noJs() ? 2 : 1;
  return `10.${project}${Math.floor(Math.random() * 9)}.${Math.floor(Math.random() * 250)}.${n}`;
}

interface Listing {
  id: number;
  slug: string;
  path: string;
  title: string;
  organization: string;
  word: string;
}

async function adminApi(baseURL: string) {
  const ctx = await playwrightRequest.newContext({ baseURL });
  expect((await ctx.post("/api/login", { data: E2E_ADMIN })).status()).toBe(200);
  return ctx;
}

/** A published internship of a new organisation, with a unique word to search for. */
async function publishedListing(admin: APIRequestContext, label: string): Promise<Listing> {
  const word = `zq${token()}`;
  const title = `${label} Intern ${word}`;
  const organization = `${label} Trust ${word}`;
  const created = await admin.post("/api/opportunities", {
    headers: { "X-Forwarded-For": address(200) },
    data: internshipPayload({ title, organizationName: organization }),
  });
  expect(created.status()).toBe(201);
  const { id, slug } = (await created.json()) as { id: number; slug: string };
  const published = await admin.patch(`/api/admin/opportunities/${id}/status`, { data: { id, status: "published" } });
  expect(published.status()).toBe(200);
  return { id, slug, path: `/internships/${slug}`, title, organization, word };
}

/** Fills the report form (the page must be open) and sends it once the anti-bot wait allows. */
async function sendReport(page: Page, reason: string, details?: string) {
  const servedAt = Date.now();
  await ready(page);
  await page.getByRole("radio", { name: reason }).check();
  if (details) await page.getByLabel(/^Details/).fill(details);
  const wait = formWait(servedAt);
  if (wait > 0) await page.waitForTimeout(wait);
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();
  await expect(page.getByText("Thank you for your report. Our team will look at this listing.")).toBeVisible();
}

test("a visitor reports a listing; an admin sees it on the Reports tab and dismisses it", async ({ page, baseURL }) => {
  const admin = await adminApi(baseURL!);
  const listing = await publishedListing(admin, "Reported");
  await admin.dispose();
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address(1) });

  await page.goto(listing.path);
  await page.getByRole("link", { name: "Report this listing" }).click();
  await expect(page).toHaveURL(new RegExp(`/report/${listing.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Report this listing" })).toBeVisible();
  for (const label of [
    "Asks for money",
    "Asks for my documents (Aadhaar, PAN, bank details, OTP)",
    "Looks like a scam or a fake offer",
    "Position is filled or closed",
    "Wrong or misleading information",
    "Duplicate of another listing",
    "Offensive or discriminatory",
    "Something else",
  ]) {
    await expect(page.getByRole("radio", { name: label })).toBeVisible();
  }
  const details = `The stipend on their site is different ${token()}`;
  await sendReport(page, "Wrong or misleading information", details);

  await signInAsAdmin(page);
  await expect(page.getByRole("heading", { name: "Open Reports" })).toBeVisible();
  await page.getByRole("link", { name: /^Reports/ }).click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  const card = page.getByRole("article", { name: listing.title });
  await expect(card.getByText(details)).toBeVisible();
  await expect(card.getByText("Wrong or misleading information: 1")).toBeVisible();
  await ready(page);
  await card.getByRole("button", { name: `Dismiss all reports of ${listing.title}` }).click();
  await expect(page.getByText("Reports updated", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("article", { name: listing.title })).toHaveCount(0);
});

test("a second report from the same address keeps the first one's details; the Reports tab shows every text", async ({ page, baseURL }) => {
  const admin = await adminApi(baseURL!);
  const listing = await publishedListing(admin, "Twice reported");
  const from = address(2);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": from });
  const first = `They asked for a registration fee ${token()}`;
  await page.goto(`/report/${listing.slug}`);
  await sendReport(page, "Looks like a scam or a fake offer", first);
  // Again from the same address, without details.
  await page.goto(`/report/${listing.slug}`);
  await sendReport(page, "Looks like a scam or a fake offer");
  const second = `And a deposit by UPI ${token()}`;
  const api = await admin.post(`/api/opportunities/slug/${listing.slug}/reports`, {
    headers: { "X-Forwarded-For": from },
    data: { reason: "scam", details: second },
  });
  expect(api.status()).toBe(201);
  await admin.dispose();

  await signInAsAdmin(page);
  await page.goto("/admin/reports");
  const card = page.getByRole("article", { name: listing.title });
  await expect(card.getByText("Looks like a scam or a fake offer: 1")).toBeVisible();
  await expect(card.getByText(first)).toBeVisible();
  await expect(card.getByText(second)).toBeVisible();
  await ready(page);
  await card.getByRole("button", { name: `Dismiss all reports of ${listing.title}` }).click();
  await expect(page.getByText("Reports updated", { exact: true }).first()).toBeVisible();
});

test("scam reports from three addresses hide a listing until an admin decides", async ({ page, baseURL }) => {
  const admin = await adminApi(baseURL!);
  const listing = await publishedListing(admin, "Suspicious");
  await admin.dispose();
  expect(await publicTitles(page, listing.word)).toEqual([listing.title]);

  // Two visitors report through the JSON API, the third through the page.
  for (const n of [11, 12]) {
    const res = await page.request.post(`/api/opportunities/slug/${listing.slug}/reports`, {
      headers: { "X-Forwarded-For": address(n) },
      data: { reason: "scam", details: "They asked for a registration fee." },
    });
    expect(res.status()).toBe(201);
  }
  expect(await publicTitles(page, listing.word)).toEqual([listing.title]);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address(13) });
  await page.goto(`/report/${listing.slug}`);
  await sendReport(page, "Looks like a scam or a fake offer", "Registration fees ₹500 dena hoga, they said.");

  expect(await publicTitles(page, listing.word)).toEqual([]);
  await page.goto(listing.path);
  await expect(page.getByRole("heading", { level: 1, name: listing.title })).toBeVisible();
  await expect(page.getByText("This listing is under review")).toBeVisible();
  await expect(page.getByRole("link", { name: /Apply now/ })).toHaveCount(0);
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain(listing.slug);

  await signInAsAdmin(page);
  await page.goto("/admin/reports");
  const card = page.getByRole("article", { name: listing.title });
  await expect(card.getByText("Under review")).toBeVisible();
  await expect(card.getByText("Looks like a scam or a fake offer: 3")).toBeVisible();
  await ready(page);
  await card.getByRole("button", { name: `Dismiss all reports of ${listing.title}` }).click();
  await expect(page.getByText("Reports updated", { exact: true }).first()).toBeVisible();
  expect(await publicTitles(page, listing.word)).toEqual([listing.title]);
});

test("an admin verifies an organisation; visitors see the badge and can filter by it", async ({ page, baseURL }) => {
  const admin = await adminApi(baseURL!);
  const listing = await publishedListing(admin, "Verified");
  await admin.dispose();

  await signInAsAdmin(page);
  await page.goto(`/admin/opportunities/${listing.id}/edit`);
  await ready(page);
  const form = page.getByRole("region", { name: `Organization: ${listing.organization}` });
  await form.getByLabel("Verified organization").check();
  await form.getByLabel("Website").fill("https://verified.example.org");
  await form.getByRole("button", { name: "Save organization" }).click();
  await expect(page.getByText("Organization updated", { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/opportunities/${listing.id}/edit$`));
  await expect(page.getByRole("region", { name: `Organization: ${listing.organization}` }).getByLabel("Verified organization")).toBeChecked();

  await page.goto(`/?type=internship&query=${listing.word}`);
  const result = page.getByRole("article").filter({ hasText: listing.title });
  await expect(result.getByRole("img", { name: "Verified organisation" })).toBeVisible();

  await page.goto(listing.path);
  await expect(page.getByRole("img", { name: "Verified organisation" })).toBeVisible();

  // The board's filter: only listings of verified organisations.
  await page.goto(`/?type=internship&query=${listing.word}`);
  await ready(page);
  // The checkbox, not the "Remove filter" chip that appears once the filter applies.
  await page.getByRole("checkbox", { name: "Verified organisations only" }).check();
  if (noJs()) await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/verified=1/);
  await expect(page.getByRole("article").filter({ hasText: listing.title })).toBeVisible();
  const apiTitles = ((await (await page.request.get("/api/opportunities/search?verified=true&limit=100")).json()) as { title: string }[]).map(
    (o) => o.title,
  );
  expect(apiTitles).toContain(listing.title);
  expect(apiTitles.every((t) => !t.startsWith("Reported Intern"))).toBe(true);
});
