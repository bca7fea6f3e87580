/**
 * Every language to the edges (decisions 303, 360): the Marathi and Bengali apps' manifests load
 * and Chromium finds each app installable; an alert for Pune and Education signed up on /mr and
 * /bn names the place and the cause in that language on its confirm and manage pages, in its
 * confirmation mail and in its digest. Each checked once (the names and the manifest are the same with JavaScript on and off), axe on every page.
 */
import { approvePending, signInAsAdmin } from "./support/admin";
import { toolOnE2eDatabase, withE2eDatabase } from "./support/database";
import { checkedOnce, expect, test } from "./support/fixtures";
import { ready } from "./support/page";
import { untranslatedWords } from "../../app/i18n/pseudo-text";
import { linkIn, uniqueAddress, waitForMail } from "./support/mail";


test.describe.configure({ timeout: 180_000 });

const LANGUAGES = {
  mr: { intl: "mr-IN", place: "पुणे", cause: "शिक्षण", email: "ईमेल पत्ता", create: "अलर्ट तयार करा", confirm: "खात्री करा" },
  bn: { intl: "bn-IN", place: "পুনে", cause: "শিক্ষা", email: "ইমেল ঠিকানা", create: "অ্যালার্ট তৈরি করুন", confirm: "নিশ্চিত করুন" },
} as const;

for (const [code, words] of Object.entries(LANGUAGES)) {
  test(`/${code}: the manifest its pages link loads, and Chromium can install the ${code} app`, async ({ page }) => {
    // Installability counts the service worker, which runs only with JavaScript.
    checkedOnce("js");
    await page.goto(`/${code}`);
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe(`/${code}/manifest.webmanifest`);
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as { lang: string; start_url: string };
    expect(manifest).toMatchObject({ lang: words.intl, start_url: `/${code}` });
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: { errorId: string }[] };
    // Playwright's contexts are incognito, where no app installs: every other check must pass.
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== "in-incognito")).toEqual([]);
  });

  test(`/${code}: an alert for Pune and Education reads ${words.place} and ${words.cause} on its pages, in its mail and its digest`, async ({ page }) => {
    // The names are the server's words; the alert's journey with and without JavaScript is languages.spec.ts's.
    checkedOnce();
    const address = uniqueAddress(`names-${code}-${test.info().project.name}`);
    const title = `Pune school ${code} ${Date.now().toString(36)} ${test.info().project.name} intern`;
    await page.goto(`/${code}?type=internship&city=Pune&cause=education`);
    await ready(page);
    const form = page.locator("form").filter({ has: page.getByLabel(words.email) });
    await form.getByLabel(words.email).fill(address);
    await form.getByRole("button", { name: words.create }).click();
    await expect(page).toHaveURL(new RegExp(`/${code}/alerts$`));

    const confirmation = await waitForMail(address, {});
    for (const text of [confirmation.text ?? "", confirmation.html || ""]) {
      expect(text).toContain(words.place);
      expect(text).toContain(words.cause);
    }
    await page.goto(linkIn(confirmation, new RegExp(`http://\\S+/${code}/alerts/confirm/[A-Za-z0-9_-]{43}`)));
    await expect(page.getByRole("main")).toContainText(`${words.place}`);
    await expect(page.getByRole("main")).toContainText(`${words.cause}`);
    await expect(page.getByRole("main")).not.toContainText(/Pune|education/);
    await ready(page);
    await page.getByRole("button", { name: words.confirm }).click();
    await expect(page).toHaveURL(new RegExp(`/${code}/alerts/manage/`));
    await expect(page.getByRole("main")).toContainText(`${words.place}`);
    await expect(page.getByRole("main")).toContainText(`${words.cause}`);

    // A listing in Pune for Education is approved; a day later the digest names the search in the alert's language.
    const posted = await page.request.post("/api/opportunities", {
      data: {
        data: {
          title,
          organizationName: `Shiksha Trust ${code}`,
          opportunityType: "internship",
          description: "Teach reading to children in a municipal school in Pune, three mornings a week with our teachers.",
          applicationUrl: "https://shiksha.example.org/apply",
          requirements: "Patience, a love of books and three free mornings a week.",
          applicationInstructions: "Apply through the form.",
          location: "In-Person (On-Site)",
          city: "Pune",
        },
        attributes: { category: "design", duration: "1-3 months", causes: "education", stipend: "₹5,000/month", hasPaid: true, skills: "" },
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    await signInAsAdmin(page);
    await approvePending(page, title);
    withE2eDatabase((db) => db.prepare("UPDATE alerts SET next_run_at = ? WHERE email = ?").run(Date.now() - 1000, address));
    await toolOnE2eDatabase("alerts:send");
    // Other runs may add listings for Pune and Education too: any count.
    const digest = await waitForMail(address, { subject: /[0-9\u0966-\u096F\u09E6-\u09EF]/ });
    const intro = (digest.text ?? "").split("\n")[0]!;
    expect(intro).toContain(words.place);
    expect(intro).toContain(words.cause);
    expect(intro).not.toMatch(/Pune|education/);
    expect(digest.text).toContain(title);
  });
}

test("the pseudo-language of tests: a page the browser renders after a navigation shows only the catalogue's words", async ({ page }) => {
  // Without JavaScript every page is the server's HTML, which tests/integration/i18n/pseudo-walk.test.ts reads.
  checkedOnce("js");
  await page.goto("/xx/about");
  await ready(page);
  // A link followed in the browser: the blog is rendered there, with its page catalogue fetched then.
  await page.locator('a[href="/xx/blog"]').first().click();
  await expect(page).toHaveURL(/\/xx\/blog$/);
  await ready(page);
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (parent.closest("script, style, template, textarea, time, [aria-hidden='true']")) continue;
      const lang = parent.closest("[lang]")?.getAttribute("lang");
      if (lang && lang !== "en-XA") continue;
      if (node.textContent!.trim()) found.push(node.textContent!.trim());
    }
    return found;
  });
  expect(texts.length).toBeGreaterThan(10);
  expect(texts.filter((text) => untranslatedWords(text.replaceAll("Impact Careers", " ")).length > 0)).toEqual([]);
});
