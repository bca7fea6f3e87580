/**
 * Seekers come back: job alerts by email (subscribe from a filtered board,
 * confirm from the mail file, an admin approves a matching listing,
 * `npm run alerts:send` mails the digest, a second run sends nothing, one-click
 * unsubscribe), RSS feeds that follow the board's filters, organisation pages
 * and sharing. JavaScript on and off (the two projects), axe on every page.
 */
import { parseFeed } from "@rowanmanning/feed-parser";
import { approvePending, signInAsAdmin } from "./support/admin";
import { toolOnE2eDatabase, withE2eDatabase } from "./support/database";
import { checkedOnce, expect, test } from "./support/fixtures";
import { noJs, ready } from "./support/page";
import { linkIn, uniqueAddress, waitForMail } from "./support/mail";


test.describe.configure({ timeout: 180_000 });

/** `npm run alerts:send` against the e2e server's database and mail folder. */
async function alertsSend() {
  return toolOnE2eDatabase("alerts:send", []);
}

/** A day passes for one alert: its digest becomes due now. */
function dayPassesFor(address: string) {
  withE2eDatabase((db) =>
    db.prepare("UPDATE alerts SET next_run_at = ? WHERE email = ? AND confirmed_at IS NOT NULL").run(Date.now() - 1000, address),
  );
}

test("a job alert: subscribe from a filtered board, confirm, digest of an approved listing, one-click unsubscribe", async ({
  page,
}) => {
  const word = `zq${Date.now().toString(36)}${test.info().project.name.replace("-", "")}`;
  const address = uniqueAddress(`alert-${test.info().project.name}`);
  const title = `Design ${word} intern`;

  // Subscribe from the filtered board: the form carries its filters.
  await page.goto(`/?query=${word}&type=internship&category=design`);
  await ready(page);
  const form = page.getByRole("region", { name: "Get new internships like these by email" });
  await expect(form.locator('input[type="hidden"][name="category"]')).toHaveValue("design");
  await expect(form.locator('input[type="hidden"][name="query"]')).toHaveValue(word);
  await form.getByLabel("Email address").fill(address);
  await form.getByLabel("How often").selectOption("daily");
  await form.getByRole("button", { name: "Create alert" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox to confirm your alert" })).toBeVisible();
  // The same words for every address: the ten-alerts limit is told only to a full mailbox, by mail.
  await expect(page.getByRole("main")).toContainText("We sent a mail to your address. The alert starts once you confirm it.");
  await expect(page.getByRole("main")).not.toContainText("ten alerts");

  // Confirm from the mail file: the link's GET shows a button, the POST confirms.
  const confirmation = await waitForMail(address, { subject: /Confirm your job alert/ });
  const confirmLink = linkIn(confirmation, /http:\/\/\S+\/alerts\/confirm\/[A-Za-z0-9_-]{43}/);
  await page.goto(confirmLink);
  await expect(page.getByRole("heading", { name: "Confirm your job alert" })).toBeVisible();
  await ready(page);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { name: "Your job alert" })).toBeVisible();
  await expect(page.getByText(`Design internships matching “${word}”`)).toBeVisible();

  // A matching listing is posted and an admin approves it.
  const posted = await page.request.post("/api/opportunities", {
    data: {
      data: {
        title,
        organizationName: `Alert Trust ${word}`,
        opportunityType: "internship",
        description: "Design the screens of a water quality app used by village health workers in Odisha.",
        applicationUrl: "https://alert-trust.example.org/apply",
        requirements: "A portfolio of interface design work, any tools.",
        applicationInstructions: "Apply through the form.",
        location: "Remote (Work From Home)",
      },
      attributes: { category: "design", duration: "1-3 months", causes: "education", stipend: "₹8,000/month", hasPaid: true, skills: "" },
    },
  });
  expect(posted.status()).toBe(201);
  const { slug } = (await posted.json()) as { slug: string };
  await signInAsAdmin(page);
  await approvePending(page, title);

  // A day later `npm run alerts:send` mails a digest listing it; a second run sends nothing.
  dayPassesFor(address);
  await alertsSend();
  const digest = await waitForMail(address, { subject: "1 new internship on Impact Careers" });
  expect(digest.text).toContain(title);
  expect(digest.text).toContain(`/internships/${slug}`);
  // The manage page changes how often and deletes: the mail promises nothing more.
  expect(digest.text).toContain("Manage this alert (frequency, delete):");
  await alertsSend();
  // The run has ended: what it queued is in the outbox (sent or not yet).
  const digests = withE2eDatabase((db) => db.prepare("SELECT count(*) AS n FROM outbox WHERE lower(recipient) = lower(?) AND kind = 'alert-digest'").get(address) as { n: number });
  expect(digests.n).toBe(1);

  // The manage link shows the alert; one bare POST to the List-Unsubscribe URL deletes it.
  const manageLink = linkIn(digest, /http:\/\/\S+\/alerts\/manage\/[A-Za-z0-9_-]{43}/);
  const header = digest.headerLines.find((h) => h.key === "list-unsubscribe")!.line;
  const unsubscribeUrl = /<([^>]+)>/.exec(header)![1]!;
  expect(digest.headerLines.find((h) => h.key === "list-unsubscribe-post")!.line).toContain("List-Unsubscribe=One-Click");
  await page.goto(unsubscribeUrl);
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
  const oneClick = await page.request.post(unsubscribeUrl, {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(oneClick.status()).toBe(200);
  // Used links get their own pages: a second unsubscribe, an old manage link.
  const again = await page.goto(unsubscribeUrl);
  expect(again?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "You are already unsubscribed" })).toBeVisible();
  const gone = await page.goto(manageLink);
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "This link has expired: get a new one" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Create a new alert" })).toHaveAttribute("href", "/alerts");
});

test("the RSS feed parses and follows the board's filters; the home page links it", async ({ page }) => {
  checkedOnce();
  await page.goto("/?type=course&category=design");
  const alternate = page.locator('link[rel="alternate"][type="application/rss+xml"]');
  await expect(alternate).toHaveAttribute("href", "/feed.xml?type=course&category=design");
  await expect(page.getByRole("link", { name: /^RSS/ })).toHaveAttribute("href", "/feed.xml?type=course&category=design");

  const response = await page.request.get("/feed.xml?type=course&category=design");
  expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const feed = parseFeed(await response.text());
  expect(feed.items.length).toBeGreaterThan(0);
  for (const item of feed.items) {
    expect(item.url).toMatch(/\/courses\//);
    expect(item.categories.map((c) => c.label ?? c.term)).toContain("Design");
  }
  const internships = parseFeed(await (await page.request.get("/feed.xml?type=internship&duration=forever")).text());
  expect(internships.items.length).toBeGreaterThan(0);
  for (const item of internships.items) expect(item.url).toMatch(/\/(internships|jobs)\//);
  // An unchanged feed answers 304 to its ETag. Other tests post internships meanwhile, and a new one changes
  // the feed between the two requests: then the pair is asked again.
  await expect(async () => {
    const etag = (await page.request.get("/feed.xml?type=internship")).headers()["etag"]!;
    expect((await page.request.get("/feed.xml?type=internship", { headers: { "If-None-Match": etag } })).status()).toBe(304);
  }).toPass({ timeout: 10_000 });
});

test("organisation pages show open listings only, from the card's organisation link; listings can be shared", async ({
  page,
}) => {
  await page.goto("/?query=Communications+Social+Media&type=internship");
  await ready(page);
  await page.getByRole("link", { name: "Sakhi Shakti Foundation" }).first().click();
  await expect(page).toHaveURL(/\/organizations\/sakhi-shakti-foundation$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sakhi Shakti Foundation" })).toBeVisible();
  // The demo's legacy job "Graphic Designer" names the organisation: jobs count on its page (decision 345).
  await expect(page.getByRole("heading", { name: "Open opportunities (4)" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Graphic Designer" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Women in Tech Fellowship" })).toBeVisible();
  await expect(page.getByText("Event Coordination Intern")).toHaveCount(0);
  await expect(page.getByText("1 past listing")).toBeVisible();
  await expect(page.getByRole("link", { name: /RSS feed/ })).toHaveAttribute("href", "/feed.xml?organization=sakhi-shakti-foundation");
  const orgFeed = parseFeed(await (await page.request.get("/feed.xml?organization=sakhi-shakti-foundation")).text());
  expect(orgFeed.items.map((i) => i.title).sort()).toEqual(
    ["Communications and Social Media Intern", "Gender Lens Investing Course", "Graphic Designer", "Women in Tech Fellowship"].sort(),
  );

  await page.getByRole("link", { name: "Communications and Social Media Intern" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Communications and Social Media Intern" })).toBeVisible();
  await ready(page);
  const url = page.url();
  const whatsApp = page.getByRole("link", { name: /Share on WhatsApp/ });
  await expect(whatsApp).toHaveAttribute("href", `https://wa.me/?text=${encodeURIComponent(`Communications and Social Media Intern ${url}`)}`);
  await expect(page.getByLabel("Link:")).toHaveValue(url);
  if (noJs()) {
    await expect(page.getByRole("button", { name: "Copy link" })).toHaveCount(0);
  } else {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByText("Link copied.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  }
  expect((await page.request.get("/organizations/no-such-organization")).status()).toBe(404);
});
