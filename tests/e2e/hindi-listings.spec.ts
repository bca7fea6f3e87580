/**
 * A listing written in Hindi, with JavaScript on and off: posted through /submit, approved,
 * found by a Hindi search as typed, and opened at a readable Latin address where its Hindi
 * text is marked lang="hi" for screen readers.
 */
import { submitAndApprove } from "./support/admin";
import { expect, test } from "./support/fixtures";
import { ready } from "./support/page";

// The anti-bot wait, the slow admin sign-in and axe on every page.
test.describe.configure({ timeout: 420_000 });

test("a listing posted in Hindi gets a readable address, is found in Hindi and read with a Hindi voice", async ({ page }, testInfo) => {
  // Latin letters unique per project and run, so that tests sharing one server never collide.
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`.replace(/[^a-z0-9]/g, "");
  const title = `पुस्तकालय सहायक इंटर्न ${tag}`;
  const organization = "पुस्तक ट्रस्ट";

  await page.goto("/submit");
  const servedAt = Date.now();
  await ready(page);
  await page.getByLabel("Organisation name").fill(organization);
  await page.getByLabel("Position title").fill(title);
  await page.getByLabel("Category").selectOption("other");
  await page.getByRole("checkbox", { name: "Education", exact: true }).check();
  await page.getByLabel("Location type").selectOption("In-Person (On-Site)");
  await page.getByLabel("City").fill("Lucknow");
  await page.getByLabel("Description").fill("गाँव के बच्चों के लिए किताबें चुनना, पढ़ना सिखाना और हर शनिवार पुस्तक मेला लगाना।");
  await page.getByLabel("Requirements").fill("हिंदी में पढ़ने और लिखने में रुचि।");
  await page.getByLabel("Application instructions").fill("अपना परिचय और एक छोटा पत्र भेजें।");
  await page.getByLabel("Application URL").fill("https://pustak.example.org/apply");
  await submitAndApprove(page, { servedAt, title });

  // Found by the first letters of a Hindi word as typed (longer than six characters), from the board.
  await page.goto(`/?query=${encodeURIComponent(`${tag} पुस्तकाल`)}`);
  await page.getByRole("link", { name: title }).first().click();

  const slug = `pustakalay-sahayak-intarn-${tag}-at-pustak-trast`;
  await expect(page).toHaveURL(new RegExp(`/internships/${slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("link", { name: organization })).toHaveAttribute("href", "/organizations/pustak-trast");
  await expect(page.getByText("गाँव के बच्चों के लिए")).toHaveAttribute("lang", "hi");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}") as {
    title?: string;
    hiringOrganization?: { name?: string };
  };
  expect(ld).toMatchObject({ title, hiringOrganization: { name: organization } });
});
