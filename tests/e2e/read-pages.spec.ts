/**
 * Read pages ship no React (decision 320): listings, organisations, causes, About, Terms, the
 * blog, content pages and the 404, in English and Hindi, load only the small read-page script,
 * which does what React did there: Save in place (the phone's list, which /saved shows too),
 * the header's count, Copy link, the language offer, and a listing saved on the first visit,
 * before the service worker controls the page, is kept for reading offline.
 */
import { brotliCompressSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { SEED_PUBLISHED_INTERNSHIP_SLUG } from "../../db/seed-data";
import { expect, test } from "./support/fixtures";
import { goOffline } from "./support/offline";
import { noJs, ready } from "./support/page";

const LISTING = `/internships/${SEED_PUBLISHED_INTERNSHIP_SLUG}`;
const TITLE = "Climate Data Analyst Intern";
const READ_PAGES = [
  LISTING,
  `/hi${LISTING}`,
  "/organizations/sakhi-shakti-foundation",
  "/hi/organizations/sakhi-shakti-foundation",
  "/causes/agriculture-food",
  "/about",
  "/hi/terms",
  "/blog/how-to-write-an-application-for-a-social-sector-internship",
  "/pages/posting-guidelines",
  "/no-such-page",
];

/** The scripts the page downloads, by address, with their bodies. */
function scriptsOf(page: Page) {
  const scripts: Promise<[string, Buffer]>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.body().then((body) => [new URL(response.url()).pathname, body]));
  });
  return () => Promise.all(scripts);
}

const saveButton = (page: Page, name = `Save ${TITLE}`) => page.getByRole("button", { name, exact: true });

test("read pages load only the read-page script, a few KB; the board still loads React", async ({ page }) => {
  const scripts = scriptsOf(page);
  for (const path of READ_PAGES) {
    await page.goto(path);
    await expect(page.locator("main")).toBeVisible();
    const html = await page.content();
    // Neither React Router's context nor its module preloads are in the page.
    expect(html).not.toContain("__reactRouterContext");
    expect(html).not.toContain('rel="modulepreload"');
  }
  await page.waitForLoadState("networkidle");
  const loaded = await scripts();
  if (noJs()) return expect(loaded).toEqual([]);
  const names = [...new Set(loaded.map(([path]) => path))];
  expect(names).toHaveLength(1);
  expect(names[0]).toMatch(/^\/assets\/read-page-[\w-]+\.js$/);
  expect(brotliCompressSync(loaded[0]![1]).length).toBeLessThanOrEqual(6 * 1024);

  await page.goto("/");
  await ready(page);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
});

test("Save in place on a listing page: the header's count, a reload and /saved agree", async ({ page }) => {
  test.skip(noJs(), "without JavaScript Save posts to /saved (offline.spec.ts)");
  await page.goto(LISTING);
  const header = page.getByRole("navigation", { name: "Main" });
  // The script has run: the button says whether the listing is on the phone's list.
  await expect(saveButton(page)).toHaveAttribute("aria-pressed", "false");
  await saveButton(page).click();
  await expect(saveButton(page)).toHaveAttribute("aria-pressed", "true");
  await expect(saveButton(page)).toHaveText("Saved");
  await expect(header.getByRole("link", { name: "Saved (1)" })).toBeVisible();
  // In place: no request was made, the page is the same.
  await expect(page).toHaveURL(new RegExp(`${LISTING}$`));
  await page.reload();
  await expect(saveButton(page)).toHaveAttribute("aria-pressed", "true");

  await header.getByRole("link", { name: "Saved (1)" }).click();
  await expect(page).toHaveURL(/\/saved$/);
  await ready(page);
  await expect(page.getByRole("list", { name: "Saved listings" }).getByRole("link")).toHaveText([TITLE]);
  await page.getByRole("button", { name: `Remove: ${TITLE}` }).click();
  await page.goto(LISTING);
  await expect(saveButton(page)).toHaveAttribute("aria-pressed", "false");
  await expect(header.getByRole("link", { name: "Saved", exact: true })).toBeVisible();

  // The Hindi listing page: its words, the same list.
  await page.goto(`/hi${LISTING}`);
  const save = saveButton(page, `सहेजें ${TITLE}`);
  // Its name: the page's word, then the heading, which says its English (decision 352).
  const [, titleId] = (await save.getAttribute("aria-labelledby"))!.split(" ");
  await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("id", titleId!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
  await expect(save).toHaveAttribute("aria-pressed", "false");
  await save.click();
  await expect(save).toHaveText("सहेजी गई");
  await expect(page.getByRole("navigation", { name: "मुख्य" }).getByRole("link", { name: "सहेजी गई लिस्टिंग (1)" })).toBeVisible();
});

test("Copy link on a listing page copies its address", async ({ page }) => {
  await page.goto(LISTING);
  const copy = page.getByRole("button", { name: "Copy link" });
  if (noJs()) return expect(copy).toHaveCount(0);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await copy.click();
  await expect(page.getByText("Link copied.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test.describe("a browser that prefers Hindi", () => {
  test.use({ locale: "hi-IN" });

  test("a listing page offers its Hindi twin in one line, until it is closed", async ({ page }) => {
    const offer = page.getByRole("link", { name: "यह पेज हिंदी में पढ़ें" });
    await page.goto(LISTING);
    if (noJs()) return expect(offer).toHaveCount(0);
    await expect(offer).toHaveAttribute("href", `/hi${LISTING}`);
    await page.getByRole("button", { name: "बंद करें" }).click();
    await expect(offer).toBeHidden();
    await page.goto("/organizations/sakhi-shakti-foundation");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(offer).toBeHidden();
    // The Hindi page offers nothing.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/hi${LISTING}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(offer).toHaveCount(0);
  });
});

test.describe("the first visit", () => {
  test.use({ serviceWorkers: "allow" });

  test("a listing saved before the service worker controls the page is kept offline", async ({ page, context }) => {
    test.skip(noJs(), "the service worker runs only with JavaScript");
    test.slow();
    // The worker's script is held back until the listing is saved, so the save is made while no worker
    // controls the page, however fast the worker would otherwise install and claim it.
    let release = () => {};
    const saved = new Promise<void>((resolve) => (release = resolve));
    await context.route("**/sw.js", async (route) => {
      await saved;
      await route.continue();
    });
    await page.goto(LISTING);
    await expect(saveButton(page)).toHaveAttribute("aria-pressed", "false");
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await saveButton(page).click();
    await expect(saveButton(page)).toHaveAttribute("aria-pressed", "true");
    release();
    const kept = () => page.evaluate(async () => (await (await caches.open("pages")).keys()).map((request) => new URL(request.url).pathname));
    await expect.poll(kept, { timeout: 30_000 }).toContain(LISTING);

    await goOffline(context);
    await page.goto(LISTING);
    await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByText(/^Saved copy from \d{1,2} \w{3} \d{4}; you are offline$/)).toBeVisible();
    // The kept copy runs its script too: the worker kept it with the offline page's.
    await expect(saveButton(page)).toHaveAttribute("aria-pressed", "true");
  });
});
