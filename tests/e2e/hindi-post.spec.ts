/**
 * Posting in Hindi (decisions 281-283), with JavaScript on and off: /hi/submit in Hindi,
 * a mistake told in Hindi (in the browser with JavaScript, by the server without), the
 * success screen in Hindi; the receipt mail in Hindi with a private /hi/manage link, and
 * the Hindi manage, edit and lost-link pages. axe checks every page (support/fixtures).
 */
import { expect, test } from "./support/fixtures";
import { linkIn, uniqueAddress, waitForMail } from "./support/mail";
import { formWait, ready } from "./support/page";

test.describe.configure({ timeout: 120_000 });

const HINDI_MANAGE_LINK = /http:\/\/127\.0\.0\.1:\d+\/hi\/manage\/[A-Za-z0-9_-]{43}/;

test("post from /hi/submit: a mistake in Hindi, then the Hindi success screen, the Hindi receipt and its /hi/manage link", async ({
  page,
  jsEnabled,
}) => {
  const email = uniqueAddress(`hindi-poster-${test.info().project.name}`);
  const title = `Jal Mitra intern ${Date.now().toString(36)}`;

  await page.goto("/hi/submit");
  const servedAt = Date.now();
  await ready(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1, name: "इंटर्नशिप पोस्ट करें" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "अवसर का प्रकार" }).getByRole("link", { name: "फ़ेलोशिप" })).toHaveAttribute(
    "href",
    "/hi/submit?type=fellowship",
  );
  await page.getByLabel("संस्था का नाम").fill("ab");
  await page.getByLabel("पद का नाम").fill(title);
  await expect(page.getByLabel("श्रेणी")).toHaveValue("");
  await page.getByLabel("श्रेणी").selectOption("data");
  await expect(page.getByLabel("काम की जगह").locator("option").nth(1)).toHaveText("रिमोट (घर से काम)");
  await page.getByLabel("काम की जगह").selectOption("Remote (Work From Home)");
  await page.getByLabel("विवरण").fill("Count the step wells of Jodhpur with residents and share the results openly with the city.");
  await page.getByLabel("योग्यता").fill("Curious students of ecology, geography or data science.");
  await page.getByLabel("आवेदन कैसे करें").fill("Apply through the form with a short cover note.");
  await page.getByLabel("आवेदन का लिंक (URL)").fill("https://jalmitra.example.org/apply");
  await page.getByLabel("आपका ईमेल (कभी सार्वजनिक नहीं दिखाया जाता) (वैकल्पिक)").fill(email);
  // Cause names are the admin's words (English); the legend around them is Hindi.
  await expect(page.getByRole("group", { name: /मुद्दे/ })).toBeVisible();
  await page.getByRole("checkbox", { name: "पानी और स्वच्छता", exact: true }).check();
  // The link says it opens a new tab: its words sit inside the sentence.
  await page.getByLabel(/^मैं नियम और शर्तों .*से सहमत हूँ$/).check();
  const wait = formWait(servedAt);
  if (!jsEnabled && wait > 0) await page.waitForTimeout(wait);
  await page.getByRole("button", { name: "इंटर्नशिप भेजें" }).click();

  // The schema's message, in Hindi: checked in the browser with JavaScript, by the server without.
  const mistake = "संस्था का नाम कम से कम 3 अक्षरों का होना चाहिए";
  await expect(page.locator("[id$='-error']").filter({ hasText: mistake })).toBeVisible();
  await expect(page.getByLabel("संस्था का नाम")).toHaveAttribute("aria-invalid", "true");
  if (!jsEnabled) {
    const summary = page.getByRole("alert", { name: "आपके फ़ॉर्म में कुछ ठीक करना है" });
    await expect(summary.getByRole("link", { name: mistake })).toBeVisible();
  }
  await expect(page.getByLabel("पद का नाम")).toHaveValue(title);

  await page.getByLabel("संस्था का नाम").fill("Jal Mitra Trust");
  if (jsEnabled) await expect(page.getByText(mistake)).toHaveCount(0);
  const again = formWait(servedAt);
  if (again > 0) await page.waitForTimeout(again);
  await page.getByRole("button", { name: "इंटर्नशिप भेजें" }).click();

  await expect(page).toHaveURL(/\/hi\/submit\?type=internship&submitted=1$/);
  await expect(page.getByRole("heading", { name: "धन्यवाद! आपकी इंटर्नशिप हमें मिल गई है।" })).toBeVisible();
  await expect(page.getByTestId("mailed-to")).toContainText(`इस लिस्टिंग को बदलने या बंद करने का निजी लिंक हमने ${email} पर भेज दिया है।`);
  await expect(page.getByTestId("mailed-to").getByRole("link", { name: "अपना लिंक खो दिया?" })).toHaveAttribute("href", "/hi/manage");

  const receipt = await waitForMail(email, { subject: "आपकी लिस्टिंग (इंटर्नशिप) हमें मिल गई है" });
  expect(receipt.text).toContain(`नमस्ते,\n\nImpact Careers पर लिस्टिंग पोस्ट करने के लिए धन्यवाद:\n“${title}” — “Jal Mitra Trust”\n\n`);
  const manage = linkIn(receipt, HINDI_MANAGE_LINK);
  await page.goto(manage);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByText("अपनी लिस्टिंग सँभालें")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId("manage-status")).toHaveText("जाँच बाकी है");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  await page.getByRole("link", { name: "लिस्टिंग बदलें" }).click();
  await expect(page).toHaveURL(/\/hi\/manage\/[A-Za-z0-9_-]{43}\/edit$/);
  await expect(page.getByRole("heading", { level: 1, name: `“${title}” बदलें` })).toBeVisible();
  await expect(page.getByLabel("संस्था का नाम")).toHaveValue("Jal Mitra Trust");
  // One name per field, as on /hi/submit, and the messages name the field as its label does.
  await expect(page.getByLabel("पद का नाम")).toHaveValue(title);
  await expect(page.getByLabel("इस इंटर्नशिप में स्टाइपेंड मिलता है")).toBeVisible();
  await ready(page);
  await page.getByLabel("आवेदन कैसे करें").fill("ईमेल करें");
  await page.getByRole("button", { name: "सहेजें और जाँच के लिए भेजें" }).click();
  await expect(page.locator("[id$='-error']").filter({ hasText: "“आवेदन कैसे करें” में कम से कम 10 अक्षर होने चाहिए" })).toBeVisible();

  await page.goto("/hi/manage");
  await expect(page.getByRole("heading", { level: 1, name: "अपना लिंक खो दिया?" })).toBeVisible();
  await expect(page.getByRole("button", { name: "मेरे लिंक भेजें" })).toBeVisible();
});

test("Hindi pages lead posters to the Hindi posting and lost-link pages; a dead manage link is told in Hindi", async ({ page }) => {
  await page.goto("/hi");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "अपना लिंक खो दिया?" })).toHaveAttribute("href", "/hi/manage");
  await expect(page.getByRole("main").getByRole("link", { name: "अवसर पोस्ट करें" })).toHaveAttribute("href", "/hi/submit");

  const dead = await page.goto(`/hi/manage/${"x".repeat(43)}`);
  expect(dead?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1, name: "यह लिंक काम नहीं कर रहा: नया लिंक पाएँ" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "अपना लिंक खो दिया?" })).toHaveAttribute("href", "/hi/manage");
});
