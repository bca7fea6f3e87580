/**
 * Saving listings and reading them offline: Save with JavaScript (the list on the phone)
 * and without (the Saved page's cookie), the Saved page in both modes and the merge of
 * the no-JS list, the service worker serving visited listings with the network gone and
 * the offline page for anything else, never the back office or manage links, and the
 * web app manifest; the same in Hindi under /hi (decision 269). axe on every page (fixtures).
 */
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { noJs, ready } from "./support/page";
import { goOffline, workerInControl } from "./support/offline";

/** The first `count` listings of the home page (or its Hindi twin, `/hi`): title and address. `scripts` false: a page of a JavaScript-off context. */
async function listingsOnHome(page: Page, count: number, home = "/", scripts = true) {
  await page.goto(home);
  if (scripts) await ready(page);
  // The results' cards (the featured carousel's are "featured-{slug}"): other tests' featured listings lead the carousel.
  const links = page.locator("main article[id^='listing-'] h3 a");
  await expect(links.first()).toBeVisible();
  const found: { title: string; path: string }[] = [];
  for (let i = 0; i < count; i++) {
    const link = links.nth(i);
    found.push({ title: (await link.textContent())!.trim(), path: new URL((await link.getAttribute("href"))!, "http://x").pathname });
  }
  return found;
}

test.use({ serviceWorkers: "allow" });

// A featured listing has a card in the carousel and one in the results: either Save does.
const saveButton = (page: Page, title: string) => page.getByRole("button", { name: `Save ${title}`, exact: true }).first();
/** The Save button of a listing's card among the results. */
const resultSave = (page: Page, listing: { path: string }, name: string) =>
  page.locator(`[id="listing-${listing.path.split("/").pop()}"]`).getByRole("button", { name, exact: true });

/** The English Saved page's cookie (the Hindi one, Path=/hi/saved, is written with it). */
async function savedCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === "saved" && cookie.path === "/saved");
}

test("save and remove listings from a card and a listing page; the Saved page lists them", async ({ page, context }) => {
  // The Internships tab: other tests' newer featured jobs lead the All tab's carousel on the shared server.
  const [first, second] = await listingsOnHome(page, 2, "/?type=internship");

  await resultSave(page, first!, `Save ${first!.title}`).click();
  if (noJs()) {
    // Back on the page the form was on, at the card saved, with a confirmation that holds at every width.
    await expect(page).toHaveURL(new RegExp(`/\\?type=internship#listing-${first!.path.split("/").pop()}$`));
    await expect(page.locator(`#listing-${first!.path.split("/").pop()}`)).toBeInViewport();
    await expect(page.getByText("Saved. Your list is under “Saved” in the site header (in its Menu on a small screen).").first()).toBeVisible();
  } else {
    await expect(saveButton(page, first!.title)).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Saved (1)" })).toBeVisible();
  }

  await page.goto(second!.path);
  await ready(page);
  await saveButton(page, second!.title).click();
  if (noJs()) await expect(page).toHaveURL(new RegExp(`${second!.path}$`));
  else await expect(saveButton(page, second!.title)).toHaveText(/^Saved/);

  const cookie = await savedCookie(context);
  if (noJs()) {
    // Only the Saved page receives it: public pages stay cookie-free and cacheable.
    expect(cookie).toMatchObject({ path: "/saved", httpOnly: true, sameSite: "Lax" });
    const home = await page.request.get("/");
    expect(home.headers()["cache-control"]).toContain("public");
  } else {
    expect(cookie).toBeUndefined();
  }

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^Saved/ }).click();
  await expect(page).toHaveURL(/\/saved$/);
  await ready(page);
  const list = page.getByRole("list", { name: "Saved listings" });
  // Newest saved first.
  await expect(list.getByRole("link")).toHaveText([second!.title, first!.title]);
  await expect(page.getByText("Your list lives on this phone")).toBeVisible();

  await page.getByRole("button", { name: `Remove: ${first!.title}` }).click();
  await expect(list.getByRole("link")).toHaveText([second!.title]);
  await page.getByRole("button", { name: "Remove all" }).click();
  await expect(page.getByText("You have not saved any listings yet.")).toBeVisible();
});

test("without JavaScript a Save from a featured card comes back to that card in the carousel", async ({ page }) => {
  test.skip(!noJs(), "with JavaScript Save toggles in place");
  await page.goto("/");
  const card = page.locator("main article[id^='featured-']").first();
  await expect(card).toBeVisible();
  const id = (await card.getAttribute("id"))!;
  const title = (await card.locator("h3 a").textContent())!.trim();
  await card.getByRole("button", { name: `Save ${title}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/#${id}$`));
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  await expect(page.getByText("Saved. Your list is under “Saved” in the site header (in its Menu on a small screen).").first()).toBeVisible();
});

test("a list saved without JavaScript joins the phone's list when JavaScript runs", async ({ page, context, browser, baseURL }) => {
  test.skip(noJs(), "the merge is what JavaScript does");
  // The same phone, JavaScript off for a while: a listing saved through the form.
  const plain = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const plainPage = await plain.newPage();
  const [fromForm, onPhone] = await listingsOnHome(plainPage, 2, "/", false);
  await resultSave(plainPage, fromForm!, `Save ${fromForm!.title}`).click();
  await expect(plainPage).toHaveURL(/\/(#listing-[a-z0-9-]+)?$/);
  await context.addCookies(await plain.cookies());
  await plain.close();

  await page.goto(onPhone!.path);
  await ready(page);
  await saveButton(page, onPhone!.title).click();
  await expect(saveButton(page, onPhone!.title)).toHaveAttribute("aria-pressed", "true");

  await page.goto("/saved");
  const list = page.getByRole("list", { name: "Saved listings" });
  await expect(list.getByRole("link")).toHaveText([onPhone!.title, fromForm!.title]);
  // Moved onto the phone: the cookie is emptied, the list stays.
  await expect.poll(async () => (await savedCookie(context))?.value ?? "").toBe("");
  await page.reload();
  await ready(page);
  await expect(list.getByRole("link")).toHaveText([onPhone!.title, fromForm!.title]);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Saved (2)" })).toBeVisible();
});

test("offline: visited listings from the phone's copy, anything else the offline page, never the back office", async ({
  page,
  context,
}) => {
  test.skip(noJs(), "the service worker runs only with JavaScript");
  // Nine page loads, three of them through the worker offline: room for a loaded machine.
  test.slow();
  const [visited, saved, unvisited] = await listingsOnHome(page, 3);
  await workerInControl(page);
  await page.goto(visited!.path);
  await ready(page);
  await page.goto(saved!.path);
  await ready(page);
  await saveButton(page, saved!.title).click();
  // Online visits to the back office and a manage link: nothing of them is kept.
  await page.goto("/admin");
  await page.goto("/manage/not-a-real-token-0000000000000000000000");
  const kept = () =>
    page.evaluate(async () => (await (await caches.open("pages")).keys()).map((request) => new URL(request.url).pathname).sort());
  await expect.poll(kept).toEqual(expect.arrayContaining([visited!.path, saved!.path, "/offline"]));
  // Only pages declared public (decision 292): never the visitor's own Saved page, the back office or a secret link.
  expect((await kept()).filter((path) => /^\/(?:admin|manage|alerts|saved)/.test(path))).toEqual([]);

  await goOffline(context);
  await page.goto(visited!.path);
  await expect(page.getByRole("heading", { level: 1, name: visited!.title })).toBeVisible();
  await expect(page.getByText(/^Saved copy from \d{1,2} \w{3} \d{4}; you are offline$/)).toBeVisible();

  await page.goto(unvisited!.path);
  await expect(page).toHaveURL(/\/offline\?from=/);
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Saved listings" }).getByRole("link")).toHaveText([saved!.title]);
  await expect(page.getByRole("list", { name: "Recently viewed" }).getByRole("link")).toContainText([visited!.title]);

  // A kept listing opens from the offline page.
  await page.getByRole("list", { name: "Saved listings" }).getByRole("link", { name: saved!.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: saved!.title })).toBeVisible();

  for (const path of ["/admin", "/manage/not-a-real-token-0000000000000000000000"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/offline(?:\?|$)/);
    await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  }
});

test("in Hindi: Save on /hi cards and listing pages, /hi/saved lists them in Hindi and links to /hi pages", async ({
  page,
  context,
}) => {
  // The Internships tab: other tests' newer jobs lead the board's All tab on the shared server.
  const [first, second] = await listingsOnHome(page, 2, "/hi?type=internship");
  expect(first!.path).toMatch(/^\/hi\/internships\//);
  const save = (title: string) => page.getByRole("button", { name: `सहेजें ${title}`, exact: true }).first();
  const savedLink = page.getByRole("navigation", { name: "मुख्य" }).getByRole("link", { name: /^सहेजी गई/ });
  await expect(save(first!.title)).toHaveText("सहेजें");
  await expect(save(first!.title)).not.toHaveAttribute("lang");
  // The name's title part is the card's title link, which marks its language where it is not the page's (decision 352).
  const [, titleId] = (await save(first!.title).getAttribute("aria-labelledby"))!.split(" ");
  const titleLink = page.locator(`[id="${titleId}"]`);
  await expect(titleLink).toHaveRole("link");
  await expect(titleLink).toHaveText(first!.title);
  if (!/[\u0900-\u097F]/.test(first!.title)) await expect(titleLink).toHaveAttribute("lang", "en");
  // The title is found once: the link alone.
  await expect(page.getByRole("link", { name: first!.title, exact: true })).toHaveCount(await page.getByRole("article").filter({ hasText: first!.title }).count());
  await resultSave(page, first!, `सहेजें ${first!.title}`).click();
  if (noJs()) {
    await expect(page).toHaveURL(new RegExp(`/hi\\?type=internship#listing-${first!.path.split("/").pop()}$`));
    await expect(page.getByText("सहेज ली गई। आपकी सूची साइट के हेडर में 'सहेजी गई' में है (छोटी स्क्रीन पर उसके मेन्यू में)।").first()).toBeVisible();
    // Every language's Saved page gets the list: one cookie per page (decision 330).
    expect((await context.cookies()).filter((cookie) => cookie.name === "saved").map((cookie) => cookie.path).sort()).toEqual([
      "/bn/saved",
      "/hi/saved",
      "/mr/saved",
      "/saved",
    ]);
  } else {
    await expect(save(first!.title)).toHaveAttribute("aria-pressed", "true");
    await expect(save(first!.title)).toHaveText("सहेजी गई");
    await expect(savedLink).toHaveText("सहेजी गई लिस्टिंग (1)");
  }

  await page.goto(second!.path);
  await ready(page);
  await save(second!.title).click();
  if (noJs()) await expect(page).toHaveURL(new RegExp(`${second!.path}$`));
  else await expect(save(second!.title)).toHaveText("सहेजी गई");

  await savedLink.click();
  await expect(page).toHaveURL(/\/hi\/saved$/);
  await ready(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page).toHaveTitle(/^सहेजी गई लिस्टिंग \|/);
  // Private to the visitor: not indexed, no other-language alternates.
  await expect(page.locator("meta[name='robots']")).toHaveAttribute("content", /noindex/);
  await expect(page.locator("link[rel='alternate'][hreflang]")).toHaveCount(0);
  await expect(page.getByText("आपकी सूची इसी फ़ोन (इसी ब्राउज़र) में रहती है")).toBeVisible();
  await expect(page.getByText("2 सहेजी गई लिस्टिंग", { exact: true })).toBeVisible();
  const list = page.getByRole("list", { name: "सहेजी गई लिस्टिंग" });
  await expect(list.getByRole("link")).toHaveText([second!.title, first!.title]);
  await expect(list.getByRole("link", { name: first!.title })).toHaveAttribute("href", first!.path);
  await expect(list.getByText(/ · इंटर्नशिप$/).first()).toBeVisible();

  await page.getByRole("button", { name: `हटाएँ: ${first!.title}` }).click();
  if (noJs()) await expect(page.getByText("आपकी सहेजी गई लिस्टिंग से हटा दी गई।").first()).toBeVisible();
  await expect(list.getByRole("link")).toHaveText([second!.title]);
  await page.getByRole("button", { name: "सभी हटाएँ" }).click();
  await expect(page.getByText("आपने अभी तक कोई लिस्टिंग नहीं सहेजी है।")).toBeVisible();
});

test("offline in Hindi: kept /hi listings with a Hindi note, the Hindi offline page listing the saved ones, /hi/saved never kept", async ({
  page,
  context,
}) => {
  test.skip(noJs(), "the service worker runs only with JavaScript");
  test.slow();
  const [visited, saved, unvisited] = await listingsOnHome(page, 3, "/hi");
  await workerInControl(page);
  await page.goto(visited!.path);
  await ready(page);
  await page.goto(saved!.path);
  await ready(page);
  await page.getByRole("button", { name: `सहेजें ${saved!.title}`, exact: true }).click();
  const kept = () =>
    page.evaluate(async () => (await (await caches.open("pages")).keys()).map((request) => new URL(request.url).pathname).sort());
  // The Hindi pages the visitor opened and saved, and the Hindi offline page (the page that registered is Hindi).
  await expect.poll(kept).toEqual(expect.arrayContaining([visited!.path, saved!.path, "/hi/offline"]));
  expect((await kept()).filter((path) => /saved/.test(path))).toEqual([]);
  // With the one script the offline page runs: the read pages' (no React, no Lingui: decision 320).
  const keptScripts = () =>
    page.evaluate(async () => {
      const names = (await caches.keys()).filter((name) => name.startsWith("assets-"));
      const requests = (await Promise.all(names.map(async (name) => (await caches.open(name)).keys()))).flat();
      return requests.map((request) => new URL(request.url).pathname);
    });
  await expect.poll(keptScripts).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/read-page-[\w-]+\.js$/)]));

  await goOffline(context);
  await page.goto(visited!.path);
  await expect(page.getByRole("heading", { level: 1, name: visited!.title })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByText(/^\d{1,2} \S+ \d{4} की सहेजी गई कॉपी; आप ऑफ़लाइन हैं$/)).toBeVisible();

  await page.goto(unvisited!.path);
  await expect(page).toHaveURL(/\/hi\/offline\?from=/);
  await expect(page.getByRole("heading", { level: 1, name: "आप ऑफ़लाइन हैं" })).toBeVisible();
  await expect(page.getByRole("list", { name: "सहेजी गई लिस्टिंग" }).getByRole("link")).toHaveText([saved!.title]);
  await expect(page.getByRole("list", { name: "हाल में देखी गई" }).getByRole("link")).toContainText([visited!.title]);
  // Plain HTML and the read pages' script: no React ran to draw the lists.
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  await expect(page.getByRole("link", { name: "फिर से कोशिश करें" })).toHaveAttribute("href", unvisited!.path);

  // The Saved page is the visitor's own and never kept (decision 292): offline it is the Hindi offline
  // page, listing the same saved listings.
  await page.getByRole("link", { name: "सहेजी गई लिस्टिंग", exact: true }).click();
  await expect(page).toHaveURL(/\/hi\/offline$/);
  await expect(page.getByRole("list", { name: "सहेजी गई लिस्टिंग" }).getByRole("link")).toHaveText([saved!.title]);
  await page.getByRole("list", { name: "सहेजी गई लिस्टिंग" }).getByRole("link", { name: saved!.title }).click();
  await expect(page).toHaveURL(new RegExp(`${saved!.path}$`));
  await expect(page.getByRole("heading", { level: 1, name: saved!.title })).toBeVisible();

  // A Hindi manage link: the Hindi offline page, without the address.
  await page.goto("/hi/manage/not-a-real-token-0000000000000000000000");
  await expect(page).toHaveURL(/\/hi\/offline$/);
});

test("after a release with new script files, the next visit online runs the new ones, not the kept ones", async ({
  page,
  context,
}) => {
  test.skip(noJs(), "the service worker runs only with JavaScript");
  test.slow();
  const [listing, other] = await listingsOnHome(page, 2);
  await workerInControl(page);
  // This release's scripts are in the worker's cache.
  await page.goto(listing!.path);
  await ready(page);
  const cachedScripts = () =>
    page.evaluate(async () => {
      const names = (await caches.keys()).filter((name) => name.startsWith("assets-"));
      const requests = (await Promise.all(names.map(async (name) => (await caches.open(name)).keys()))).flat();
      return requests.map((request) => new URL(request.url).pathname);
    });
  await expect.poll(async () => (await cachedScripts()).length).toBeGreaterThan(0);

  // The release, as the network shows it: pages name other files for their scripts (/assets/x.js is
  // now /assets/next/x.js, the same code) and the old files are gone from the server. (The browser
  // fetches /sw.js itself, out of the test's reach: the worker's own replacement is not simulated.)
  await context.route("**/assets/**", async (route) => {
    const url = route.request().url();
    if (!url.includes("/assets/next/")) return route.fulfill({ status: 404 });
    await route.fulfill({ response: await route.fetch({ url: url.replace("/assets/next/", "/assets/") }) });
  });
  await context.route(
    (url) => !url.pathname.startsWith("/assets/"),
    async (route) => {
      const response = await route.fetch();
      if (!(response.headers()["content-type"] ?? "").startsWith("text/html")) return route.fulfill({ response });
      await route.fulfill({ response, body: (await response.text()).replaceAll("/assets/", "/assets/next/") });
    },
  );
  await page.goto(other!.path);
  await ready(page);
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname).filter((path) => path.endsWith(".js")),
  );
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((path) => !path.startsWith("/assets/next/"))).toEqual([]);
  // The page runs on them (Save works in place) and the worker keeps them for the next visit.
  await saveButton(page, other!.title).click();
  await expect(saveButton(page, other!.title)).toHaveAttribute("aria-pressed", "true");
  await expect.poll(async () => (await cachedScripts()).filter((path) => path.startsWith("/assets/next/")).length).toBeGreaterThan(0);
  // Route handlers still fetching when the context closes would fail the test: they are let go first.
  await context.unrouteAll({ behavior: "ignoreErrors" });
});

test("the worker never stores /saved, /manage/*, /alerts/* or /admin* in any language, and keeps each language's offline page", async ({
  page,
}) => {
  test.skip(noJs(), "the service worker runs only with JavaScript");
  test.slow();
  const token = "not-a-real-token-0000000000000000000000";
  await page.goto("/");
  await ready(page);
  await workerInControl(page);
  const kept = () =>
    page.evaluate(async () => (await (await caches.open("pages")).keys()).map((request) => new URL(request.url).pathname).sort());
  for (const prefix of ["", "/hi"]) {
    for (const path of ["/saved", `/manage/${token}`, `/manage/${token}/edit`, `/alerts/manage/${token}`, `/alerts/confirm/${token}`, "/about"]) {
      await page.goto(`${prefix}${path}`);
      await ready(page);
    }
  }
  await page.goto("/admin");
  // The first Hindi page kept the Hindi offline page: a Hindi reader offline gets it in Hindi.
  await expect.poll(kept).toEqual(expect.arrayContaining(["/offline", "/hi/offline"]));
  expect((await kept()).filter((path) => /^(?:\/hi)?\/(?:saved|manage|alerts|admin)/.test(path))).toEqual([]);
});

test("the web app manifest is valid and the board is installable", async ({ page }) => {
  test.skip(noJs(), "one check is enough; installability is the browser's");
  const response = await page.request.get("/manifest.webmanifest");
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await response.json()) as { icons: { src: string; sizes: string; purpose: string }[] } & Record<string, unknown>;
  expect(manifest).toMatchObject({ name: "Impact Careers", start_url: "/", display: "standalone" });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.headers()["content-type"]).toBe("image/png");
  }
  await page.goto("/");
  await ready(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== "in-incognito")).toEqual([]);
});

test("with Save-Data the page says logos are left out, and caches keep that page apart", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "Save-Data": "on" });
  const response = await page.goto("/");
  expect(response!.headers()["vary"]).toContain("Save-Data");
  await expect(page.getByText("Data saver is on: organisation logos are not loaded, nothing else is left out.")).toBeVisible();
  await expect(page.locator("main article img")).toHaveCount(0);
  // In the page's language (decision 269).
  await page.goto("/hi");
  await expect(page.getByText("डेटा सेवर चालू है: संस्थाओं के लोगो लोड नहीं किए गए, बाकी कुछ नहीं छोड़ा गया।")).toBeVisible();
});
