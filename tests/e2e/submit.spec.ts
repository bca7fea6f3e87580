/**
 * Posting an opportunity, with JavaScript on and off: each type to the
 * success screen, the messages beside fields, the too-quick submit, the trap
 * field. The anti-bot wait applies (the e2e server's FORM_MIN_FILL_SECONDS), so success tests wait before sending.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { formWait } from "./support/page";

// Success tests wait out the anti-bot wait, and axe checks every page: allow more time.
test.describe.configure({ timeout: 120_000 });

const TYPES = [
  { type: "internship", label: "Internship", heading: "Submit an Internship", title: "Position title" },
  { type: "fellowship", label: "Fellowship", heading: "Submit a Fellowship", title: "Name of fellowship" },
  { type: "course", label: "Course", heading: "Submit a Course", title: "Course name" },
] as const;

const toastArea = (page: Page) => page.getByTestId("toast-viewport");

/** Unique per test and project, so that tests sharing one server never collide. */
function unique(testInfo: { project: { name: string }; title: string }) {
  return `${testInfo.project.name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
}

async function fillValidForm(
  page: Page,
  { organization, title, type }: { organization: string; title: string; type: (typeof TYPES)[number] },
) {
  await page.getByLabel("Organisation name").fill(organization);
  await page.getByLabel(type.title).fill(title);
  await page.getByLabel("Category").selectOption("design");
  await page.getByRole("checkbox", { name: "Education", exact: true }).check();
  if (type.type !== "fellowship") await page.getByLabel("Location type").selectOption("Both Remote & In-Person");
  await page.getByRole("combobox", { name: /^City/ }).fill("Bangalore");
  await page.getByLabel("Duration").selectOption("3-6 months");
  await page
    .getByLabel("Description")
    .fill("Work with our field team to map tree cover in Bengaluru's lakes and share the findings with residents.");
  await page.getByLabel("Requirements").fill("Curious students of ecology, geography or data science.");
  await page.getByLabel("Application instructions").fill("Apply through the form with a short cover note.");
  await page.getByLabel("Application URL").fill("https://lakes.example.org/apply");
  await page.getByLabel("Skills (optional)").fill("Mapping, QGIS\nKannada");
  await page.getByLabel("I agree to the Terms and Conditions").check();
}

/** The anti-bot wait counts from when the form was served. */
async function waitForMinimumTime(servedAt: number) {
  const wait = formWait(servedAt);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** Posts the same listing through the API: a "-2" slug proves the first one was stored. */
async function slugOfSameListingViaApi(page: Page, organization: string, title: string) {
  const response = await page.request.post("/api/opportunities", {
    data: {
      data: {
        title,
        organizationName: organization,
        opportunityType: "course",
        description: "A second copy of the listing, posted to learn which slug the first one took.",
        applicationUrl: "https://lakes.example.org/apply",
        requirements: "Anyone who wants to learn about urban lakes.",
        applicationInstructions: "Apply through the form.",
        location: "Remote (Work From Home)",
      },
      attributes: { category: "design", duration: "1-3 months", causes: "education", stipend: null, hasPaid: false, skills: "" },
    },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { slug: string; status: string };
  expect(body.status).toBe("pending");
  return body.slug;
}

const slugOf = (title: string, organization: string) =>
  `${title} at ${organization}`.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

for (const type of TYPES) {
  test(`posts ${type.type === "internship" ? "an" : "a"} ${type.type} and shows the success screen`, async ({
    page,
    jsEnabled,
  }, testInfo) => {
    const id = unique(testInfo);
    const organization = `Lake Trust ${id}`;
    const title = `${type.label} in Lake Ecology`;

    await page.goto("/submit");
    if (type.type !== "internship") {
      await page.getByRole("navigation", { name: "Type of opportunity" }).getByRole("link", { name: type.label }).click();
      await expect(page).toHaveURL(new RegExp(`/submit\\?type=${type.type}$`));
    }
    await expect(page).toHaveTitle(`${type.heading} - Impact Careers`);
    await expect(page.getByRole("heading", { level: 1, name: type.heading })).toBeVisible();
    // The type's page (a new document without JavaScript, new data with it) carries a new form token.
    const servedAt = Date.now();
    await expect(page.getByRole("link", { name: type.label, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByLabel("Location type")).toHaveCount(type.type === "fellowship" ? 0 : 1);
    // §4's duration default; category and location start unchosen (docs/decisions/216).
    await expect(page.getByLabel("Category")).toHaveValue("");
    await expect(page.getByLabel("Category").locator("option").first()).toHaveText("Choose…");
    if (type.type !== "fellowship") await expect(page.getByLabel("Location type")).toHaveValue("");
    await expect(page.getByLabel("Duration")).toHaveValue("1-3 months");

    await fillValidForm(page, { organization, title, type });
    // The stipend amount: always there without JavaScript; shown when ticked with it.
    const stipend = page.getByLabel(/^Stipend amount/);
    if (jsEnabled) await expect(stipend).toHaveCount(0);
    await page.getByLabel(/offers a stipend/).check();
    await stipend.fill("₹8,000/month");

    await waitForMinimumTime(servedAt);
    if (jsEnabled) {
      await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
      // Hold the response a moment to see the submitting state.
      await page.route("**/submit.data*", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
    }
    await page.getByRole("button", { name: `Submit ${type.label}` }).click();
    if (jsEnabled) await expect(page.getByRole("button", { name: "Submitting..." })).toBeVisible();

    await expect(page.getByRole("heading", { level: 1, name: `Thank you! Your ${type.type} has been submitted.` })).toBeVisible();
    // One success message: the panel, no toast repeating it.
    await expect(toastArea(page).getByRole("status").filter({ hasText: "Success!" })).toHaveCount(0);
    await expect(
      page.getByText(
        "Our team will review your submission to ensure it meets our guidelines and publish it within 24-48 hours.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "support@impactcareers.in" })).toHaveAttribute(
      "href",
      "mailto:support@impactcareers.in",
    );
    await expect(page).toHaveURL(new RegExp(`/submit\\?type=${type.type}&submitted=1$`));
    if (jsEnabled) expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

    // It was stored (the same listing again gets the next slug) — and only as pending:
    // its page is not public until a moderator approves it.
    expect(await slugOfSameListingViaApi(page, organization, title)).toBe(`${slugOf(title, organization)}-2`);
    expect((await page.request.get(`/${type.type}s/${slugOf(title, organization)}`)).status()).toBe(404);

    await expect(page.getByRole("link", { name: "Return to home" })).toHaveAttribute("href", "/");
    await page.getByRole("link", { name: `Submit Another ${type.label}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: type.heading })).toBeVisible();
    await expect(page.getByLabel("Organisation name")).toHaveValue("");
    await expect(page.getByLabel(type.title)).toHaveValue("");
    await expect(page.getByLabel("Category")).toHaveValue("");
    await expect(page.getByLabel("Duration")).toHaveValue("1-3 months");
    await expect(page.getByLabel(/offers a stipend/)).not.toBeChecked();
    await expect(page.getByLabel("I agree to the Terms and Conditions")).not.toBeChecked();
  });
}

test("shows each mistake beside its field, keeps the values, and lists them in a summary", async ({
  page,
  jsEnabled,
}) => {
  await page.goto("/submit?type=course");
  const servedAt = Date.now();
  await page.getByLabel("Organisation name").fill("ab");
  await page.getByLabel("Course name").fill("Win a lottery today");
  await page.getByLabel("Description").fill("Too short");
  await page
    .getByLabel("Requirements")
    .fill("Read http://a.example.org http://b.example.org http://c.example.org http://d.example.org");
  await page.getByLabel("Application URL").fill("javascript:alert(1)");
  await page.getByLabel(/offers a stipend/).check();
  if (!jsEnabled) await waitForMinimumTime(servedAt);
  await page.getByRole("button", { name: "Submit course" }).click();

  const expectations: Array<[label: string | RegExp, message: string]> = [
    ["Organisation name", "Organisation name must be at least 3 characters"],
    ["Course name", "This field contains prohibited content"],
    // Nothing is chosen for the poster: an unchosen category and location are mistakes too.
    ["Category", "Please select a valid category"],
    ["Location type", "Please select a valid location type"],
    ["Description", "Description must be at least 50 characters"],
    ["Requirements", "Too many URLs detected"],
    ["Application instructions", "Application instructions must be at least 10 characters"],
    ["Application URL", "Please enter a valid application URL"],
    [/^Stipend amount/, "Stipend amount is required when stipend is offered"],
    ["I agree to the Terms and Conditions", "You must agree to the terms and conditions"],
  ];
  for (const [label, message] of expectations) {
    const field = page.getByLabel(label);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
    const errorId = describedBy.split(" ").find((id) => id.endsWith("-error"));
    expect(errorId, `error of ${String(label)} is described`).toBeTruthy();
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText(message);
  }
  // Values are kept.
  await expect(page.getByLabel("Organisation name")).toHaveValue("ab");
  await expect(page.getByLabel("Application URL")).toHaveValue("javascript:alert(1)");
  await expect(page.getByLabel(/offers a stipend/)).toBeChecked();

  if (jsEnabled) {
    // Checked in the browser with the same schema: the first mistake gets focus.
    await expect(page.getByLabel("Organisation name")).toBeFocused();
    // Validation runs as the person types.
    await page.getByLabel("Organisation name").fill("Lake Trust");
    await expect(page.getByText("Organisation name must be at least 3 characters")).toHaveCount(0);
    await page.getByLabel("Organisation name").fill("");
    await expect(page.getByText("Organisation name is required")).toBeVisible();
  } else {
    // Rendered by the server: a summary that is announced and focused, linking to each field.
    const summary = page.getByRole("alert", { name: "There is a problem with your submission" });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("heading", { name: "There is a problem with your submission" })).toBeVisible();
    // The summary also names the causes, none of which was chosen (the boxes are a fieldset).
    await expect(summary.getByRole("link")).toHaveCount(expectations.length + 1);
    await expect(summary.getByRole("link", { name: "Please choose at least one cause" })).toHaveCount(1);
    await expect(page.getByRole("checkbox", { name: "Climate and environment", exact: true })).toHaveAttribute("aria-invalid", "true");
    await summary.getByRole("link", { name: "Description must be at least 50 characters" }).click();
    await expect(page.getByLabel("Description")).toBeFocused();
  }
});

test("keeps the form in editing after a too-quick submit, and accepts it once the wait has passed", async ({ page }, testInfo) => {
  const id = unique(testInfo);
  const organization = `Quick Trust ${id}`;
  const title = "Internship in Lake Ecology";
  await page.goto("/submit");
  // Filling the form can take longer than the wait on a busy machine, so the first post
  // carries a token the server has just issued, as if the page had just been served.
  let tokenIssuedAt = 0;
  await page.route(/\/submit(\.data)?(\?|$)/, async (route) => {
    const request = route.request();
    if (request.method() !== "POST" || tokenIssuedAt) return route.continue();
    tokenIssuedAt = Date.now();
    const html = await (await page.request.get("/submit")).text();
    const fresh = /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? "";
    const body = new URLSearchParams(request.postData() ?? "");
    body.set("formToken", fresh);
    await route.continue({ postData: body.toString() });
  });
  await fillValidForm(page, { organization, title, type: TYPES[0] });
  await page.getByRole("button", { name: "Submit internship" }).click();

  // The summary above the form is the one message: no toast repeats it, with JavaScript or without.
  const summary = page.getByRole("alert", { name: "Submission error" });
  await expect(summary).toContainText("Please wait a few seconds and submit again");
  const errorToast = toastArea(page).getByRole("alert").filter({ hasText: "Submission error" });
  await expect(errorToast).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Submit an Internship" })).toBeVisible();
  // The form keeps every value: submitting again is enough.
  await expect(page.getByLabel("Organisation name")).toHaveValue(organization);
  await expect(page.getByLabel("Position title")).toHaveValue(title);
  await expect(page.getByLabel("Description")).not.toHaveValue("");
  await expect(page.getByLabel("Requirements")).not.toHaveValue("");
  await expect(page.getByLabel("Application URL")).not.toHaveValue("");
  await expect(page.getByRole("checkbox", { name: /I agree/ })).toBeChecked();

  await waitForMinimumTime(tokenIssuedAt);
  await page.getByRole("button", { name: "Submit internship" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you! Your internship has been submitted." })).toBeVisible();
  await expect(toastArea(page).getByRole("status").filter({ hasText: "Success!" })).toHaveCount(0);
  await expect(errorToast).toHaveCount(0);
  // Stored once: the too-quick submit stored nothing, the second did.
  expect(await slugOfSameListingViaApi(page, organization, title)).toBe(`${slugOf(title, organization)}-2`);
});

test("answers a filled trap field with the success screen and stores nothing", async ({ page }, testInfo) => {
  const id = unique(testInfo);
  const organization = `Trap Trust ${id}`;
  const title = "Internship in Lake Ecology";
  await page.goto("/submit");
  const servedAt = Date.now();
  // The trap is hidden from people and from assistive technology.
  const trap = page.locator('input[name="contactEmail"]');
  await expect(trap).toHaveAttribute("tabindex", "-1");
  await expect(trap).toHaveAttribute("autocomplete", "off");
  await expect(page.locator('[aria-hidden="true"]:has(input[name="contactEmail"])')).toHaveCount(1);
  await expect(page.getByRole("textbox", { name: "Contact email" })).toHaveCount(0);

  await fillValidForm(page, { organization, title, type: TYPES[0] });
  await trap.fill("bot@spam.example", { force: true });
  await waitForMinimumTime(servedAt);
  await page.getByRole("button", { name: "Submit internship" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you! Your internship has been submitted." })).toBeVisible();
  await expect(toastArea(page).getByRole("status").filter({ hasText: "Success!" })).toHaveCount(0);
  // Nothing stored: the same listing through the API takes the plain slug.
  expect(await slugOfSameListingViaApi(page, organization, title)).toBe(slugOf(title, organization));
});

test("links: back to listings, the terms in a new tab", async ({ page }) => {
  await page.goto("/submit?type=fellowship");
  await expect(page.getByRole("link", { name: "Back to opportunities" })).toHaveAttribute("href", "/");
  const terms = page.getByRole("link", { name: /Terms and Conditions/ });
  await expect(terms).toHaveAttribute("href", "/terms");
  await expect(terms).toHaveAttribute("target", "_blank");
  await expect(terms).toHaveAttribute("rel", /noopener/);
  await expect(page.getByText("Recommended size: 200x200px.", { exact: false })).toBeVisible();
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Submit a Fellowship - Impact Careers");
});

test("the home page's Post an opportunity button leads here", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("main").getByRole("link", { name: "Post an opportunity" }).click();
  await expect(page).toHaveURL(/\/submit$/);
  await expect(page.getByRole("heading", { level: 1, name: "Submit an Internship" })).toBeVisible();
});

test("switching tabs changes the labels; with JavaScript what was typed is kept", async ({ page, jsEnabled }) => {
  await page.goto("/submit");
  await page.getByLabel("Organisation name").fill("Tab Trust");
  await page.getByLabel("Position title").fill("Internship in Lake Ecology");
  await page.getByRole("navigation", { name: "Type of opportunity" }).getByRole("link", { name: "Fellowship" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Submit a Fellowship" })).toBeVisible();
  await expect(page).toHaveTitle("Submit a Fellowship - Impact Careers");
  await expect(page.getByLabel("Position title")).toHaveCount(0);
  await expect(page.getByLabel("Location type")).toHaveCount(0);
  // Without JavaScript a tab is a new page with an empty form; with it the form stays.
  await expect(page.getByLabel("Organisation name")).toHaveValue(jsEnabled ? "Tab Trust" : "");
  await expect(page.getByLabel("Name of fellowship")).toHaveValue(jsEnabled ? "Internship in Lake Ecology" : "");
  await page.getByRole("navigation", { name: "Type of opportunity" }).getByRole("link", { name: "Course" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Submit a Course" })).toBeVisible();
  await expect(page.getByLabel("Course name")).toBeVisible();
  await expect(page.getByLabel("Location type")).toHaveValue("");
});
