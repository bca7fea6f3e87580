/**
 * The opportunity editor's organisation logo and city, and the admin lists on a
 * 375 px phone, with JavaScript on and off (axe on every page).
 */
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { E2E_ADMIN, expect, test } from "./support/fixtures";

test.describe.configure({ timeout: 150_000 });

const noJs = () => test.info().project.name === "no-js";
/** Letters only (a city name is letters). */
const letters = () =>
  Array.from({ length: 8 }, () => "abcdefghijklmnopqrstuvwxyz"[Math.floor(Math.random() * 26)]).join("");

async function signIn(page: Page) {
  await page.goto("/admin");
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("navigation", { name: "Admin sections" })).toBeVisible({ timeout: 30_000 });
}

/** A published in-person internship of a new organisation; returns its id and public path. */
async function publishedListing(page: Page, title: string, organizationName: string) {
  const submitted = await page.request.post("/api/opportunities", {
    data: {
      data: {
        title,
        opportunityType: "internship",
        organizationName,
        description: "Map the wells of our district with the village councils and record their water levels.",
        requirements: "Students who like walking and careful notes.",
        applicationInstructions: "Apply with a short note about a well you know.",
        applicationUrl: "https://wells.example.org/apply",
        location: "In-Person (On-Site)",
      },
      attributes: { category: "data", duration: "1-3 months", hasPaid: false },
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const { slug } = (await submitted.json()) as { slug: string };
  const found = await page.request.get(`/api/admin/opportunities?q=${encodeURIComponent(title)}`);
  const [{ id }] = (await found.json()) as { id: number }[];
  const published = await page.request.patch(`/api/admin/opportunities/${id}/status`, {
    data: { id, status: "published" },
  });
  expect(published.status()).toBe(200);
  return { id, path: `/internships/${slug}` };
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Save Changes" }).click();
}

test("an admin uploads the organisation logo from the opportunity editor and it shows on the public listing", async ({
  page,
}) => {
  const tag = letters();
  const title = `Well mapping intern ${tag}`;
  await signIn(page);
  const { id, path } = await publishedListing(page, title, `Jal Sahyog ${tag}`);
  await page.goto(`/admin/opportunities/${id}/edit`);
  if (!noJs()) await page.waitForLoadState("networkidle");
  const logos = page.getByRole("group", { name: "Organization logo" });

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
  await expect(page.getByRole("group", { name: "Organization logo" }).getByLabel("…or an image URL")).toHaveValue(
    (await logo.getAttribute("src"))!,
  );
});

test("an admin edits the city of an in-person listing; more than three cities are refused", async ({ page }) => {
  const tag = letters();
  const title = `Well survey intern ${tag}`;
  const city = `Kovalam${tag}`;
  await signIn(page);
  const { id, path } = await publishedListing(page, title, `Neer Mitra ${tag}`);
  await page.goto(`/admin/opportunities/${id}/edit`);
  if (!noJs()) await page.waitForLoadState("networkidle");
  const field = page.getByLabel("City", { exact: true });
  await expect(field).toHaveValue("");
  await field.fill("Pune, Delhi, Goa, Agra");
  await save(page);
  await expect(page.getByText("Please list at most 3 cities, separated by commas").first()).toBeVisible();

  await page.getByLabel("City", { exact: true }).fill(`${city}, Kochi`);
  await save(page);
  await expect(page.getByText("Opportunity updated").first()).toBeVisible();
  await page.goto(`/admin/opportunities/${id}/edit`);
  await expect(page.getByLabel("City", { exact: true })).toHaveValue(`${city}, Kochi`);
  await page.goto(path);
  await expect(page.locator("main")).toContainText(city);
});

test.describe("admin lists on a 375×812 phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  /** Elements sticking out past the right edge, except inside a container that scrolls or clips on purpose. */
  async function outside(page: Page) {
    return page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const found: string[] = [];
      if (document.documentElement.scrollWidth > width) found.push(`page is ${document.documentElement.scrollWidth}px wide`);
      const inClip = (el: Element) => {
        for (let p = el.parentElement; p; p = p.parentElement) if (getComputedStyle(p).overflowX !== "visible") return true;
        return false;
      };
      for (const el of Array.from(document.querySelectorAll<HTMLElement>("body *"))) {
        const box = el.getBoundingClientRect();
        if (box.width > 0 && box.right > width + 1 && !inClip(el) && !el.closest(".sr-only")) {
          found.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 30)}" ends at ${Math.round(box.right)}`);
        }
      }
      return found;
    });
  }

  /** Every visible button and button-like link of the page's content lies within the screen's width. */
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

  test("opportunities, legacy jobs, categories, Pending Approvals and content pages fit the screen", async ({ page }) => {
    await signIn(page);
    const nav = page.getByRole("navigation", { name: "Admin sections" });
    for (const tab of await nav.getByRole("link").all()) await expect(tab).toBeInViewport({ ratio: 1 });
    for (const [path, heading] of [
      ["/admin/opportunities", "Opportunity Management"],
      ["/admin/jobs", "Legacy Job Listings"],
      ["/admin/categories", "Categories"],
      ["/admin/pending", "Pending Approvals"],
      ["/admin/content", "Content Pages"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`${path.split("/").pop()}-375.png`), fullPage: true });
      expect(await outside(page), `${path}: nothing wider than the screen`).toEqual([]);
      expect(await actionsOffScreen(page), `${path}: every action on the screen`).toEqual([]);
    }
    // The content pages' table is a stack of cards: each row shows its labelled values and actions.
    const firstRow = page.getByRole("region", { name: "Content Pages" }).locator("tbody tr").first();
    await expect(firstRow.getByText("Slug:")).toBeVisible();
    await expect(firstRow.getByRole("link", { name: /^Edit / })).toBeInViewport({ ratio: 1 });
    await expect(firstRow.getByRole("link", { name: /^Delete / })).toBeInViewport({ ratio: 1 });
  });
});
