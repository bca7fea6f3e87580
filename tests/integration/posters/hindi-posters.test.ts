/**
 * Posting and managing in Hindi (decisions 281-283): the /hi/submit action answers with the
 * schema's messages in Hindi and the API with the same rules in English; a listing posted
 * from /hi/submit keeps its poster's language, and every mail to that poster is in Hindi with
 * links to /hi/manage/…; an English poster's mails do not change.
 */
import { afterEach, describe, expect, it } from "vitest";
import { action as submitAction } from "../../../app/routes/submit";
import * as manageRoute from "../../../app/routes/manage/listing";
import { action as apiAction } from "../../../app/routes/api/opportunities";
import { changeOpportunityStatus } from "../../../app/opportunities/write.server";
import { requestManageLinks } from "../../../app/posters/lost-link.server";
import { posterInfoFor } from "../../../app/posters/poster-emails.server";
import { closeListing } from "../../../app/posters/lifecycle.server";
import { ManageError } from "../../../app/posters/managed-listing.server";
import { ENGLISH } from "../../../app/i18n/translate";
import { createI18n } from "../../../app/i18n/i18n.server";
import { SUBMISSION_ERRORS } from "../../../app/submissions/texts";
import { CONTROL_CHARACTERS_MESSAGE } from "../../../app/lib/text-schema";
import { EMAIL_MESSAGE } from "../../../app/mail/address";
import { englishError } from "../../../app/submissions/errors";
import { insertUser } from "../../support/admin";
import type { TestDb } from "../../support/db";
import { testContext, testEnv } from "../../support/context";
import { outboxMails } from "../../support/outbox";
import { settle } from "../../support/route-results";
import { createSubmissionTestDb, formToken, validApiPayload, validFormFields } from "../../support/submissions";

let t: TestDb;
afterEach(() => t?.cleanup());

const env = testEnv({ SITE_URL: "https://careers.example.org" });
const hi = createI18n("/hi/submit").t;
const mails = () => outboxMails(t.db, env);

async function submit(fields: Record<string, string>, locale: "en" | "hi") {
  const path = locale === "hi" ? "/hi/submit" : "/submit";
  const request = new Request(`http://localhost${path}?type=internship`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  return settle(() => submitAction({ request, context: testContext(t.db, { env, path }), params: {} } as never));
}

describe("posting from /hi/submit", () => {
  it("answers a mistake with the schema's messages in Hindi, and the API with the same rule in English", async () => {
    t = createSubmissionTestDb();
    const response = await submit({ ...validFormFields({ companyName: "ab", location: undefined }), formToken: formToken() }, "hi");
    expect(response.status).toBe(400);
    const errors = (response.data as { result: { error: Record<string, string[]> } }).result.error;
    expect(errors.companyName).toEqual([hi(SUBMISSION_ERRORS.companyNameMin)]);
    expect(errors.companyName![0]).toBe("संस्था का नाम कम से कम 3 अक्षरों का होना चाहिए");
    expect(errors.location).toEqual(["कृपया सूची में से काम की जगह चुनें"]);

    const api = await settle(() =>
      apiAction({
        request: new Request("http://localhost/api/opportunities", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(validApiPayload({ organizationName: "ab" })),
        }),
        context: testContext(t.db, { env }),
        params: {},
      } as never),
    );
    expect(api.status).toBe(400);
    expect(api.data).toMatchObject({ errors: { organizationName: ["Organisation name must be at least 3 characters"] } });
  });

  it("writes the shared rules' messages (email, control characters) in Hindi too, and keeps their English as the admin shows it", async () => {
    t = createSubmissionTestDb();
    expect(englishError("email")).toBe(EMAIL_MESSAGE);
    expect(englishError("controlCharacters")).toBe(CONTROL_CHARACTERS_MESSAGE);
    const response = await submit({ ...validFormFields({ posterEmail: "not an address", positionTitle: "Intern\u0000ship" }), formToken: formToken() }, "hi");
    const errors = (response.data as { result: { error: Record<string, string[]> } }).result.error;
    expect(errors.posterEmail).toEqual(["कृपया सही ईमेल पता लिखें"]);
    expect(errors.positionTitle).toEqual([hi(SUBMISSION_ERRORS.controlCharacters)]);
  });

  it("stores the poster's language and mails the receipt in Hindi with a /hi/manage link", async () => {
    t = createSubmissionTestDb();
    const response = await submit({ ...validFormFields({ posterEmail: "Poster@Example.org" }), formToken: formToken() }, "hi");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/hi/submit?type=internship&submitted=1");
    // One cookie: the address the link went to (shown once); no toast repeats the success screen.
    expect(response.headers.getSetCookie().some((cookie) => /toast/i.test(cookie))).toBe(false);
    const [receipt] = mails();
    expect(receipt).toMatchObject({ recipient: "poster@example.org", subject: "आपकी लिस्टिंग (इंटर्नशिप) हमें मिल गई है", kind: "poster-received" });
    expect(receipt!.text).toMatch(/^नमस्ते,\n\nImpact Careers पर लिस्टिंग पोस्ट करने के लिए धन्यवाद:\n“Climate Research Intern” — “Green Earth Trust”\n\n/);
    const token = /https:\/\/careers\.example\.org\/hi\/manage\/([A-Za-z0-9_-]{43})\n/.exec(receipt!.text)![1]!;
    // The link is stored as a hash only.
    expect(JSON.stringify(t.db.$client.prepare("select * from manage_tokens").all())).not.toContain(token);
    const [{ id }] = t.db.$client.prepare("select opportunity_id as id from listing_posters").all() as [{ id: number }];
    expect(posterInfoFor(t.db, [id])[id]).toMatchObject({ email: "poster@example.org", language: "hi" });

    // Review news, the lost link: in Hindi, to the Hindi pages.
    const admin = insertUser(t.db);
    changeOpportunityStatus(t.db, { id: admin }, id, "published", { notify: env });
    const approved = mails().at(-1)!;
    expect(approved.subject).toBe("आपकी लिस्टिंग (इंटर्नशिप) अब प्रकाशित है");
    expect(approved.text).toMatch(/https:\/\/careers\.example\.org\/hi\/internships\/[a-z0-9-]+\n/);
    expect(approved.text).toMatch(/https:\/\/careers\.example\.org\/hi\/manage\/[A-Za-z0-9_-]{43}/);
    requestManageLinks(t.db, env, "poster@example.org", "203.0.113.9");
    expect(mails().at(-1)!.subject).toBe("आपकी लिस्टिंग सँभालने के लिंक");
    // The lost-link mail's link replaced the receipt's.
    const current = /https:\/\/careers\.example\.org\/hi\/manage\/([A-Za-z0-9_-]{43})/.exec(mails().at(-1)!.text)![1]!;

    // The Hindi manage page's refusals and toasts are Hindi too.
    const request = new Request(`http://localhost/hi/manage/${current}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "extend", deadline: "not a date" }).toString(),
    });
    const refused = await settle(() => manageRoute.action({ request, context: testContext(t.db, { env, path: `/hi/manage/${current}` }), params: { token: current } } as never));
    expect(refused.status).toBe(400);
    expect((refused.data as { deadlineErrors: string[] }).deadlineErrors).toContain("कृपया अंतिम तिथि तारीख़ के रूप में लिखें (YYYY-MM-DD)");
  });

  it("leaves an English poster's receipt as it was, with an English manage link", async () => {
    t = createSubmissionTestDb();
    await submit({ ...validFormFields({ posterEmail: "en@example.org" }), formToken: formToken() }, "en");
    const [receipt] = mails();
    expect(receipt!.subject).toBe("We received your internship");
    expect(receipt!.text).toMatch(/^Hello,\n\nThank you for posting on Impact Careers:\n“Climate Research Intern” — “Green Earth Trust”\n\n/);
    expect(receipt!.text).toMatch(/https:\/\/careers\.example\.org\/manage\/[A-Za-z0-9_-]{43}\n/);
    expect(receipt!.text).toContain("\n\nKeep this private link: anyone who has it can edit or close the listing.\n\n");
    // Then the page of every listing of the address (docs/decisions/390), in English.
    expect(receipt!.text).toMatch(/\n\nAll your listings on one page [^\n]*:\nhttps:\/\/careers\.example\.org\/your-listings\/[A-Za-z0-9_-]{43}\n\n— Impact Careers\n$/);
    expect(ENGLISH.t(SUBMISSION_ERRORS.tooManySkills, { maxSkills: 10 })).toBe("You can list at most 10 skills");
  });
});

describe("the manage pages' rare refusals (decision 269)", () => {
  it("a listing gone between the page and its form is refused in the page's language; its English stays for the admin", () => {
    t = createSubmissionTestDb();
    let refusal: unknown;
    try {
      closeListing(t.db, 987_654);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ManageError);
    const { msg, message, status } = refusal as InstanceType<typeof ManageError>;
    expect([status, message]).toEqual([404, "Listing not found"]);
    expect(createI18n("/hi/manage/x").t(msg!)).toBe("लिस्टिंग नहीं मिली");
    expect(createI18n("/hi/manage/x/edit").t(msg!)).toBe("लिस्टिंग नहीं मिली");
  });
});
