/**
 * Hindi all the way down (decisions 300-303), with JavaScript on and off (axe on every page): a
 * city typed in Devanagari is the canonical city, found by the English and Hindi filters and
 * shown in Devanagari; causes and categories have Hindi names an admin can change; the success
 * screen of /hi/submit has no English word; the Hindi pages' app starts at /hi.
 */
import type { Page } from "@playwright/test";
import { addCause, approvePending, signInAsAdmin } from "./support/admin";
import { expect, test } from "./support/fixtures";
import { expectToast, formWait, noJs, ready } from "./support/page";
import { ALLOWED_LATIN_WORDS, latinWords } from "../support/hindi-words";

test.describe.configure({ timeout: 150_000 });

const tag = () => `${Date.now()}${Math.floor(Math.random() * 1e4)}`.slice(-9);

/** The English words of a page part, the listing's own text and addresses left out. */
async function englishWords(page: Page, selector: string, own: string[]): Promise<string[]> {
  let text = await page.locator(selector).innerText();
  for (const words of own) text = text.replaceAll(words, "");
  text = text.replace(/\S+@\S+/g, "");
  return latinWords(text).filter((word) => !ALLOWED_LATIN_WORDS.has(word));
}

test("a listing posted on /hi/submit in पुणे is found by city=Pune, state=Maharashtra and the Hindi filter, and its Hindi page says पुणे", async ({
  page,
}) => {
  const id = tag();
  const title = `जल सर्वे इंटर्न ${id}`;

  await page.goto("/hi/submit");
  const servedAt = Date.now();
  await ready(page);
  await page.getByLabel("संस्था का नाम").fill("पुणे जल मित्र");
  await page.getByLabel("पद का नाम").fill(title);
  await page.getByLabel("श्रेणी").selectOption("other");
  // The starting categories and causes by their Hindi names.
  await expect(page.getByLabel("श्रेणी").locator("option", { hasText: "अन्य" })).toHaveCount(1);
  await page.getByRole("checkbox", { name: "पानी और स्वच्छता", exact: true }).check();
  await page.getByLabel("काम की जगह").selectOption("In-Person (On-Site)");
  await page.getByLabel(/^शहर/).fill("पुणे");
  await page.getByLabel("विवरण").fill("पुणे की बस्तियों में पानी के नलों और टंकियों का सर्वे करना और नतीजे सबके साथ बाँटना।");
  await page.getByLabel("योग्यता").fill("भूगोल, पर्यावरण या डेटा की पढ़ाई करने वाले जिज्ञासु छात्र।");
  await page.getByLabel("आवेदन कैसे करें").fill("फ़ॉर्म में अपना छोटा परिचय भेजें।");
  await page.getByLabel("आवेदन का लिंक (URL)").fill("https://jalmitra.example.org/apply");
  await page.getByLabel(/^मैं नियम और शर्तों .*से सहमत हूँ$/).check();
  const wait = formWait(servedAt);
  if (wait > 0) await page.waitForTimeout(wait);
  await page.getByRole("button", { name: "इंटर्नशिप भेजें" }).click();

  // The success screen: every word Hindi, the review time too (the English setting never enters it).
  await expect(page.getByRole("heading", { name: "धन्यवाद! आपकी इंटर्नशिप हमें मिल गई है।" })).toBeVisible();
  await expect(page.getByText("24-48 घंटे में प्रकाशित कर देगी")).toBeVisible();
  expect(await englishWords(page, "main", [title])).toEqual([]);

  await signInAsAdmin(page);
  await approvePending(page, title);

  // The canonical city: the English filters find it, and the English card says Pune.
  for (const filter of ["city=Pune", "state=Maharashtra", "city=Poona"]) {
    await page.goto(`/?type=internship&${filter}&query=${id}#opportunities`);
    await expect(page.locator("#results article").filter({ hasText: title }), filter).toContainText("Pune");
  }

  // The Hindi board: the City filter names it in Devanagari, and choosing it finds the listing.
  await page.goto(`/hi?type=internship&query=${id}#opportunities`);
  await ready(page);
  const city = page.getByLabel("शहर", { exact: true });
  await expect(city.locator("option", { hasText: /^पुणे \(\d+\)$/ })).toHaveCount(1);
  await expect(city.locator("option", { hasText: /^Pune/ })).toHaveCount(0);
  if (!noJs()) await city.dispatchEvent("pointerdown");
  await city.selectOption({ label: (await city.locator("option", { hasText: /^पुणे/ }).textContent())! });
  if (noJs()) await page.getByRole("button", { name: "लागू करें" }).click();
  await expect(page).toHaveURL(/city=Pune/);
  const card = page.locator("#results article").filter({ hasText: title });
  await expect(card).toContainText("पुणे");
  await expect(page.getByRole("link", { name: "फ़िल्टर हटाएँ: पुणे" })).toBeVisible();
  // Its category and the stipend word in Hindi.
  await expect(card).toContainText("अन्य");
  await expect(card).toContainText("अवैतनिक");

  await card.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/hi\/internships\//);
  await expect(page.getByRole("main")).toContainText("शहर: पुणे");
  // Sharing a Hindi page shares its /hi address, with a Hindi WhatsApp text.
  await expect(page.getByLabel("लिंक:")).toHaveValue(/\/hi\/internships\//);
  const whatsApp = await page.getByRole("link", { name: /WhatsApp पर शेयर करें/ }).getAttribute("href");
  expect(decodeURIComponent(whatsApp!.split("text=")[1]!)).toMatch(/^यह अवसर देखें: .* http:\/\/[^ ]+\/hi\/internships\//);
});

test("/hi and /hi/causes/education show Hindi cause and category names", async ({ page }) => {
  await page.goto("/hi?type=all#opportunities");
  await ready(page);
  const chips = page.getByRole("navigation", { name: "मुद्दे से फ़िल्टर करें" });
  // In the page's language: no lang of its own (an English fallback would carry lang="en").
  await expect(chips.getByRole("link", { name: "शिक्षा", exact: true })).not.toHaveAttribute("lang", "en");
  await expect(chips.getByRole("link", { name: "Education" })).toHaveCount(0);
  await expect(page.getByLabel("श्रेणी", { exact: true }).locator("option", { hasText: "इंजीनियरिंग" })).toHaveCount(1);
  await expect(page.getByLabel("श्रेणी", { exact: true }).locator("option", { hasText: /^(Business|Operations|Other)$/ })).toHaveCount(0);

  await page.goto("/hi/causes/education");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("शिक्षा से जुड़े अवसर");
  await expect(page).toHaveTitle(/शिक्षा से जुड़े अवसर/);
  await expect(page.getByText("बच्चों और बड़ों को सीखने में मदद करने का काम", { exact: false })).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText("Education");

  // A missing cause's page: its Hindi title and heading.
  const missing = await page.goto("/hi/causes/no-such-cause");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "मुद्दा नहीं मिला" })).toBeVisible();
  await expect(page).toHaveTitle(/मुद्दा नहीं मिला/);
});

test("an admin gives a cause a Hindi name, renames it, and the Hindi board shows each", async ({ page }) => {
  const id = tag();
  const name = `Coastal care ${id}`;
  const first = `तटीय देखभाल ${id}`;
  const renamed = `समुद्र तट की देखभाल ${id}`;
  const chip = (text: string) => page.getByRole("navigation", { name: "मुद्दे से फ़िल्टर करें" }).getByRole("link", { name: text, exact: true });

  await signInAsAdmin(page);
  await addCause(page, name, { Description: "Work for coasts and the people who live on them.", "Name in Hindi": first, "Description in Hindi": "समुद्र के किनारों और वहाँ रहने वाले लोगों की देखभाल का काम।" });
  await expect(page.getByRole("cell", { name: first, exact: true })).toBeVisible();

  await page.goto("/hi?type=all#opportunities");
  await expect(chip(first)).not.toHaveAttribute("lang", "en");

  await page.goto("/admin/causes");
  await ready(page);
  await page.getByRole("link", { name: `Edit cause ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Cause" });
  await expect(edit.getByLabel("Name in Hindi")).toHaveValue(first);
  await edit.getByLabel("Name in Hindi").fill(renamed);
  await edit.getByRole("button", { name: "Update Cause" }).click();
  await expectToast(page, "Cause updated successfully");

  await page.goto("/hi?type=all#opportunities");
  await expect(chip(renamed)).toBeVisible();
  await expect(chip(first)).toHaveCount(0);
  // The English board keeps the English name.
  await page.goto("/?type=all#opportunities");
  await expect(page.getByRole("navigation", { name: "Filter by cause" }).getByRole("link", { name, exact: true })).toBeVisible();

  // Emptied, the Hindi page shows the English name, marked as English.
  await page.goto("/admin/causes");
  await ready(page);
  await page.getByRole("link", { name: `Edit cause ${name}` }).click();
  await page.getByRole("dialog", { name: "Edit Cause" }).getByLabel("Name in Hindi").fill("");
  await page.getByRole("dialog", { name: "Edit Cause" }).getByRole("button", { name: "Update Cause" }).click();
  await expectToast(page, "Cause updated successfully");
  await page.goto("/hi?type=all#opportunities");
  await expect(chip(name)).toHaveAttribute("lang", "en");
});

test("the Hindi pages link their own app, which starts at /hi and speaks Hindi", async ({ page }) => {
  await page.goto("/hi");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/hi/manifest.webmanifest");
  const manifest = (await (await page.request.get("/hi/manifest.webmanifest")).json()) as Record<string, string>;
  expect(manifest).toMatchObject({ start_url: "/hi", id: "/hi", lang: "hi-IN" });
  expect(manifest.name).toMatch(/सामाजिक बदलाव के अवसर/);
  expect(manifest.short_name).toMatch(/हिंदी/);
  expect(manifest.description).toMatch(/इंटर्नशिप/);
  await page.goto("/");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  const english = (await (await page.request.get("/manifest.webmanifest")).json()) as Record<string, string>;
  expect(english).toMatchObject({ start_url: "/", lang: "en-IN", name: "Impact Careers" });
});
