/**
 * Posters keep control: post with an email, open the private link from the mail the
 * server wrote, see the review outcome, close, edit (a published listing's edit waits
 * for review) and resubmit. With JavaScript on and off.
 */
import type { Page } from "@playwright/test";
import { approvePending, signInAsAdmin } from "./support/admin";
import { expect, test } from "./support/fixtures";
import { internshipPayload } from "./support/listings";
import { linkIn, uniqueAddress, waitForMail } from "./support/mail";
import { card, expectToast, formWait, noJs, publicTitles, ready } from "./support/page";

test.describe.configure({ timeout: 180_000 });

const MANAGE_LINK = /http:\/\/127\.0\.0\.1:\d+\/manage\/[A-Za-z0-9_-]{43}/;

function word(prefix: string) {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** Posts through the JSON API with a poster email (the form journey is the first test). */
async function postViaApi(page: Page, { title, email }: { title: string; email: string }) {
  const response = await page.request.post("/api/opportunities", {
    data: internshipPayload({ title, organizationName: "Lake Keepers Trust", posterEmail: email, applicationUrl: "https://lakes.example.org/apply" }),
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { slug: string }).slug;
}

test("post with an email, open the link from the mail, see Pending; approval mails the live notice; closing takes it off search", async ({
  page,
}) => {
  const email = uniqueAddress(`poster-${test.info().project.name}`);
  const key = word("heron");
  const title = `Heron count intern ${key}`;

  await page.goto("/submit");
  const servedAt = Date.now();
  await ready(page);
  await page.getByLabel("Organisation name").fill("Lake Keepers Trust");
  await page.getByLabel("Position title").fill(title);
  // Category and location are chosen by the poster: nothing is picked for them.
  await expect(page.getByLabel("Category")).toHaveValue("");
  await expect(page.getByLabel("Location type")).toHaveValue("");
  await page.getByLabel("Category").selectOption("data");
  await page.getByRole("checkbox", { name: "Education", exact: true }).check();
  await page.getByLabel("Location type").selectOption("Remote (Work From Home)");
  await page.getByLabel("Description").fill("Count herons at the lakes of Bengaluru with residents and share the results openly.");
  await page.getByLabel("Requirements").fill("Curious students of ecology, geography or data science.");
  await page.getByLabel("Application instructions").fill("Apply through the form with a short cover note.");
  await page.getByLabel("Application URL").fill("https://lakes.example.org/apply");
  const emailField = page.getByLabel("Your email (never shown publicly) (optional)");
  await expect(page.getByText("We send you a private link to edit or close this listing, and news of the review.")).toBeVisible();
  await emailField.fill(email);
  await page.getByLabel("I agree to the Terms and Conditions").check();
  const wait = formWait(servedAt);
  if (wait > 0) await page.waitForTimeout(wait);
  await page.getByRole("button", { name: "Submit internship" }).click();
  await expect(page.getByRole("heading", { name: /Thank you! Your internship has been submitted/ })).toBeVisible();
  // The success screen says where the private link went, and how to get it again.
  await expect(page.getByTestId("mailed-to")).toContainText(`We have sent a private link to edit or close this listing to ${email}.`);
  await expect(page.getByTestId("mailed-to").getByRole("link", { name: "Lost your link?" })).toHaveAttribute("href", "/manage");
  // Shown once: a reload of the success screen no longer names the address.
  await page.reload();
  await expect(page.getByTestId("mailed-to")).not.toContainText(email);

  const receipt = await waitForMail(email, { subject: "We received your internship" });
  const manage = linkIn(receipt, MANAGE_LINK);
  await page.goto(manage);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByTestId("manage-status")).toHaveText("Pending review");
  const headers = (await page.request.get(manage)).headers();
  expect(headers["cache-control"]).toBe("no-store");
  expect(headers["referrer-policy"]).toBe("same-origin");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  // The admin sees the poster's email on the queue; the public never does.
  await signInAsAdmin(page);
  await page.goto(`/admin/opportunities?status=pending&q=${encodeURIComponent(key)}`);
  await expect(card(page, title).getByTestId("poster-email")).toHaveText(email);
  await approvePending(page, title);
  const live = await waitForMail(email, { subject: "Your internship is live" });
  expect(live.text).toContain("/internships/");
  expect(await publicTitles(page, key)).toEqual([title]);
  const publicPage = await page.request.get(linkIn(live, /http:\/\/127\.0\.0\.1:\d+\/internships\/[a-z0-9-]+/));
  expect(await publicPage.text()).not.toContain(email);

  await page.goto(linkIn(live, MANAGE_LINK));
  await ready(page);
  await expect(page.getByTestId("manage-status")).toContainText("Published");
  await page.getByRole("button", { name: "Close the listing now…" }).click();
  // A second step says what closing does; nothing is closed yet.
  const confirm = page.getByRole("form", { name: "Close this listing?" });
  await expect(confirm).toBeVisible();
  await expect(page.getByTestId("manage-status")).toContainText("Published");
  await confirm.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("form", { name: "Close this listing?" })).toHaveCount(0);
  expect(await publicTitles(page, key)).toEqual([title]);
  await page.goto(linkIn(live, MANAGE_LINK));
  await ready(page);
  await page.getByRole("button", { name: "Close the listing now…" }).click();
  await page.getByRole("button", { name: "Yes, close it" }).click();
  await expectToast(page, "Listing closed");
  await expect(page.getByTestId("manage-status")).toContainText("Closed");
  expect(await publicTitles(page, key)).toEqual([]);
  // Its page stays, marked closed on the day it closed, with no date to apply by.
  const today = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "Asia/Kolkata" }).format(new Date());
  await page.goto(new URL(linkIn(live, /http:\/\/127\.0\.0\.1:\d+\/internships\/[a-z0-9-]+/)).pathname);
  await expect(page.getByText(/^This opportunity is closed\./)).toContainText(`Applications closed on ${today}.`);
  await expect(page.getByText(/^Posted /)).toContainText(`· Closed ${today}`);
  await expect(page.getByText(/Apply by/)).toHaveCount(0);

  // A new deadline on the closed listing asks before reopening it.
  await page.goto(linkIn(live, MANAGE_LINK));
  await ready(page);
  await page.getByLabel("New application deadline").fill(isoDay(30));
  await page.getByRole("button", { name: "Reopen with this deadline…" }).click();
  await expect(page.getByRole("heading", { name: "Reopen this listing?" })).toBeVisible();
  await expect(page.getByTestId("manage-status")).toContainText("Closed");
  await page.getByRole("button", { name: "Yes, reopen it" }).click();
  await expectToast(page, "Listing sent for review");
  await expect(page.getByTestId("manage-status")).toHaveText("Pending review");
});

/** A date `days` from today in India, as YYYY-MM-DD. */
function isoDay(days: number) {
  return new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

test("a published listing keeps its public text until the admin approves the poster's edit", async ({ page }) => {
  const email = uniqueAddress(`editor-${test.info().project.name}`);
  const key = word("egret");
  const title = `Egret survey intern ${key}`;
  const slug = await postViaApi(page, { title, email });
  await signInAsAdmin(page);
  await approvePending(page, title);
  const live = await waitForMail(email, { subject: "Your internship is live" });

  await page.goto(linkIn(live, MANAGE_LINK));
  await page.getByRole("link", { name: "Edit the listing" }).click();
  await expect(page.getByRole("heading", { name: `Edit “${title}”` })).toBeVisible();
  await ready(page);
  await expect(page.getByLabel("Position title")).toHaveValue(title);
  // The terms were agreed to when posting: the edit does not ask again. The City can be changed.
  await expect(page.getByLabel("I agree to the Terms and Conditions")).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: /^City/ })).toBeVisible();
  // A save refused by the server names each field in its summary (with JavaScript the browser
  // checks first and shows the message beside the field).
  await page.getByLabel("Application URL").fill("not a link");
  await page.getByRole("button", { name: "Send changes for review" }).click();
  if (noJs()) {
    const summary = page.getByRole("alert").filter({ hasText: "Please correct these fields:" });
    await expect(summary.getByRole("link", { name: "Application URL: Please enter a valid application URL" })).toBeVisible();
  } else {
    await expect(page.getByText("Please enter a valid application URL")).toBeVisible();
  }
  await page.getByLabel("Application URL").fill("https://lakes.example.org/apply");
  await page.getByLabel("Position title").fill(`${title} (Hebbal)`);
  await page.getByRole("button", { name: "Send changes for review" }).click();
  await expectToast(page, "Changes sent for review");
  await expect(page.getByText("Your latest changes are waiting for review.")).toBeVisible();

  await page.goto(`/internships/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  // The edit waits in the one pending queue, marked as an edit and counted with the rest.
  await page.goto("/admin");
  await expect(page.getByText(/· [1-9]\d* edits?$/)).toBeVisible();
  await page.goto("/admin/pending");
  const edit = card(page, title);
  await expect(edit.getByText("Edit", { exact: true })).toBeVisible();
  await edit.getByRole("link", { name: `Review changes ${title}` }).click();
  const changes = page.getByRole("table", { name: /Changed fields/ });
  await expect(changes.getByRole("row")).toHaveCount(2);
  await expect(changes.getByRole("row", { name: /Title/ })).toContainText(`${title} (Hebbal)`);
  await ready(page);
  await page.getByRole("button", { name: "Approve changes" }).click();
  await expectToast(page, "Changes approved");
  await page.goto(`/internships/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${title} (Hebbal)`);
  await waitForMail(email, { subject: "Your changes to your internship are live" });
});

test("rejected with a reason, the poster fixes the listing and it is pending review again", async ({ page }) => {
  const email = uniqueAddress(`fixer-${test.info().project.name}`);
  const key = word("ibis");
  const title = `Ibis nesting intern ${key}`;
  await postViaApi(page, { title, email });
  await signInAsAdmin(page);
  await page.goto(`/admin/opportunities?status=pending&q=${encodeURIComponent(key)}`);
  await ready(page);
  const rejecting = card(page, title);
  await rejecting.getByText(/^Reject/).first().click();
  await rejecting.getByLabel("Reason for rejection").fill("Please say whether a stipend is paid.");
  await rejecting.getByRole("button", { name: `Reject ${title}` }).click();
  await expectToast(page, "Status updated");

  const notice = await waitForMail(email, { subject: "Your internship was not approved" });
  expect(notice.text).toContain("Please say whether a stipend is paid.");
  await page.goto(linkIn(notice, MANAGE_LINK));
  await expect(page.getByTestId("manage-status")).toHaveText("Not approved");
  await expect(page.getByTestId("manage-reason")).toHaveText("Please say whether a stipend is paid.");
  await page.getByRole("link", { name: "Edit the listing" }).click();
  await expect(page.getByLabel("This internship offers a stipend")).toBeVisible();
  await ready(page);
  await page.getByLabel("This internship offers a stipend").check();
  await page.getByLabel("Stipend amount (optional)").fill("₹8,000/month");
  await page.getByRole("button", { name: "Save and send for review" }).click();
  await expectToast(page, "Changes saved");
  await expect(page.getByTestId("manage-status")).toHaveText("Pending review");
  await page.goto(`/admin/opportunities?status=pending&q=${encodeURIComponent(key)}`);
  await expect(card(page, title)).toBeVisible();
});

test("lost your link: the same answer for any address, and the links arrive by mail", async ({ page }) => {
  const email = uniqueAddress(`lost-${test.info().project.name}`);
  const title = `Kingfisher intern ${word("kf")}`;
  await postViaApi(page, { title, email });
  await page.goto("/manage");
  await expect(page.getByRole("heading", { name: "Lost your link?" })).toBeVisible();
  await ready(page);
  await page.getByLabel("Your email").fill(email);
  await page.getByRole("button", { name: "Send me my links" }).click();
  const answer = page.getByRole("status");
  await expect(answer).toContainText("If that address posted listings here");
  const link = await waitForMail(email, { subject: "Your links to manage your listings" });
  await page.goto(linkIn(link, MANAGE_LINK));
  await expect(page.getByRole("heading", { name: title })).toBeVisible();

  await page.goto("/manage");
  await ready(page);
  await page.getByLabel("Your email").fill(uniqueAddress("stranger"));
  await page.getByRole("button", { name: "Send me my links" }).click();
  await expect(page.getByRole("status")).toContainText("If that address posted listings here");

  // A mistyped or replaced link gets its own page, with the way to a working one.
  const dead = await page.goto("/manage/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
  expect(dead?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "This link has expired: get a new one" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Lost your link?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lost your link?" })).toBeVisible();
});

test("the way back to a listing: 'Lost your link?' in the footer and on /submit", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Lost your link?" }).click();
  await expect(page).toHaveURL(/\/manage$/);
  await expect(page.getByRole("heading", { level: 1, name: "Lost your link?" })).toBeVisible();
  await page.goto("/submit");
  await page.getByRole("main").getByRole("link", { name: "Lost your link?" }).click();
  await expect(page).toHaveURL(/\/manage$/);
});

test("a pending submission says Submitted, not Posted, and can be withdrawn after a second step", async ({ page }) => {
  const email = uniqueAddress(`withdraw-${test.info().project.name}`);
  const title = `Pelican intern ${word("pel")}`;
  await postViaApi(page, { title, email });
  const receipt = await waitForMail(email, { subject: "We received your internship" });
  const manage = linkIn(receipt, MANAGE_LINK);
  await page.goto(manage);
  await expect(page.getByTestId("manage-status")).toHaveText("Pending review");
  await expect(page.getByText("Submitted", { exact: true })).toBeVisible();
  await expect(page.getByText("Posted", { exact: true })).toHaveCount(0);
  // One rule for deadlines, as on /submit: up to 365 days ahead.
  await expect(page.getByText("Any day from today (India time) to 365 days ahead.")).toBeVisible();
  await ready(page);
  await page.getByRole("button", { name: "Withdraw the submission…" }).click();
  await page.getByRole("button", { name: "Yes, withdraw it" }).click();
  await expectToast(page, "Submission withdrawn");
  const after = await page.goto(manage);
  expect(after?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "This link has expired: get a new one" })).toBeVisible();
});

test("the manage page ships no React, in English and Hindi: only the read-page script; its forms post as pages", async ({ page }) => {
  const email = uniqueAddress(`light-manage-${test.info().project.name}`);
  const title = `Stork intern ${word("stork")}`;
  await postViaApi(page, { title, email });
  const manage = linkIn(await waitForMail(email, { subject: "We received your internship" }), MANAGE_LINK);
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(new URL(response.url()).pathname);
  });
  for (const path of [new URL(manage).pathname, `/hi${new URL(manage).pathname}`]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    expect(await page.content()).not.toContain("__reactRouterContext");
  }
  await page.waitForLoadState("networkidle");
  expect([...new Set(scripts)]).toEqual(noJs() ? [] : [expect.stringMatching(/^\/assets\/read-page-[\w-]+\.js$/)]);
  // A new deadline is an ordinary form post, answered with the page and its toast.
  await page.goto(manage);
  await page.getByLabel("Application deadline").fill(new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10));
  await page.getByRole("button", { name: "Save deadline" }).click();
  await expectToast(page, "Deadline saved");
});
