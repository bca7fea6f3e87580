/**
 * "My data" without an account (docs/personal-data.md): ask for the link, open it from the mail,
 * download the JSON, delete everything; an unknown address gets the same page and no mail. In
 * English and in Hindi, with JavaScript on and off (the two projects), axe on every page.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { withE2eDatabase } from "./support/database";
import { expect, test } from "./support/fixtures";
import { linkIn, uniqueAddress, waitForMail } from "./support/mail";
import { ready } from "./support/page";

test.describe.configure({ timeout: 120_000 });

/** A listing posted through the API with the address as its poster's. */
async function postListing(page: Page, address: string, title: string) {
  const posted = await page.request.post("/api/opportunities", {
    data: {
      data: {
        title,
        organizationName: `Privacy Trust ${title.slice(-6)}`,
        opportunityType: "internship",
        description: "Map the wells of three villages in Marathwada and publish the water levels every month.",
        applicationUrl: "https://privacy-trust.example.org/apply",
        requirements: "Curiosity and a phone with a camera.",
        applicationInstructions: "Apply through the form.",
        location: "Remote (Work From Home)",
        posterEmail: address,
      },
      attributes: { category: "engineering", duration: "1-3 months", causes: "water-sanitation", stipend: "₹5,000/month", hasPaid: true, skills: "" },
    },
  });
  expect(posted.status()).toBe(201);
}

/** Asks for the link on `path` and returns the page's answer. */
async function askForLink(page: Page, path: string, address: string, labels: { email: string; submit: string }) {
  await page.goto(path);
  await ready(page);
  await page.getByLabel(labels.email).fill(address);
  await page.getByRole("button", { name: labels.submit }).click();
  const status = page.getByRole("status");
  await expect(status).toBeVisible();
  return status.textContent();
}

const outboxRowsTo = (address: string) =>
  withE2eDatabase((db) => db.prepare("SELECT count(*) FROM outbox WHERE lower(recipient) = lower(?)").pluck().get(address) as number);

test("My data: ask for the link, open it from the mail, download, delete; an unknown address gets the same page and no mail", async ({ page }) => {
  const project = test.info().project.name;
  const address = uniqueAddress(`mydata-${project}`);
  const unknown = uniqueAddress(`nobody-${project}`);
  const title = `Well mapping intern ${Date.now().toString(36)}`;
  await postListing(page, address, title);
  const labels = { email: "Email address", submit: "Send me the link" };

  // The same answer for a known and an unknown address; only the known one gets a mail.
  const known = await askForLink(page, "/my-data", address, labels);
  const stranger = await askForLink(page, "/my-data", unknown, labels);
  expect(stranger).toBe(known);
  expect(known).toContain("If we keep anything for this address, a link is on its way to it.");
  const mail = await waitForMail(address, { subject: "Your data on Impact Careers" });
  expect(outboxRowsTo(unknown)).toBe(0);

  // The link's page lists the listing and offers the download and the deletion.
  await page.goto(linkIn(mail, /http:\/\/\S+\/my-data\/[A-Za-z0-9_-]{43}/));
  await ready(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("What we keep for my");
  const listings = page.locator("section", { has: page.getByRole("heading", { name: "Listings posted with this address" }) });
  await expect(listings).toContainText(`${title}: waiting for review`);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download (JSON)" }).click()]);
  const exported = JSON.parse(readFileSync((await download.path())!, "utf8")) as { email: string; listings: { title: string }[] };
  expect(exported.email).toBe(address.toLowerCase());
  expect(exported.listings.map((l) => l.title)).toEqual([title]);

  // "Delete everything" is a second step, a plain form.
  await expect(page.getByText("Your listings stay on the board as they are")).toBeVisible();
  await page.getByRole("link", { name: "Delete everything…" }).click();
  await expect(page.getByRole("button", { name: "Yes, delete everything" })).toBeVisible();
  await ready(page);
  await page.getByRole("button", { name: "Yes, delete everything" }).click();
  await expect(page).toHaveURL(/\/my-data$/);
  await expect(page.getByText("Everything we kept for your address is deleted.").first()).toBeVisible();
  expect(withE2eDatabase((db) => db.prepare("SELECT count(*) FROM listing_posters WHERE email = lower(?)").pluck().get(address))).toBe(0);
  expect(withE2eDatabase((db) => db.prepare("SELECT count(*) FROM opportunities WHERE title = ?").pluck().get(title))).toBe(1);
});

test("My data in Hindi: the same journey, in Hindi words and links", async ({ page }) => {
  const project = test.info().project.name;
  const address = uniqueAddress(`mydata-hi-${project}`);
  const unknown = uniqueAddress(`nobody-hi-${project}`);
  const title = `Village survey intern ${Date.now().toString(36)}`;
  await postListing(page, address, title);
  const labels = { email: "ईमेल पता", submit: "मुझे लिंक भेजें" };

  const known = await askForLink(page, "/hi/my-data", address, labels);
  expect(await askForLink(page, "/hi/my-data", unknown, labels)).toBe(known);
  expect(known).toContain("24 घंटे");
  const mail = await waitForMail(address, { subject: "Impact Careers पर आपका डेटा" });
  expect(outboxRowsTo(unknown)).toBe(0);
  const link = linkIn(mail, /http:\/\/\S+\/hi\/my-data\/[A-Za-z0-9_-]{43}/);

  await page.goto(link);
  await ready(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("के लिए हम क्या रखते हैं");
  await expect(page.getByRole("main")).toContainText(title);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "डाउनलोड करें (JSON)" }).click()]);
  expect((JSON.parse(readFileSync((await download.path())!, "utf8")) as { listings: { title: string }[] }).listings).toHaveLength(1);
  await page.getByRole("link", { name: "सब कुछ हटाएँ…" }).click();
  await expect(page.getByRole("button", { name: "हाँ, सब कुछ हटाएँ" })).toBeVisible();
  await ready(page);
  await page.getByRole("button", { name: "हाँ, सब कुछ हटाएँ" }).click();
  await expect(page).toHaveURL(/\/hi\/my-data$/);
  await expect(page.getByText("आपके पते का जो भी डेटा हमारे पास था, वह हटा दिया गया है।").first()).toBeVisible();
  // The spent link says so, in Hindi.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "इस लिंक की मियाद ख़त्म हो गई है" })).toBeVisible();
});
