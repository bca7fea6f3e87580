/** The admin's part of a journey: signing in through the /admin card, approving a pending listing. */
import type { Cookie, Page } from "@playwright/test";
import { E2E_ADMIN, expect } from "./fixtures";
import { card, expectToast, formWait, ready } from "./page";

/**
 * The admin's session cookie of this test worker's last sign-in. Password hashing is deliberately slow
 * (scrypt N=2^17): a worker signs in through the card once and later tests start from that session, as a
 * returning admin's browser does; when the session has ended (a test signed out), they sign in again.
 */
let adminSession: Cookie[] = [];

/** Signs in as the e2e admin (through the /admin card unless this worker's session still holds) and waits for the back office. */
export async function signInAsAdmin(page: Page) {
  const backOffice = page.getByRole("navigation", { name: "Admin sections" });
  if (adminSession.length > 0) {
    await page.context().addCookies(adminSession);
    await page.goto("/admin");
    if (await backOffice.isVisible()) return;
    await page.context().clearCookies();
    await page.goto("/admin");
  } else {
    await page.goto("/admin");
  }
  await ready(page);
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(backOffice).toBeVisible({ timeout: 30_000 });
  adminSession = (await page.context().cookies()).filter((cookie) => cookie.name === "ic_session");
}

/** Approves a pending listing from the admin's opportunities list (the admin is signed in). */
export async function approvePending(page: Page, title: string) {
  await page.goto(`/admin/opportunities?status=pending&q=${encodeURIComponent(title)}`);
  await ready(page);
  await card(page, title).getByRole("button", { name: `Approve ${title}` }).click();
  await expectToast(page, "Status updated");
}

/**
 * Agrees to the Terms on a filled /submit form, submits it once the anti-bot wait since `servedAt` has passed,
 * and approves the listing as the admin.
 */
export async function submitAndApprove(page: Page, { servedAt, title, button = "Submit internship" }: { servedAt: number; title: string; button?: string }) {
  await page.getByLabel("I agree to the Terms and Conditions").check();
  const wait = formWait(servedAt);
  if (wait > 0) await page.waitForTimeout(wait);
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you! Your internship has been submitted." })).toBeVisible();
  await signInAsAdmin(page);
  await approvePending(page, title);
}

/** Adds a cause at /admin/causes (the admin is signed in), with any other fields of the dialog by label. */
export async function addCause(page: Page, name: string, fields: Record<string, string> = {}) {
  await page.goto("/admin/causes");
  await ready(page);
  await page.getByRole("link", { name: "Add Cause" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Cause" });
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  for (const [label, value] of Object.entries(fields)) await dialog.getByRole("textbox", { name: label, exact: true }).fill(value);
  await dialog.getByRole("button", { name: "Create Cause" }).click();
  await expectToast(page, "Cause created successfully");
}
