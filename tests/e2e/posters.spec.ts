/**
 * Posters keep control: post with an email, open the private link from the mail the
 * server wrote, see the review outcome, close, edit (a published listing's edit waits
 * for review) and resubmit. With JavaScript on and off.
 */
import type { Page } from "@playwright/test";
import { approvePending, signInAsAdmin } from "./support/admin";
import { expect, test } from "./support/fixtures";
import { linkIn, uniqueAddress, waitForMail } from "./support/mail";
import { card, expectToast, publicTitles, ready } from "./support/page";

test.describe.configure({ timeout: 180_000 });

const MANAGE_LINK = /http:\/\/127\.0\.0\.1:\d+\/manage\/[A-Za-z0-9_-]{43}/;

function word(prefix: string) {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** Posts through the JSON API with a poster email (the form journey is the first test). */
async function postViaApi(page: Page, { title, email }: { title: string; email: string }) {
  const response = await page.request.post("/api/opportunities", {
    data: {
      data: {
        title,
        organizationName: "Lake Keepers Trust",
        opportunityType: "internship",
        description: "Map the lakes of Bengaluru with residents and publish what we learn as open data for everyone.",
        applicationUrl: "https://lakes.example.org/apply",
        requirements: "Students of ecology, geography or data science.",
        applicationInstructions: "Apply through the form with a short note.",
        location: "Remote (Work From Home)",
        posterEmail: email,
      },
      attributes: { category: "design", duration: "1-3 months", hasPaid: false },
    },
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
  await page.getByLabel("Organization Name").fill("Lake Keepers Trust");
  await page.getByLabel("Position Title").fill(title);
  await page.getByLabel("Description").fill("Count herons at the lakes of Bengaluru with residents and share the results openly.");
  await page.getByLabel("Requirements").fill("Curious students of ecology, geography or data science.");
  await page.getByLabel("Application Instructions").fill("Apply through the form with a short cover note.");
  await page.getByLabel("Application URL").fill("https://lakes.example.org/apply");
  const emailField = page.getByLabel("Your email (never shown publicly) (optional)");
  await expect(page.getByText("We send you a private link to edit or close this listing, and news of the review.")).toBeVisible();
  await emailField.fill(email);
  await page.getByLabel("I agree to the Terms and Conditions").check();
  const wait = 5_500 - (Date.now() - servedAt);
  if (wait > 0) await page.waitForTimeout(wait);
  await page.getByRole("button", { name: "Submit Internship" }).click();
  await expect(page.getByRole("heading", { name: /Thank you! Your internship has been submitted/ })).toBeVisible();

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
  await page.getByRole("button", { name: "Close the listing now" }).click();
  await expectToast(page, "Listing closed");
  await expect(page.getByTestId("manage-status")).toContainText("Closed");
  expect(await publicTitles(page, key)).toEqual([]);
  // Its page stays, marked closed.
  await page.goto(new URL(linkIn(live, /http:\/\/127\.0\.0\.1:\d+\/internships\/[a-z0-9-]+/)).pathname);
  await expect(page.getByText(/^This opportunity is closed\./)).toBeVisible();
});

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
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await page.getByLabel("Title").fill(`${title} (Hebbal)`);
  await page.getByLabel("I agree to the Terms and Conditions").check();
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
  await ready(page);
  await page.getByLabel("A stipend is offered").check();
  await page.getByLabel("Stipend Amount (optional)").fill("₹8,000/month");
  await page.getByLabel("I agree to the Terms and Conditions").check();
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
  const link = await waitForMail(email, { subject: "Your link to manage your internship" });
  await page.goto(linkIn(link, MANAGE_LINK));
  await expect(page.getByRole("heading", { name: title })).toBeVisible();

  await page.goto("/manage");
  await ready(page);
  await page.getByLabel("Your email").fill(uniqueAddress("stranger"));
  await page.getByRole("button", { name: "Send me my links" }).click();
  await expect(page.getByRole("status")).toContainText("If that address posted listings here");

  expect((await page.request.get("/manage/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")).status()).toBe(404);
});
