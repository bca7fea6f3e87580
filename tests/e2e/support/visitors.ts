/** Counting journeys: a listing with its manage link, and visitors of their own (a fresh context, its own address, a person's user agent). */
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { approvePending, signInAsAdmin } from "./admin";
import { expect, test } from "./fixtures";
import { internshipPayload } from "./listings";
import { linkIn, waitForMail } from "./mail";

/** A person's browser: headless Chromium names itself "HeadlessChrome", which `isbot` rightly takes for a bot. */
export const PERSON_USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** An address of its own (the e2e server trusts one proxy: X-Forwarded-For). */
export function randomAddress() {
  return `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
}

/** A visitor, with the organisation's application site (`applicationSite`, e.g. "https://x.example.org") answered locally. */
export async function visitor(browser: Browser, javaScriptEnabled: boolean, address: string, applicationSite: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled,
    userAgent: PERSON_USER_AGENT,
    extraHTTPHeaders: { "X-Forwarded-For": address },
  });
  await context.route(`${applicationSite}/**`, (route) => route.fulfill({ contentType: "text/html", body: "<title>Apply</title>" }));
  return context;
}

/**
 * Clicks an apply link, which opens a tab: where the server sends that tab (its answer to the tab's first
 * request, `path`). The tab's redirect is not followed: the headless shell does not route a redirect's
 * target, and the organisation's site is not on this machine (docs/decisions/457-headless-shell.md).
 */
export async function applyClick(context: BrowserContext, link: Locator, path: string): Promise<string | undefined> {
  const [request] = await Promise.all([context.waitForEvent("request", (r) => new URL(r.url()).pathname === path), link.click()]);
  return (await request.response())?.headers().location;
}

const MANAGE_LINK = /http:\/\/127\.0\.0\.1:\d+\/manage\/[A-Za-z0-9_-]{43}/;

/** A listing posted through the API with a poster's address, approved by the admin (who stays signed in): its slug and manage link. */
export async function approvedListing(page: Page, listing: { title: string; organizationName: string; posterEmail: string; applicationUrl: string }) {
  const created = await page.request.post("/api/opportunities", { data: internshipPayload(listing) });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  await signInAsAdmin(page);
  await approvePending(page, listing.title);
  const manage = linkIn(await waitForMail(listing.posterEmail, { subject: "Your internship is live" }), MANAGE_LINK);
  return { slug, manage };
}
