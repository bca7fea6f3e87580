/**
 * What a newcomer meets first, with JavaScript on and off (axe on every page):
 * one pending queue for every submission, deadline and city from submission to
 * the board's city filter, footer links, the skip link, keyboard filter changes,
 * the opportunity editor's organisation logo and city, and the first screen of a
 * 375×812 phone (public pages and the admin lists).
 */
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { signInAsAdmin } from "./support/admin";
import { checkedOnce, expect, test } from "./support/fixtures";
import { noJs, ready, uniqueTag } from "./support/page";

test.describe.configure({ timeout: 120_000 });

const token = uniqueTag;

/** An ISO date `days` from today in India. */
function isoDay(days: number) {
  return new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** Posts a lake-survey internship through the JSON API, with `data` over the defaults. */
function postViaApi(page: Page, data: Record<string, unknown>) {
  return page.request.post("/api/opportunities", {
    data: {
      data: {
        opportunityType: "internship",
        organizationName: "Neer Lake Collective",
        description: "Walk the lake shores with our team and record bird counts, water levels and litter every week.",
        requirements: "Students who can walk long distances and keep careful notes.",
        applicationInstructions: "Apply with a short note about a lake you know.",
        applicationUrl: "https://lakes.example.org/apply",
        location: "In-Person (On-Site)",
        city: "Kochi",
        ...data,
      },
      attributes: { category: "data", duration: "1-3 months", causes: "education", hasPaid: false },
    },
  });
}

async function submitViaApi(page: Page, data: Record<string, unknown>) {
  const response = await postViaApi(page, data);
  expect(response.status()).toBe(201);
  return (await response.json()) as { slug: string };
}

test("Pending Approvals lists new opportunities with their kind; the badge equals the dashboard count; approving publishes", async ({
  page,
}) => {
  const t = token();
  const title = `Lake survey intern ${t}`;
  // A city is letters only.
  const city = `Kovalam${t.replace(/[^a-z]/gi, "").slice(-6)}${"abcdefghij"[Date.now() % 10]}${"klmnopqrst"[Math.floor(Math.random() * 10)]}`;
  await submitViaApi(page, { title, city: `${city}, Kochi`, expiresAt: isoDay(20) });
  await signInAsAdmin(page);

  const badge = page.getByRole("navigation", { name: "Admin sections" }).locator("[aria-label$=' pending']");
  const badgeCount = Number((await badge.getAttribute("aria-label"))?.split(" ")[0]);
  const pendingCard = page.getByRole("region", { name: "Listing counts" }).locator("div").filter({
    has: page.getByRole("heading", { name: "Pending Approval" }),
  });
  const dashboardCount = Number(await pendingCard.locator("p").first().innerText());
  expect(badgeCount).toBeGreaterThan(0);
  expect(badgeCount).toBe(dashboardCount);

  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: /Pending Approvals/ }).click();
  const card = page.getByRole("article", { name: title });
  await expect(card).toContainText("Opportunity");
  await expect(card).toContainText("Submitted");
  // Legacy jobs wait in the same list. The seed's pending legacy jobs may have been decided by
  // the moderation journeys of the other project, which share this database: count them first.
  const legacyPending = await page.request.get("/api/admin/jobs?status=pending&limit=1");
  const legacyCount = Number(legacyPending.headers()["x-total-count"]);
  const legacyCards = page.getByRole("article").filter({ has: page.getByText("Job", { exact: true }) });
  if (legacyCount > 0) await expect(legacyCards.first()).toBeVisible();
  else await expect(legacyCards).toHaveCount(0);
  await ready(page);
  await card.getByRole("button", { name: `Approve ${title}` }).click();
  await expect(page.getByText("Status updated", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("article", { name: title })).toHaveCount(0);

  // Published with its city and deadline: the board's city filter finds it.
  await page.goto(`/?type=internship&city=${city}#opportunities`);
  const result = page.locator("#results article").filter({ hasText: title });
  await expect(result).toContainText(`${city}, Kochi`);
  await expect(result).toContainText("Apply by");
  await expect(page.getByRole("link", { name: `Remove filter ${city}` })).toBeVisible();
  await expect(page.getByLabel("City", { exact: true })).toHaveValue(city);
  const api = await page.request.get(`/api/opportunities/search?city=kochi&query=${encodeURIComponent(t)}`);
  expect(((await api.json()) as { title: string }[]).map((r) => r.title)).toEqual([title]);
  await result.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("list", { name: "Key facts" })).toContainText(`${city}, Kochi`);
});

test("the submit form takes a deadline and cities, and refuses a deadline in the past", async ({ page }) => {
  await page.goto("/submit");
  await expect(page.getByLabel("Application deadline (optional)")).toHaveAttribute("type", "date");
  if (!noJs()) {
    await ready(page);
    // The city is required of in-person and hybrid listings.
    await expect(page.getByLabel("City (required for in-person and hybrid listings)")).toBeVisible();
    await page.getByLabel("Location type").selectOption("In-Person (On-Site)");
    await expect(page.getByRole("combobox", { name: "City", exact: true })).toHaveAttribute("required", "");
  }
  await expect(page.getByRole("combobox", { name: /^City/ })).toHaveAttribute("list", "city-suggestions");
  await expect(page.locator("datalist#city-suggestions option[value='Mysuru']")).toHaveCount(1);
  const withoutCity = await postViaApi(page, { title: "Cityless intern", city: "" });
  expect(withoutCity.status()).toBe(400);
  expect(JSON.stringify(await withoutCity.json())).toContain("Please enter the city of an in-person or hybrid listing");
  // The server checks the range too (the browser's date picker only suggests it).
  const response = await postViaApi(page, { title: "Past deadline intern", expiresAt: isoDay(-1) });
  expect(response.status()).toBe(400);
  expect(JSON.stringify(await response.json())).toContain("Please choose a deadline between today and 365 days from now");
});

test("the footer links to the Blog and to the content pages marked for it", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/pages/privacy-policy");
  await expect(footer.getByRole("link", { name: "Posting guidelines" })).toHaveAttribute("href", "/pages/posting-guidelines");
  await footer.getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await page.getByRole("contentinfo").getByRole("link", { name: "Posting guidelines" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Posting guidelines" })).toBeVisible();
});

test("the skip link moves focus into main", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  // Visible with its padding.
  const box = await skip.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(32);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
  // The next Tab continues inside main.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.getElementById("main")!.contains(document.activeElement))).toBe(true);
});

test("changing a filter with the keyboard does not reload the results on every key", async ({ page }) => {
  await page.goto("/?type=internship");
  if (noJs()) {
    await page.getByLabel("Category").selectOption("data");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/category=data/);
    return;
  }
  await ready(page);
  const select = page.getByLabel("Sort by");
  await select.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.waitForTimeout(500);
  expect(page.url()).not.toContain("sortBy=");
  await page.keyboard.press("Tab");
  await expect(page).toHaveURL(/sortBy=deadline/);
  // The count is a polite live region.
  await expect(page.locator("#results [role=status]")).toHaveAttribute("aria-live", "polite");
});

test("the category filter offers every category with open listings", async ({ page }) => {
  await page.goto("/?type=all");
  const options = await page.getByLabel("Category").locator("option").allInnerTexts();
  // Beyond the six of the old constants: business and operations listings are seeded.
  expect(options).toEqual(expect.arrayContaining(["All categories", "Business", "Operations"]));
});

test("/admin signed out is titled 'Admin sign in'; a failed sign-in focuses the notice", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveTitle(/Admin sign in/);
  await expect(page.getByLabel("Username")).toHaveAttribute("required", "");
  await expect(page.getByLabel("Password")).toHaveAttribute("required", "");
  await page.getByLabel("Username").fill("nobody");
  await page.getByLabel("Password").fill("wrong-password-123");
  await page.getByRole("button", { name: "Sign In" }).click();
  const notice = page.getByRole("alert").filter({ hasText: "Login failed" });
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(notice).toBeFocused();
});

/** A published in-person internship of a new organisation: its id and public path. */
async function publishedListing(page: Page, title: string, organizationName: string) {
  const { slug } = await submitViaApi(page, { title, organizationName });
  const found = await page.request.get(`/api/admin/opportunities?q=${encodeURIComponent(title)}`);
  const { id } = ((await found.json()) as { id: number }[])[0]!;
  const published = await page.request.patch(`/api/admin/opportunities/${id}/status`, { data: { id, status: "published" } });
  expect(published.status()).toBe(200);
  return { id, path: `/internships/${slug}` };
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Save Changes" }).click();
}

test("an admin uploads the organisation logo from the opportunity editor and it shows on the public listing", async ({
  page,
}) => {
  const tag = token().replace(/[^a-z]/g, "");
  const title = `Well mapping intern ${tag}`;
  await signInAsAdmin(page);
  const { id, path } = await publishedListing(page, title, `Jal Sahyog ${tag}`);
  await page.goto(`/admin/opportunities/${id}/edit`);
  await ready(page);
  const logos = page.getByRole("group", { name: "Organisation logo" });

  // Text posing as an image is refused and nothing is stored.
  await logos.getByLabel("Upload an image").setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: Buffer.from("not an image at all"),
  });
  if (noJs()) await save(page);
  await expect(page.getByText("Please upload an image file").first()).toBeVisible();
  await expect(logos.getByLabel("…or an image URL")).toHaveValue("");

  const png = await sharp({ create: { width: 240, height: 240, channels: 3, background: "#0f766e" } }).png().toBuffer();
  await logos.getByLabel("Upload an image").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
  if (!noJs()) {
    // With JavaScript the file is uploaded at once and its URL fills the field.
    await expect(logos.getByRole("status")).toHaveText("Logo uploaded");
    await expect(logos.getByLabel("…or an image URL")).toHaveValue(/^\/uploads\/[0-9a-f]{32}\.webp$/);
  }
  await save(page);
  await expect(page.getByText("Opportunity updated").first()).toBeVisible();

  await page.goto(path);
  const logo = page.locator('main img[src^="/uploads/"]').first();
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.goto(`/admin/opportunities/${id}/edit`);
  await expect(page.getByRole("group", { name: "Organisation logo" }).getByLabel("…or an image URL")).toHaveValue(
    (await logo.getAttribute("src"))!,
  );
});

test("an admin edits the city of an in-person listing; more than three cities are refused", async ({ page }) => {
  const tag = token().replace(/[^a-z]/g, "");
  const title = `Well survey intern ${tag}`;
  const city = `Kovalam${tag}`;
  await signInAsAdmin(page);
  const { id, path } = await publishedListing(page, title, `Neer Mitra ${tag}`);
  await page.goto(`/admin/opportunities/${id}/edit`);
  await ready(page);
  const field = page.getByRole("combobox", { name: /^City/ });
  await expect(field).toHaveValue("Kochi");
  await field.fill("Pune, Delhi, Goa, Agra");
  await save(page);
  await expect(page.getByText("Please list at most 3 cities, separated by commas").first()).toBeVisible();

  await page.getByRole("combobox", { name: /^City/ }).fill(`${city}, Cochin`);
  await save(page);
  await expect(page.getByText("Opportunity updated").first()).toBeVisible();
  await page.goto(`/admin/opportunities/${id}/edit`);
  await expect(page.getByRole("combobox", { name: /^City/ })).toHaveValue(`${city}, Kochi`);
  await page.goto(path);
  await expect(page.locator("main")).toContainText(city);
});

test.describe("first screen of a 375×812 phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });
  // The first screen is the server's document and its CSS, what a phone shows before any script runs.
  test.beforeEach(() => checkedOnce());

  async function expectFirstScreen(page: Page, first: string, name: string) {
    await page.screenshot({ path: test.info().outputPath(`${name}-375.png`) });
    const top = await page.locator(first).first().evaluate((el) => el.getBoundingClientRect().top);
    expect(top, `${first} starts within the first screen`).toBeLessThan(812);
    // Nothing wider than the screen, outside scroll containers that scroll on purpose (the carousel).
    const overflowing = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const wide: string[] = [];
      if (document.documentElement.scrollWidth > width) wide.push(`document ${document.documentElement.scrollWidth}`);
      for (const el of Array.from(document.body.querySelectorAll<HTMLElement>("*"))) {
        const rect = el.getBoundingClientRect();
        if (rect.width === 0 || rect.right <= width + 1) continue;
        let scroller = el.parentElement;
        let clipped = false;
        while (scroller) {
          const style = getComputedStyle(scroller);
          if (style.overflowX !== "visible") clipped = true;
          scroller = scroller.parentElement;
        }
        const style = getComputedStyle(el);
        if (!clipped && style.position !== "fixed" && !el.closest(".sr-only")) wide.push(`${el.tagName}.${el.className}`);
      }
      return wide;
    });
    expect(overflowing).toEqual([]);
  }

  test("home: the search box and the first result start within 812 px", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("searchbox", { name: "Search opportunities" })).toBeInViewport();
    const tabs = page.getByRole("navigation", { name: "Opportunity types" }).getByRole("link");
    await expect(tabs).toHaveCount(4);
    for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
    await expectFirstScreen(page, "#results li", "home");
  });

  test("a listing page", async ({ page }) => {
    await page.goto("/");
    const href = await page.locator("#results li a").first().getAttribute("href");
    await page.goto(href!);
    await expectFirstScreen(page, "main h1", "listing");
  });

  test("/submit", async ({ page }) => {
    await page.goto("/submit");
    await expectFirstScreen(page, "form#submit-opportunity input:not([type=hidden])", "submit");
  });

  test("the Pending Approvals tab", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/pending");
    await expectFirstScreen(page, "main ol > li", "pending");
  });
  /** Every visible button and button-like link in <main> lies within the screen's width. */
  async function actionsOffScreen(page: Page) {
    return page.locator("main").evaluate((main) => {
      const width = document.documentElement.clientWidth;
      return Array.from(main.querySelectorAll<HTMLElement>("button, a[class*='rounded-md'], summary"))
        .filter((el) => el.getClientRects().length > 0 && !el.closest(".sr-only"))
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.left < 0 || box.right > width + 1;
        })
        .map((el) => `${el.tagName.toLowerCase()} "${el.textContent?.trim()}"`);
    });
  }

  test("the admin lists: tabs wrap, tables are stacked cards, every action on the screen", async ({ page }) => {
    await signInAsAdmin(page);
    const nav = page.getByRole("navigation", { name: "Admin sections" });
    for (const tab of await nav.getByRole("link").all()) await expect(tab).toBeInViewport({ ratio: 1 });
    for (const [path, heading] of [
      ["/admin/opportunities", "Opportunity Management"],
      ["/admin/jobs", "Jobs"],
      ["/admin/categories", "Categories"],
      ["/admin/pending", "Pending Approvals"],
      ["/admin/content", "Content Pages"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
      await expectFirstScreen(page, "main h2", `admin-${path.split("/").pop()}`);
      expect(await actionsOffScreen(page), `${path}: every action on the screen`).toEqual([]);
    }
    // The content pages' table is a stack of cards: each row shows its labelled values and its actions.
    const firstRow = page.getByRole("region", { name: "Content Pages" }).locator("tbody tr").first();
    await expect(firstRow.getByText("Slug:")).toBeVisible();
    await expect(firstRow.getByRole("link", { name: /^Edit / })).toBeInViewport({ ratio: 1 });
    await expect(firstRow.getByRole("link", { name: /^Delete / })).toBeInViewport({ ratio: 1 });
  });
});
