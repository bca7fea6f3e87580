/**
 * Marathi and Bengali, with JavaScript on and off (decision 330): a listing posted from /mr/submit and
 * /bn/submit (a mistake told in the language, the success screen, the receipt mail in the language with
 * its own prefix's manage link); approved, it lives at a Latin slug of its title and a search in the
 * language finds it by a word and by the first letters of one; a job alert made on /mr and /bn is
 * confirmed from a mail in the language with a link under its prefix. Every word is read from the
 * language's catalogue. Axe checks every page (support/fixtures).
 */
import { execFileSync } from "node:child_process";
import { LANGUAGES } from "../../app/i18n/languages";
import { slugify } from "../../app/lib/slugify";
import { SEED_PUBLISHED_INTERNSHIP_SLUG } from "../../db/seed-data";
import { approvePending, signInAsAdmin } from "./support/admin";
import { expect, test } from "./support/fixtures";
import { distinctGlyphs, escaped, sayIn } from "./support/languages";
import { linkIn, uniqueAddress, waitForMail } from "./support/mail";
import { expectToast, formWait, ready } from "./support/page";
import { expectTwins } from "./support/hindi";

test.describe.configure({ timeout: 180_000 });

/**
 * What each language's journey types: a title and organisation in its script, a cause by its name, a word and a
 * prefix of it; and the project it runs in. The same journeys run with JavaScript on and off in English and
 * Hindi; Marathi's and Bengali's words are proven once each, one with JavaScript and one without (decision 400).
 */
const JOURNEYS = [
  { code: "mr", project: "js", title: "जलसंधारण प्रशिक्षणार्थी", organization: "पाणी फाउंडेशन", cause: "पाणी आणि स्वच्छता", word: "जलसंधारण", prefix: "जलसंधा", letters: ["क", "ख", "ळ", "श्र"] },
  { code: "bn", project: "no-js", title: "জল সংরক্ষণ শিক্ষানবিশ", organization: "সবুজ বাংলা সংস্থা", cause: "জল ও পরিচ্ছন্নতা", word: "সংরক্ষণ", prefix: "সংরক্", letters: ["ক", "খ", "গ", "শ্র"] },
] as const;

for (const journey of JOURNEYS) {
  const { code } = journey;
  const say = sayIn(code);

  const once = () => test.skip(test.info().project.name !== journey.project, `${code}'s journeys run in the ${journey.project} project; English and Hindi run both`);

  test(`${code}: post from /${code}/submit, a mistake and the receipt in the language, a Latin slug, found by a word and a prefix`, async ({ page, jsEnabled }) => {
    once();
    const email = uniqueAddress(`${code}-poster-${test.info().project.name}`);
    const suffix = Date.now().toString(36);
    const title = `${journey.title} ${suffix}`;

    await page.goto(`/${code}/submit`);
    const servedAt = Date.now();
    await ready(page);
    await expect(page.locator("html")).toHaveAttribute("lang", code);
    await expect(page.getByRole("heading", { level: 1, name: say("submissions.copy.internship.heading") })).toBeVisible();
    await page.getByLabel(say("submissions.form.companyName"), { exact: true }).fill("ab");
    await page.getByLabel(say("submissions.copy.internship.positionTitleLabel"), { exact: true }).fill(title);
    await page.getByLabel(say("submissions.form.category"), { exact: true }).selectOption("data");
    await page.getByLabel(say("submissions.form.location"), { exact: true }).selectOption("Remote (Work From Home)");
    await page.getByLabel(say("submissions.form.description"), { exact: true }).fill("Count the step wells of the district with residents and share the results openly with the city.");
    await page.getByLabel(say("submissions.form.requirements"), { exact: true }).fill("Curious students of ecology, geography or data science.");
    await page.getByLabel(say("submissions.form.instructions"), { exact: true }).fill("Apply through the form with a short cover note.");
    await page.getByLabel(say("submissions.form.applicationUrl"), { exact: true }).fill("https://water.example.org/apply");
    await page.getByLabel(say("submissions.form.posterEmail")).fill(email);
    await page.getByRole("checkbox", { name: journey.cause, exact: true }).check();
    await page.getByLabel(new RegExp(`^${escaped(say("submissions.form.termsBefore").trim())}`)).check();
    const wait = formWait(servedAt);
    if (!jsEnabled && wait > 0) await page.waitForTimeout(wait);
    await page.getByRole("button", { name: say("submissions.copy.internship.submitButton") }).click();

    // The schema's message in the language: checked in the browser with JavaScript, by the server without.
    const mistake = say("submissions.errors.companyNameMin");
    await expect(page.locator("[id$='-error']").filter({ hasText: mistake })).toBeVisible();
    await expect(page.getByLabel(say("submissions.copy.internship.positionTitleLabel"), { exact: true })).toHaveValue(title);

    await page.getByLabel(say("submissions.form.companyName"), { exact: true }).fill(journey.organization);
    const again = formWait(servedAt);
    if (again > 0) await page.waitForTimeout(again);
    await page.getByRole("button", { name: say("submissions.copy.internship.submitButton") }).click();
    await expect(page).toHaveURL(new RegExp(`/${code}/submit\\?type=internship&submitted=1$`));
    await expect(page.getByRole("heading", { name: say("submissions.copy.internship.thanks") })).toBeVisible();

    const receipt = await waitForMail(email, { subject: say("posterMail.received.subject", { type: say("posterMail.nouns.internship") }) });
    expect(receipt.text).toContain(say("posterMail.hello"));
    const manage = linkIn(receipt, new RegExp(`http://127\\.0\\.0\\.1:\\d+/${code}/manage/[A-Za-z0-9_-]{43}`));
    await page.goto(manage);
    await expect(page.locator("html")).toHaveAttribute("lang", code);
    await expect(page.getByText(say("posters.manage.kicker"))).toBeVisible();
    await expect(page.getByTestId("manage-status")).toHaveText(say("posters.status.pending"));

    // Approved, it lives at a Latin slug of its title and organisation, in every language.
    await signInAsAdmin(page);
    await approvePending(page, title);
    const slug = slugify(`${title} at ${journey.organization}`);
    expect(slug).toMatch(new RegExp(`^[a-z][a-z0-9-]+-${suffix}-at-[a-z0-9-]+$`));
    await page.goto(`/${code}/internships/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expectTwins(page, `/internships/${slug}`, { indexed: true, locale: code });

    // A search in the language: a whole word, then the first letters of one.
    for (const query of [journey.word, journey.prefix]) {
      await page.goto(`/${code}?query=${encodeURIComponent(query)}&show=100`);
      await expect(page.locator("html")).toHaveAttribute("lang", code);
      await expect(page.locator("#results").getByRole("link", { name: title, exact: true })).toBeVisible();
    }
  });

  test(`${code}: a job alert from /${code}: the form, the confirmation mail with a /${code} link, confirmed in the language`, async ({ page }) => {
    once();
    const address = uniqueAddress(`${code}-alert-${test.info().project.name}`);
    await page.goto(`/${code}?type=fellowship&duration=3-6`);
    await ready(page);
    const form = page.getByRole("region", { name: say("alerts.form.heading.fellowship") });
    await form.getByLabel(say("alerts.form.email")).fill(address);
    await form.getByLabel(say("alerts.form.frequency")).selectOption("weekly");
    await form.getByRole("button", { name: say("alerts.form.create") }).click();
    await expect(page).toHaveURL(new RegExp(`/${code}/alerts$`));
    await expect(page.getByRole("heading", { name: say("alerts.messages.checkInbox") })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", code);

    const mail = await waitForMail(address, { subject: say("alertMail.confirm.subject", { site: "Impact Careers" }) });
    const confirmLink = linkIn(mail, new RegExp(`http://\\S+/${code}/alerts/confirm/[A-Za-z0-9_-]{43}`));
    await page.goto(confirmLink);
    await expect(page.getByRole("heading", { name: say("alerts.confirmPage.title") })).toBeVisible();
    await expectTwins(page, new URL(confirmLink).pathname.slice(code.length + 1), { locale: code });
    await ready(page);
    await page.getByRole("button", { name: say("alerts.confirmPage.confirm") }).click();
    await expect(page).toHaveURL(new RegExp(`/${code}/alerts/manage/[A-Za-z0-9_-]{43}$`));
    await expect(page.getByRole("heading", { name: say("alerts.managePage.title") })).toBeVisible();
    await expectToast(page, say("alerts.confirmPage.confirmed"));
  });

  test(`${code}: a page loads the next page's catalogue as a link leads there; the language's table of chunks comes once the page is idle`, async ({ page, jsEnabled }) => {
    test.skip(!jsEnabled, "navigating in the browser needs JavaScript");
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname.replace(/^\/assets\/|-[\w-]{8}\.js$/g, ""));
    });
    await page.goto(`/${code}`);
    // The table is fetched when the browser is first idle, which a busy machine may put after the
    // network has gone quiet: wait for it, then for the network to settle again.
    await expect.poll(() => scripts, { message: `loaders-${code} fetched once idle` }).toContain(`loaders-${code}`);
    await page.waitForLoadState("networkidle");
    // Lingui, the board's catalogue and (idle) this language's table: no other language's chunks.
    expect(scripts.filter((name) => /^(translated|loaders-[a-z]+|[a-z]{2}-[a-zA-Z]+)$/.test(name)).sort()).toEqual([`${code}-board`, `loaders-${code}`, "translated"].sort());
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
    await page.getByRole("banner").getByRole("link", { name: say("shell.header.postOpportunity") }).first().click();
    await expect(page).toHaveURL(`/${code}/submit`);
    await expect(page.getByRole("button", { name: say("submissions.copy.internship.submitButton") })).toBeVisible();
    expect(await page.evaluate(() => "stayedOnPage" in window), "rendered in the browser, not a new document").toBe(true);
    expect(scripts.filter((name) => name === `${code}-submit`)).toHaveLength(1);
    expect(scripts.filter((name) => name === `loaders-${code}`)).toHaveLength(1);
  });

  test(`${code}: its script is drawn with the system fonts, no web font (no missing-glyph boxes)`, async ({ page, jsEnabled }, testInfo) => {
    test.skip(!jsEnabled, "measured with a canvas script");
    const fonts = execFileSync("fc-list", [`:lang=${code}`, "family"], { encoding: "utf8" }).trim();
    expect(fonts, `a font for ${code} (Debian: fonts-noto-core)`).not.toBe("");
    await page.goto(`/${code}`);
    await expect(page.locator("html")).toHaveAttribute("lang", code);
    await testInfo.attach(`${code}-header`, { body: await page.locator("header").first().screenshot(), contentType: "image/png" });
    // No font file is fetched: the phone's own fonts draw the script.
    const fontFiles = await page.evaluate(() => performance.getEntriesByType("resource").filter((entry) => /\.(woff2?|ttf|otf)(\?|$)/.test(entry.name)).length);
    expect(fontFiles).toBe(0);
    // A font without the script draws every letter as the same box: different letters must differ.
    expect(await distinctGlyphs(page, journey.letters)).toBe(journey.letters.length);
  });
}

for (const { code, offer } of LANGUAGES.filter((language) => "offer" in language && language.code !== "hi")) {
  test.describe(`a browser that lists ${code} first`, () => {
    test.use({ locale: `${code}-IN` });

    test(`an English page offers its /${code} twin in one line, in the language, until it is closed`, async ({ page, jsEnabled }) => {
      const line = page.getByRole("link", { name: offer!.link });
      await page.goto("/?type=fellowship");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      // Without JavaScript the browser's languages are unknown to the page: the header's switch remains.
      if (!jsEnabled) return expect(line).toHaveCount(0);
      await expect(line).toHaveAttribute("href", `/${code}?type=fellowship`);
      await expect(page.getByRole("link", { name: "यह पेज हिंदी में पढ़ें" })).toHaveCount(0);
      await page.getByRole("button", { name: offer!.close }).click();
      await expect(line).toHaveCount(0);
      // A read page (a listing, no React) offers it through its own script.
      await page.evaluate(() => localStorage.clear());
      await page.goto(`/internships/${SEED_PUBLISHED_INTERNSHIP_SLUG}`);
      await expect(line).toHaveAttribute("href", `/${code}/internships/${SEED_PUBLISHED_INTERNSHIP_SLUG}`);
      await expect(line).toBeVisible();
    });
  });
}
