/**
 * What a page downloads: the stylesheet comes inside the document, so the first
 * paint waits for no other request; the public pages do not download the admin
 * sign-in card's code, which /admin still shows with JavaScript on and off, and
 * /submit loads its validation code only once the visitor starts filling the form in.
 */
import type { Page } from "@playwright/test";
import { SEED_PUBLISHED_INTERNSHIP_SLUG } from "../../db/seed-data";
import { expect, test } from "./support/fixtures";
import { ready } from "./support/page";

const CARD_TEXT = "Sign in with an administrator account.";
// A message of zod itself, in no module the /submit page imports before the first focus.
const ZOD_TEXT = "invalid_type";

/** The bodies of the scripts the page has downloaded so far, collected from the start. */
function scriptBodies(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text().catch(() => ""));
  });
  return async () => Promise.all(bodies);
}

test("the stylesheet is in the document and still applies after moving to another page", async ({ page }) => {
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
  });
  await page.goto("/");
  const postLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Post an opportunity" });
  // bg-brand-700 (#4338ca), from the stylesheet inside the document.
  await expect(postLink).toHaveCSS("background-color", "rgb(67, 56, 202)");
  await ready(page);
  await postLink.click();
  await expect(page).toHaveURL(/\/submit$/);
  await expect(page.getByRole("button", { name: "Submit internship" })).toHaveCSS("background-color", "rgb(67, 56, 202)");
  // With JavaScript that was a client-side navigation: the document and its <style> stayed.
  await expect(page.locator("style[data-site-stylesheet]")).toHaveCount(1);
  expect(stylesheets).toEqual([]);
  // Scripts are preloaded at low priority: nothing the first paint needs waits behind them.
  const html = await (await page.request.get("/")).text();
  const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
  expect(preloads.length).toBeGreaterThan(0);
  for (const preload of preloads) expect(preload).toContain('fetchpriority="low"');
  expect(html.indexOf("<style data-site-stylesheet")).toBeLessThan(html.indexOf("<body"));
});

test("public pages do not download the admin sign-in card; /admin signed out shows it", async ({ page }) => {
  const scripts = scriptBodies(page);
  for (const path of ["/", `/internships/${SEED_PUBLISHED_INTERNSHIP_SLUG}`, "/submit"]) {
    await page.goto(path);
    await expect(page.locator("main")).toBeVisible();
  }
  await page.waitForLoadState("networkidle");
  const publicScripts = await scripts();
  if (test.info().project.name === "js") expect(publicScripts.length).toBeGreaterThan(0);
  expect(publicScripts.filter((body) => body.includes(CARD_TEXT))).toHaveLength(0);

  await page.goto("/admin");
  await expect(page).toHaveTitle(/Admin sign in/);
  await expect(page.getByRole("heading", { name: "Admin sign in" })).toBeVisible();
  await expect(page.getByText(CARD_TEXT)).toBeVisible();
  if (test.info().project.name === "js") {
    // The card's code arrives with the admin route's, so the card hydrates.
    await expect.poll(async () => (await scripts()).some((body) => body.includes(CARD_TEXT))).toBe(true);
  }
});

test("/submit loads its validation code on the first focus in the form", async ({ page }) => {
  const scripts = scriptBodies(page);
  await page.goto("/submit");
  await page.waitForLoadState("networkidle");
  expect((await scripts()).filter((body) => body.includes(ZOD_TEXT))).toHaveLength(0);
  await page.getByLabel("Organisation name").focus();
  if (test.info().project.name === "js") {
    await expect.poll(async () => (await scripts()).some((body) => body.includes(ZOD_TEXT))).toBe(true);
  } else {
    // Without JavaScript nothing is downloaded; the server checks the form.
    expect(await scripts()).toHaveLength(0);
  }
});

test("scripts keep the headers a script obeys and drop the document-only ones", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const script = /<link rel="modulepreload" href="([^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const response = await request.get(script!, { headers: { "Accept-Encoding": "br" } });
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers["content-encoding"]).toBe("br");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["cross-origin-resource-policy"]).toBe("same-site");
  expect(headers["content-security-policy"]).toBeUndefined();
  expect(headers["permissions-policy"]).toBeUndefined();
  // Pages keep the full set.
  expect((await request.get("/")).headers()["content-security-policy"]).toContain("default-src");
});
