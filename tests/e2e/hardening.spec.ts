/**
 * What the security review asked for, as a person and a client see it, with
 * JavaScript on and off: password change, recovery codes shown once and used to
 * sign in, headers on static files, 405 for unknown methods, private caching.
 */
import { rawRequest } from "../support/raw-http";
import { codeFor, registerViaApi, signIn, uniqueName } from "./support/accounts";
import { checkedOnce, expect, test } from "./support/fixtures";
import { ready } from "./support/page";

// Several scrypt hashes per journey on a shared machine: waits are generous.
test.describe.configure({ timeout: 180_000 });
const SLOW = { timeout: 30_000 };

test("a signed-in person changes the password on the security page; other sessions end", async ({ page, browser, request }) => {
  const username = uniqueName("pw");
  const password = "first long passphrase";
  const next = "second long passphrase";
  await registerViaApi(request, username, password, "Hard Ening");

  // Another browser is signed in too.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto("/login?redirectTo=/account/security");
  await signIn(otherPage, username, password);
  await expect(otherPage.getByRole("heading", { name: "Account security" })).toBeVisible(SLOW);

  await page.goto("/login?redirectTo=/account/security");
  await signIn(page, username, password);
  await expect(page.getByRole("heading", { name: "Account security" })).toBeVisible(SLOW);
  await page.getByLabel("Current password").fill("not the password");
  await page.getByLabel("New password", { exact: true }).fill(next);
  await page.getByLabel("Repeat new password").fill(next);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("alert").getByText("Incorrect password")).toBeVisible(SLOW);

  await page.getByLabel("Current password").fill(password);
  await page.getByLabel("New password", { exact: true }).fill(next);
  await page.getByLabel("Repeat new password").fill(next);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password has been changed. Other sessions have been signed out.")).toBeVisible(SLOW);
  await expect(page.getByRole("heading", { name: "Account security" })).toBeVisible(SLOW);

  // The other browser was signed out.
  await otherPage.goto("/account/security");
  await expect(otherPage).toHaveURL(/\/login/, SLOW);
  await other.close();
});

test("two-factor activation shows 10 recovery codes once, and one signs in in place of a code", async ({ page, request }) => {
  const username = uniqueName("rc");
  const password = "recovery codes matter";
  await registerViaApi(request, username, password, "Hard Ening");
  await page.goto("/login?redirectTo=/account/security");
  await signIn(page, username, password);
  await expect(page.getByRole("heading", { name: "Account security" })).toBeVisible(SLOW);
  await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
  const secret = (await page.getByTestId("two-factor-secret").innerText()).trim();
  // The current step's code: the previous step's can expire before a slow machine checks it.
  await page.getByLabel("Verification code").fill(codeFor(secret));
  await page.getByRole("button", { name: "Verify and enable" }).click();
  await expect(page.getByText("Status: Enabled")).toBeVisible(SLOW);
  const codes = (await page.getByTestId("recovery-codes").getByRole("listitem").allInnerTexts()).map((c) => c.trim());
  expect(codes).toHaveLength(10);
  for (const code of codes) expect(code).toMatch(/^[a-z0-9]{8}$/);
  await expect(page.getByText("Recovery codes left: 10.")).toBeVisible(SLOW);

  // Shown once: a reload no longer shows them.
  await page.goto("/account/security");
  await expect(page.getByTestId("recovery-codes")).toHaveCount(0);

  await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
  // Signed out once the home page says so: a sign-out still under way would land on home after /login loads.
  await expect(page.getByText("You have been successfully logged out.")).toBeVisible(SLOW);
  await page.goto("/login");
  await signIn(page, username, password);
  await expect(page).toHaveURL(/\/login\/verify$/, SLOW);
  await page.getByLabel("Verification code").fill(codes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("You have been successfully logged in.")).toBeVisible(SLOW);
  await page.goto("/account/security");
  await expect(page.getByText("Recovery codes left: 9.")).toBeVisible(SLOW);
});

test("static files carry the security headers; unknown methods get 405; signed-in pages are not stored", async ({ page, baseURL, request }) => {
  checkedOnce();
  const favicon = await rawRequest(new URL("/favicon.svg", baseURL), "GET");
  expect(favicon.status).toBe(200);
  expect(favicon.headers["x-content-type-options"]).toBe("nosniff");
  expect(favicon.headers["permissions-policy"]).toMatch(/camera=\(\)/);
  for (const path of ["/", "/favicon.svg", "/api/opportunities", "/admin"]) {
    const trace = await rawRequest(new URL(path, baseURL), "TRACE");
    expect(trace.status, `TRACE ${path}`).toBe(405);
  }
  const home = await page.goto("/");
  expect(home!.headers()["permissions-policy"]).toMatch(/geolocation=\(\)/);

  const username = uniqueName("cache");
  await registerViaApi(request, username, "cache control please", "Hard Ening");
  await page.goto("/login?redirectTo=/account/security");
  await signIn(page, username, "cache control please");
  await expect(page.getByRole("heading", { name: "Account security" })).toBeVisible(SLOW);
  // A full page load of a signed-in page, as the server sends it.
  const security = await page.goto("/account/security");
  expect(page.url()).toMatch(/\/account\/security$/);
  expect(security!.headers()["content-type"]).toMatch(/text\/html/);
  expect(security!.headers()["cache-control"]).toBe("private, no-store");
});

test("two-factor set-up after a wrong code: no stale failure beside Enabled, and nothing covers the recovery codes", async ({
  page,
  request,
}) => {
  const username = uniqueName("rw");
  const password = "wrong then right code";
  await registerViaApi(request, username, password, "Hard Ening");
  // A phone held sideways: little height, the toast area at the bottom right.
  await page.setViewportSize({ width: 844, height: 390 });
  await page.goto("/login?redirectTo=/account/security");
  await signIn(page, username, password);
  await expect(page.getByRole("heading", { name: "Account security" })).toBeVisible(SLOW);
  await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
  const secret = (await page.getByTestId("two-factor-secret").innerText()).trim();

  await page.getByLabel("Verification code").fill(codeFor(secret, Date.now() - 10 * 60_000));
  await page.getByRole("button", { name: "Verify and enable" }).click();
  const failure = page.getByRole("region", { name: "Two-factor authentication" }).getByRole("alert");
  await expect(failure).toContainText("Invalid verification code", SLOW);

  // The current step's code: valid for the longest time on a slow machine.
  await page.getByLabel("Verification code").fill(codeFor(secret));
  await page.getByRole("button", { name: "Verify and enable" }).click();
  await expect(page.getByText("Status: Enabled")).toBeVisible(SLOW);
  await expect(page.getByText("Two-factor authentication has been enabled for your account.")).toBeVisible();
  await expect(failure).toHaveCount(0);
  await expect(page.getByText("Invalid verification code")).toHaveCount(0);

  // Every code can be read wherever the codes sit on the screen: no toast lies on top of them.
  const codes = page.getByTestId("recovery-codes").getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await ready(page);
  for (const block of ["end", "start"] as const) {
    // Scroll (instantly) and measure in one go: layout and hit-testing are synchronous (no frame to
    // wait for, which a page without JavaScript would never paint for the test's script).
    const covered = await codes.first().evaluate((first, at) => {
      const list = first.closest("ul")!;
      list.scrollIntoView({ block: at, behavior: "instant" });
      return [...list.querySelectorAll("li")].filter((item) => {
        const box = item.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !top || !item.contains(top);
      }).length;
    }, block);
    expect(covered, `codes covered with the list at the ${block} of the screen`).toBe(0);
  }
});
