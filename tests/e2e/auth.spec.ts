/**
 * Accounts and security as a person uses them, with JavaScript on and off:
 * registration, sign-in and sign-out, the CAPTCHA after three failures, the
 * admin login card, and two-factor set up, used and turned off.
 */
import type { Page } from "@playwright/test";
import { codeFor, registerViaApi, signIn, uniqueName } from "./support/accounts";
import { E2E_ADMIN, expect, test } from "./support/fixtures";

// Each journey signs in several times (scrypt is deliberately slow) and axe checks every page.
test.describe.configure({ timeout: 90_000 });

const STEP_MS = 30_000;
/** Waits until the next 30-second step has begun, so a code not yet used exists. */
async function nextStep(page: Page, afterStep: number) {
  const wait = (afterStep + 1) * STEP_MS - Date.now() + 300;
  if (wait > 0) await page.waitForTimeout(wait);
}
const stepOf = (t: number) => Math.floor(t / STEP_MS);

test("a visitor registers, is signed in, logs out and signs in again", async ({ page }) => {
  const username = uniqueName("reg");
  const password = "a quiet monsoon morning";
  await page.goto("/register");
  await expect(page.getByRole("heading", { level: 1, name: "Create an account" })).toBeVisible();
  // The most common passwords are refused (a policy, not composition rules).
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Full name").fill("Nisha Verma");
  await page.getByLabel("Password").fill("iloveyou");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("This password is too common. Please choose a less common one.").first()).toBeVisible();

  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Full name").fill("Nisha Verma");
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account\/security$/);
  await expect(page.getByText("Registration successful")).toBeVisible();
  await expect(page.getByText("Signed in as Nisha Verma")).toBeVisible();

  await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("You have been successfully logged out.")).toBeVisible();

  await page.goto("/account/security");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount%2Fsecurity$/);
  await signIn(page, username, password);
  await expect(page).toHaveURL(/\/account\/security$/);
  await expect(page.getByText("Welcome back, Nisha Verma!")).toBeVisible();
});

test("three failed sign-ins bring a CAPTCHA; a wrong answer is refused, the right one signs in", async ({
  page,
  request,
}) => {
  const username = uniqueName("cap");
  const password = "tea with ginger and cardamom";
  await registerViaApi(request, username, password, "Captcha Tester");
  // Come from an address of our own (the e2e server trusts one proxy), so no other test shares the counters.
  const ip = test.info().project.name === "no-js" ? "198.51.100.21" : "198.51.100.22";
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": ip });

  await page.goto("/login");
  for (let attempt = 1; attempt <= 3; attempt++) {
    await signIn(page, username, `wrong password ${attempt}`);
    await expect(page.getByRole("alert").getByText("Invalid username or password")).toBeVisible();
  }
  const captcha = page.getByLabel(/^CAPTCHA: What is \d+ (plus|minus) \d+\?/);
  await expect(captcha).toBeVisible();

  const solve = async () => {
    const label = await page.locator("label", { hasText: "CAPTCHA:" }).innerText();
    const [, a, op, b] = /What is (\d+) (plus|minus) (\d+)\?/.exec(label)!;
    return op === "plus" ? Number(a) + Number(b) : Number(a) - Number(b);
  };
  await captcha.fill(String((await solve()) + 1));
  await signIn(page, username, password);
  await expect(page.getByRole("alert").getByText("Incorrect CAPTCHA answer. Please try again.")).toBeVisible();

  await page.getByLabel(/^CAPTCHA:/).fill(String(await solve()));
  await signIn(page, username, password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Login successful")).toBeVisible();
});

test("the admin login card asks for both fields, refuses a non-admin and signs an admin in", async ({
  page,
  request,
}) => {
  const username = uniqueName("non");
  const password = "not an admin but nice";
  await registerViaApi(request, username, password, "Plain User");

  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin sign in" })).toBeVisible();
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Username and password are required").first()).toBeVisible();

  await signIn(page, username, password);
  await expect(page.getByText("User is not an admin")).toBeVisible();
  await expect(page.getByRole("main").getByRole("button", { name: "Sign out" })).toHaveCount(0);

  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("main").getByRole("button", { name: "Sign out" })).toBeVisible();
  await expect(page.getByText("Login successful")).toBeVisible();

  await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("You have been successfully logged out.")).toBeVisible();
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin sign in" })).toBeVisible();
});

test("two-factor: set up from the QR secret, sign in with a code, then turn it off", async ({ page, request }) => {
  test.setTimeout(180_000);
  const username = uniqueName("tfa");
  const password = "mangoes ripen in may";
  await registerViaApi(request, username, password, "Two Factor");

  await page.goto("/login?redirectTo=/account/security");
  await signIn(page, username, password);
  await expect(page).toHaveURL(/\/account\/security$/);
  await expect(page.getByText("Status: Disabled")).toBeVisible();

  await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
  await expect(page.getByText("Scan the QR code with your authenticator app.")).toBeVisible();
  await expect(page.getByRole("img", { name: /QR code/ }).locator("svg")).toBeVisible();
  const secret = (await page.getByTestId("two-factor-secret").innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  if (test.info().project.name !== "no-js") {
    await page.getByRole("button", { name: "Copy" }).click();
    await expect(page.getByText("Copied!")).toBeVisible();
  } else {
    await expect(page.getByRole("button", { name: "Copy" })).toHaveCount(0);
  }

  // The server takes the current step's code and the one before, each step once. The activation uses the
  // step before (with 10 s or more of the current step left, so the window cannot move while the code is on its way),
  // the sign-in the current one, and turning it off a recovery code (as an owner without the authenticator does), so
  // no test waits for a new step. A used step is never offered twice.
  if (STEP_MS - (Date.now() % STEP_MS) < 10_000) await nextStep(page, stepOf(Date.now()));
  const activatedStep = stepOf(Date.now()) - 1;
  await page.getByLabel("Verification code").fill(codeFor(secret, activatedStep * STEP_MS));
  await page.getByRole("button", { name: "Verify and enable" }).click();
  await expect(page.getByText("Two-factor authentication has been enabled for your account.")).toBeVisible();
  await expect(page.getByText("Status: Enabled")).toBeVisible();
  const recoveryCode = (await page.getByTestId("recovery-codes").getByRole("listitem").first().innerText()).trim();

  await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/login");
  await signIn(page, username, password);
  await expect(page).toHaveURL(/\/login\/verify$/);
  await expect(page.getByRole("heading", { name: "Two-factor verification" })).toBeVisible();
  await page.getByLabel("Verification code").fill("12345");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Token must be at least 6 characters")).toBeVisible();
  await page.getByLabel("Verification code").fill(codeFor(secret, Date.now() - 3 * STEP_MS));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert").getByText("Verification failed")).toBeVisible();
  // The activation used the step before: the login's code is the current step's.
  const loginStep = stepOf(Date.now());
  await page.getByLabel("Verification code").fill(codeFor(secret, loginStep * STEP_MS));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("You have been successfully logged in.")).toBeVisible();

  await page.goto("/account/security");
  await expect(page.getByText("Status: Enabled")).toBeVisible();
  // The login used this step's code; a recovery code turns two-factor off without waiting for the next.
  await page.getByLabel("Verification code").fill(recoveryCode);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Disable two-factor authentication" }).click();
  await expect(page.getByText("Two-factor authentication has been disabled for your account.")).toBeVisible();
  await expect(page.getByText("Status: Disabled")).toBeVisible();
});
