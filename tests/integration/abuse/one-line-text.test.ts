/**
 * One-line fields (titles, organisation names) cannot carry a second line, direction tricks or
 * invisible text: the same schema refuses them on /submit (English and Hindi), the API, the
 * manage edit form and import, and Indian scripts still pass (decision 306).
 */
import { afterEach, describe, expect, it } from "vitest";
import { action as submitAction } from "../../../app/routes/submit";
import { action as editAction } from "../../../app/routes/manage/edit";
import { action as apiAction } from "../../../app/routes/api/opportunities";
import { action as subscribeAction } from "../../../app/routes/alerts/subscribe";
import { importOpportunities } from "../../../app/import/import.server";
import { createI18n } from "../../../app/i18n/i18n.server";
import { SUBMISSION_ERRORS } from "../../../app/submissions/texts";
import {
  DIRECTION_CHARACTERS_MESSAGE,
  INVISIBLE_ONLY_MESSAGE,
  ONE_LINE_MESSAGE,
  oneLineProblem,
  REPEATED_MARKS_MESSAGE,
} from "../../../app/lib/text-schema";
import { slugify } from "../../../app/lib/slugify";
import { insertUser } from "../../support/admin";
import type { TestDb } from "../../support/db";
import { testContext, testEnv } from "../../support/context";
import { outboxMails } from "../../support/outbox";
import { settle } from "../../support/route-results";
import { createSubmissionTestDb, formToken, validApiPayload, validFormFields } from "../../support/submissions";

let t: TestDb;
afterEach(() => t?.cleanup());

const env = testEnv({ SITE_URL: "https://careers.example.org" });
const ATTACK = "Intern\n\nACTION NEEDED: verify at https://evil.example/x\n\n";
const INVISIBLE = "\u200d\u200d\u200d\u200d\u200d";
const opportunityCount = () => (t.db.$client.prepare("select count(*) as n from opportunities").get() as { n: number }).n;
type FormReply = { result: { error: Record<string, string[]> } };

async function submit(fields: Record<string, string>, path = "/submit") {
  const request = new Request(`http://localhost${path}?type=internship`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...validFormFields(fields), formToken: formToken() }).toString(),
  });
  return settle(() => submitAction({ request, context: testContext(t.db, { env, path }), params: {} } as never));
}

async function postApi(data: Record<string, unknown>) {
  const request = new Request("http://localhost/api/opportunities", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(validApiPayload(data)),
  });
  return settle(() => apiAction({ request, context: testContext(t.db, { env, ip: "203.0.113.9" }), params: {} } as never));
}

describe("a title or organisation name", () => {
  it("with a line break or only invisible characters is refused by /submit with a clear message, in English and in Hindi", async () => {
    t = createSubmissionTestDb();
    const english = await submit({ positionTitle: ATTACK, companyName: INVISIBLE });
    expect(english.status).toBe(400);
    const errors = (english.data as FormReply).result.error;
    expect(errors.positionTitle).toContain(ONE_LINE_MESSAGE);
    expect(errors.companyName).toContain(INVISIBLE_ONLY_MESSAGE);

    const hindi = await submit({ positionTitle: "Climate \u202eResearch Intern", companyName: "Support Team\u2028Desk" }, "/hi/submit");
    const hiErrors = (hindi.data as FormReply).result.error;
    const hi = createI18n("/hi/submit").t;
    expect(hiErrors.positionTitle).toEqual([hi(SUBMISSION_ERRORS.directionCharacters)]);
    expect(hiErrors.companyName).toEqual(["कृपया इसे एक ही पंक्ति में लिखें, बिना नई लाइन या टैब के"]);
    expect(opportunityCount()).toBe(0);
  });

  it("is refused by POST /api/opportunities with the English message under the API's field name", async () => {
    t = createSubmissionTestDb();
    const response = await postApi({ title: ATTACK, organizationName: "Support Team\nhttps://evil.example", posterEmail: "target.person@example.org" });
    expect(response.status).toBe(400);
    expect(response.data).toMatchObject({ errors: { title: [ONE_LINE_MESSAGE], organizationName: [ONE_LINE_MESSAGE] } });
    const invisible = await postApi({ title: "\u00ad\u3164\u00ad\u3164\u00ad", organizationName: "\u200b\u2800 \u115f" });
    expect(invisible.data).toMatchObject({ errors: { title: [INVISIBLE_ONLY_MESSAGE], organizationName: [INVISIBLE_ONLY_MESSAGE] } });
    const piled = await postApi({ title: `क${"\u094d".repeat(9)} Intern` });
    expect(piled.data).toMatchObject({ errors: { title: [REPEATED_MARKS_MESSAGE] } });
    expect(opportunityCount()).toBe(0);
    expect(outboxMails(t.db, env)).toHaveLength(0);
  });

  it("is refused by the manage edit form, which keeps the stored title", async () => {
    t = createSubmissionTestDb();
    expect((await postApi({ posterEmail: "poster@example.org" })).status).toBe(201);
    const token = /\/manage\/([A-Za-z0-9_-]{43})/.exec(outboxMails(t.db, env)[0]!.text)![1]!;
    const fields = validFormFields({ positionTitle: "Water Quality\r\nFellow", companyName: "Jal Seva Foundation" });
    const request = new Request(`http://localhost/manage/${token}/edit`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
    const response = await settle(() => editAction({ request, context: testContext(t.db, { env }), params: { token } } as never));
    expect(response.status).toBe(400);
    expect((response.data as FormReply).result.error.positionTitle).toContain(ONE_LINE_MESSAGE);
    expect(t.db.$client.prepare("select title from opportunities").pluck().get()).toBe("Water Quality Fellow");
  });

  it("is refused by import, item by item, with the message", () => {
    t = createSubmissionTestDb();
    const admin = insertUser(t.db);
    const item = (title: string, organization = "Jal Seva Foundation") => ({
      title,
      company: { name: organization },
      description: "Test drinking water with village councils and share the results with them.",
      requirements: "Careful field notes and a love of the outdoors.",
      duration: "6+ months",
      applicationInstructions: "Apply with your CV.",
      applicationUrl: "https://jalseva.example.org/apply",
      opportunityType: "fellowship",
    });
    const results = importOpportunities(t.db, { id: admin }, [item(ATTACK), item("Fine Title", INVISIBLE), item("जल गुणवत्ता फ़ेलो")]);
    expect(results.successful).toBe(1);
    expect(results.errors.map((e) => e.error)).toEqual([`title: ${ONE_LINE_MESSAGE}`, `company.name: ${INVISIBLE_ONLY_MESSAGE}`]);
  });
});

describe("a search text", () => {
  it("is one plain line when an alert's confirmation quotes it: no line break or direction character of a stranger's", async () => {
    t = createSubmissionTestDb();
    const request = new Request("http://localhost/alerts", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "target@example.org", query: "water\n\nACTION NEEDED: verify at evil.example\u202e", type: "internship" }).toString(),
    });
    const response = await settle(() => subscribeAction({ request, params: {}, context: testContext(t.db, { env }) } as never));
    expect(response.status).toBe(200);
    const [mail] = outboxMails(t.db, env);
    expect(mail!.text).not.toMatch(/\u202e|\nACTION/);
    expect(mail!.text.split("\n").find((line) => line.includes("ACTION NEEDED"))).toMatch(/water ACTION NEEDED: verify at evil\.example/);
  });
});

describe("the one-line rule and Indian scripts", () => {
  it("lets Devanagari and Bengali words with viramas, nuktas and vowel signs pass, and refuses what cannot be a title", () => {
    const words = ["पुस्तकालय सहायक", "क्षेत्रीय ज़िला समन्वयक", "श्रृंखला", "फ़ँसना", "ज्ञानेश्वरी", "স্বাস্থ্য কর্মী", "বিজ্ঞান শিক্ষা", "পৌঁছানো", "র‍্যাব", "மலையாளம்", "Zoë Điện Biên Phủ"];
    for (const word of words) expect(oneLineProblem(word.normalize("NFC")), word).toBeNull();
    expect(oneLineProblem("Intern\u0085ship")).toBe(ONE_LINE_MESSAGE);
    expect(oneLineProblem("Intern\tship")).toBe(ONE_LINE_MESSAGE);
    expect(oneLineProblem("abc\u2066def")).toBe(DIRECTION_CHARACTERS_MESSAGE);
    expect(oneLineProblem("\u202e\u202e\u202e")).toBe(DIRECTION_CHARACTERS_MESSAGE);
    expect(oneLineProblem("\u3164\u3164")).toBe(INVISIBLE_ONLY_MESSAGE);
    expect(oneLineProblem("कि\u093f")).toBe(REPEATED_MARKS_MESSAGE);
    expect(oneLineProblem("e\u0301\u0302\u0303\u0304")).toBe(REPEATED_MARKS_MESSAGE);
  });

  it("refuses titles drawn blank or of no assigned character, and repeated marks however they are composed", async () => {
    // U+1D159 (drawn blank), private use, unassigned: nothing a reader can read.
    for (const blank of ["\u{1D159}\u{1D159}\u{1D159}", "\ue000\ue001\uf8ff", "\u{F0000}\u{10FFFD}", "\u0378\u0379\u{E0080}", "\u{1D159} \ue000"]) {
      expect(oneLineProblem(blank), JSON.stringify(blank)).toBe(INVISIBLE_ONLY_MESSAGE);
    }
    expect(oneLineProblem("Music \u{1D159} intern")).toBeNull();
    // `e` + two U+0301: composed, é + U+0301 (one mark); uncomposed, the mark twice.
    expect(oneLineProblem("Caf" + "e\u0301\u0301".normalize("NFC") + " intern")).toBe(REPEATED_MARKS_MESSAGE);
    expect(oneLineProblem("Caf\u00e9 intern")).toBeNull();
    t = createSubmissionTestDb();
    const reply = await submit({ positionTitle: "Caf\u0065\u0301\u0301 Research Intern", companyName: "\u{1D159}\u{1D159}\u{1D159}\u{1D159}" });
    expect(reply.status).toBe(400);
    const { error } = (reply.data as FormReply).result;
    expect(error.positionTitle).toEqual([REPEATED_MARKS_MESSAGE]);
    expect(error.companyName).toEqual([INVISIBLE_ONLY_MESSAGE]);
    expect(opportunityCount()).toBe(0);
  });

  it("is what import stores: a skill with a line separator is stored as /submit checks it", () => {
    t = createSubmissionTestDb();
    const admin = insertUser(t.db);
    const results = importOpportunities(t.db, { id: admin }, [
      {
        title: "Water Quality Fellow",
        company: { name: "Jal Seva Foundation" },
        description: "Test drinking water with village councils and share the results with them.",
        requirements: "Careful field notes and a love of the outdoors.",
        duration: "6+ months",
        applicationInstructions: "Apply with your CV.",
        applicationUrl: "https://jalseva.example.org/apply",
        opportunityType: "fellowship",
        skills: "Field\u2028research, Hindi",
      },
    ]);
    expect(results.successful).toBe(1);
    const stored = t.db.$client.prepare("SELECT array_value FROM opportunity_attributes WHERE array_value IS NOT NULL").pluck().all() as string[];
    expect(stored.join()).not.toMatch(/\u2028/);
    expect(stored.map((value) => JSON.parse(value))).toContainEqual(["Field research", "Hindi"]);
  });

  it("stores titles in NFC, and gives a name with letters a slug of its own, never a generic word", async () => {
    t = createSubmissionTestDb();
    const decomposed = "Cafe\u0301 Intern";
    const response = await postApi({ title: decomposed, organizationName: "বাংলা শিক্ষা সংস্থা" });
    expect(response.status).toBe(201);
    expect(t.db.$client.prepare("select title from opportunities").pluck().get()).toBe("Café Intern");
    expect(t.db.$client.prepare("select slug from organizations where name like 'বাংলা%'").pluck().get()).toBe("bangla-shiksha-sangstha");
    expect(slugify("محمد")).toMatch(/^x[0-9a-z]{7}$/);
    expect(slugify("محمد")).toBe(slugify("محمد"));
    expect(slugify("!!!")).toBe("listing");
  });
});
