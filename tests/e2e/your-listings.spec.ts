/**
 * An organisation comes back (docs/decisions/390, 391): a poster with two listings asks for the
 * lost link, opens "Your listings", sees both with their status and counts, posts one again, and
 * the filled-in /submit reaches the moderator's queue as "Posted again from #…". In English and
 * in Hindi, with JavaScript on and off (the projects run it twice); axe checks every page.
 */
import { expect, test } from "./support/fixtures";
import { internshipPayload } from "./support/listings";
import { sayIn } from "./support/languages";
import { linkIn, uniqueAddress, waitForMail } from "./support/mail";
import { card, formWait, ready } from "./support/page";
import { approvedListing, randomAddress, visitor } from "./support/visitors";

test.describe.configure({ timeout: 180_000 });

const SITE = "https://keepers.example.org";
const YOUR_LISTINGS_LINK = /http:\/\/127\.0\.0\.1:\d+\/your-listings\/[A-Za-z0-9_-]{43}/;

/** The words of each language the journey clicks and reads. */
const LANGUAGES = [
  { code: "en", prefix: "", positionTitle: "Position title", applicationUrl: "Application URL", terms: "I agree to the Terms and Conditions", submit: "Submit internship", done: /Thank you! Your internship has been submitted/ },
  { code: "hi", prefix: "/hi", positionTitle: "पद का नाम", applicationUrl: "आवेदन का लिंक (URL)", terms: /^मैं नियम और शर्तों .*से सहमत हूँ$/, submit: "इंटर्नशिप भेजें", done: /धन्यवाद! आपकी इंटर्नशिप हमें मिल गई है/ },
] as const;

/** The English words (the source texts; the catalogues hold the other languages'). */
const ENGLISH: Record<string, string> = {
  "posters.lostLink.email": "Your email",
  "posters.lostLink.submit": "Send me my links",
  "posters.lostLink.sent": "If that address posted listings here, we have sent it a link for each of them. Please check your inbox and spam folder.",
  "posters.status.pending": "Pending review",
  "posters.status.published": "Published",
  "posters.yourListings.title": "Your listings",
  "embed.snippet.label": "Code to copy",
  "posters.postAgain.buttonFor": "Post again: {title}",
};
const sayEnglish = (id: string, values: Record<string, string> = {}) => ENGLISH[id]!.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!);

for (const language of LANGUAGES) {
  test(`${language.code}: two listings, the lost link, Your listings with status and counts, and one posted again to the moderator`, async ({ page, browser }) => {
    const say = language.code === "en" ? sayEnglish : sayIn(language.code);
    const project = test.info().project.name;
    const email = uniqueAddress(`your-listings-${language.code}-${project}`);
    const key = `${Date.now().toString(36)}${language.code}${project}`;
    const published = `Lake survey intern ${key}`;
    const pending = `Bird count intern ${key}`;

    // One listing approved and seen once by a visitor; another waiting for review.
    const { slug } = await approvedListing(page, { title: published, organizationName: "Lake Keepers Trust", posterEmail: email, applicationUrl: `${SITE}/apply` });
    const created = await page.request.post("/api/opportunities", { data: internshipPayload({ title: pending, organizationName: "Lake Keepers Trust", posterEmail: email }) });
    expect(created.status()).toBe(201);
    const reader = await visitor(browser, true, randomAddress(), SITE);
    await (await reader.newPage()).goto(`/internships/${slug}`);
    await reader.close();

    // The lost-link form, in the page's language.
    await page.goto(`${language.prefix}/manage`);
    await ready(page);
    await page.getByLabel(say("posters.lostLink.email")).fill(email);
    await page.getByRole("button", { name: say("posters.lostLink.submit") }).click();
    await expect(page.getByRole("status")).toHaveText(say("posters.lostLink.sent"));
    const mail = await waitForMail(email, { subject: "Your links to manage your listings" });
    // The mail is in the listings' language (English here); the page has a twin in every language.
    const link = linkIn(mail, YOUR_LISTINGS_LINK).replace("/your-listings/", `${language.prefix}/your-listings/`);

    const headers = (await page.request.get(link)).headers();
    expect(headers["cache-control"]).toBe("no-store");
    expect(headers["x-robots-tag"]).toBe("noindex");
    expect(headers["referrer-policy"]).toBe("same-origin");
    // Counts are written by the counter every second.
    await expect(async () => {
      await page.goto(link);
      const rows = page.getByTestId("your-listings").locator("tbody tr");
      await expect(rows.getByRole("rowheader")).toHaveText([new RegExp(pending), new RegExp(published)], { timeout: 500 });
      await expect(rows.getByTestId("listing-status")).toHaveText([say("posters.status.pending"), say("posters.status.published")], { timeout: 500 });
      await expect(rows.getByTestId("listing-views")).toHaveText(["0", "1"], { timeout: 500 });
      await expect(rows.getByTestId("listing-apply-clicks")).toHaveText(["0", "0"], { timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await expect(page.locator("html")).toHaveAttribute("lang", language.code);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(say("posters.yourListings.title"));
    // The iframe to copy for the organisation.
    await expect(page.getByRole("textbox", { name: say("embed.snippet.label") })).toHaveValue(/^<iframe src="[^"]+\/embed\/organizations\/lake-keepers-trust[^"]*"/);

    // Post the published one again: /submit in the same language, filled in but for the deadline.
    await page.getByRole("button", { name: say("posters.postAgain.buttonFor", { title: published }) }).click();
    await expect(page).toHaveURL(new RegExp(`${language.prefix}/submit\\?type=internship$`));
    const servedAt = Date.now();
    await ready(page);
    await expect(page.getByRole("status").filter({ hasText: published })).toBeVisible();
    await expect(page.getByLabel(language.positionTitle)).toHaveValue(published);
    await expect(page.getByLabel(language.applicationUrl)).toHaveValue(`${SITE}/apply`);
    await page.getByLabel(language.terms).check();
    const wait = formWait(servedAt);
    if (wait > 0) await page.waitForTimeout(wait);
    await page.getByRole("button", { name: language.submit }).click();
    await expect(page.getByRole("heading", { level: 1, name: language.done })).toBeVisible();

    // The moderator (the admin is still signed in) sees where it came from.
    await page.goto(`/admin/opportunities?status=pending&q=${encodeURIComponent(published)}`);
    const again = card(page, published);
    await expect(again).toHaveCount(1);
    await expect(again.getByRole("link", { name: /^Posted again from #\d+$/ })).toHaveAttribute("href", /^\/admin\/opportunities\/\d+\/edit$/);
    await expect(again).not.toContainText("possible duplicate");
  });
}
