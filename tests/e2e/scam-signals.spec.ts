/**
 * Scam signals and the never-pay line, with JavaScript on and off (docs/scam-signals.md): a
 * listing page says "Never pay to apply" with its report link, in every language, and the
 * report form offers "asks for money" and "asks for my documents"; a submission that asks for a
 * fee in Hindi reaches the moderator's queue with the words it matched marked. Each test creates
 * its own listings; every page visited is checked by axe.
 */
import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";
import { E2E_ADMIN, expect, test } from "./support/fixtures";
import { internshipPayload } from "./support/listings";
import { escaped, sayIn } from "./support/languages";
import { card, noJs, ready } from "./support/page";
import { LANGUAGES } from "../../app/i18n/languages";
import { localizePath } from "../../app/i18n/locales";
import { REPORT_TEXTS } from "../../app/trust/report-texts";
import { TRUST_TEXTS } from "../../app/trust/texts";
import { flattenTexts } from "../../app/i18n/define-texts";

/** The English words of the ids this spec reads, as the code writes them. */
const ENGLISH_WORDS = flattenTexts({ REPORT_TEXTS, TRUST_TEXTS });

test.describe.configure({ timeout: 180_000 });

const token = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/** A client address of this run and project, so submission rate limits never collide. */
const address = () => `10.${noJs() ? 4 : 3}${Math.floor(Math.random() * 9)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

async function adminApi(baseURL: string) {
  const ctx = await playwrightRequest.newContext({ baseURL });
  expect((await ctx.post("/api/login", { data: E2E_ADMIN })).status()).toBe(200);
  return ctx;
}

async function submit(api: APIRequestContext, title: string, description?: string) {
  const payload = internshipPayload({ title, organizationName: `Signals Trust ${token()}` });
  if (description) payload.data.description = description;
  const created = await api.post("/api/opportunities", { headers: { "X-Forwarded-For": address() }, data: payload });
  expect(created.status()).toBe(201);
  return (await created.json()) as { id: number; slug: string };
}

test("every listing page says never pay to apply, with its report link and reasons, in every language", async ({ page, baseURL }) => {
  const admin = await adminApi(baseURL!);
  const title = `Groundwater Intern ${token()}`;
  const { id, slug } = await submit(admin, title);
  expect((await admin.patch(`/api/admin/opportunities/${id}/status`, { data: { id, status: "published" } })).status()).toBe(200);
  await admin.dispose();

  for (const { code } of LANGUAGES) {
    const say = code === "en" ? (id: string) => ENGLISH_WORDS[id]! : sayIn(code);
    await page.goto(localizePath(`/internships/${slug}`, code));
    await expect(page.getByText(say("trust.neverPay.line"))).toBeVisible();
    await page.getByRole("link", { name: say("trust.neverPay.report") }).click();
    await expect(page).toHaveURL(new RegExp(`${escaped(localizePath(`/report/${slug}`, code))}$`));
    await expect(page.getByRole("radio", { name: say("report.reasons.money") })).toBeVisible();
    await expect(page.getByRole("radio", { name: say("report.reasons.documents") })).toBeVisible();
  }
});

test("the moderator sees the words a flag matched, marked in the pending card", async ({ page, baseURL }) => {
  const api = await playwrightRequest.newContext({ baseURL });
  const title = `Survey Intern ${token()}`;
  await submit(
    api,
    title,
    "गाँवों में भूजल का सर्वे करने वाली टीम के साथ काम करें। चयन के बाद ₹1,000 पंजीकरण शुल्क जमा करना होगा।",
  );
  await api.dispose();

  await signInAsAdmin(page);
  await page.goto("/admin/pending");
  await ready(page);
  const submission = card(page, title);
  await expect(submission.getByRole("list", { name: "Flags" })).toContainText("asks for money");
  await expect(submission.locator("mark", { hasText: "₹1,000 पंजीकरण शुल्क जमा करना" }).first()).toBeVisible();
  await expect(submission.getByText("Flagged words")).toBeVisible();
});
