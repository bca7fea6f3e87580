/** What the e2e journeys of every area do on a page, with JavaScript on and off. */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** True in the no-js project (the page gets no JavaScript). */
export const noJs = () => test.info().project.name === "no-js";

/** The e2e server's anti-bot wait for the posting form (FORM_MIN_FILL_SECONDS in support/server.js). */
export const FORM_WAIT_MS = 2_000;

/** How long, from when a posting form was served, a test still waits before sending it (with a margin). */
export const formWait = (servedAt: number) => FORM_WAIT_MS + 500 - (Date.now() - servedAt);

/** A word no other test or project run uses, to find this test's own listings among everyone's. */
export const uniqueTag = () => `${test.info().project.name.replace("-", "")}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * With JavaScript, wait until the page's scripts have run (React hydrated, or a read page's script) before
 * typing: the page marks `<html data-enhanced>` (docs/decisions/443). A page that hydrates at the first
 * interaction (the board, /submit: `<html data-awaits-interaction>` once its script listens) is touched first
 * as a visitor would, with a key that does nothing (docs/decisions/463). Call it once the new page is there
 * (after `goto`, or after an expectation about the page a click opened), not while a click's page is loading.
 */
export async function ready(page: Page) {
  if (noJs()) return;
  await page.locator("html[data-enhanced], html[data-awaits-interaction]").waitFor({ state: "attached", timeout: 30_000 });
  if ((await page.locator("html[data-awaits-interaction]").count()) > 0) await page.keyboard.press("Shift");
  await page.locator("html[data-enhanced]").waitFor({ state: "attached", timeout: 30_000 });
}

export async function expectToast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

/** A listing's card on an admin list: the article named by its title. */
export function card(page: Page, title: string) {
  return page.getByRole("article", { name: title, exact: true });
}

/** The titles the public board's JSON API finds for a query (the board shows published listings only). */
export async function publicTitles(page: Page, query: string) {
  const res = await page.request.get(`/api/opportunities/search?query=${encodeURIComponent(query)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { title: string }[]).map((o) => o.title);
}
