/**
 * Seekers and trust in Hindi (decision 285): an alert made on /hi keeps its language, its
 * confirmation and digests are in Hindi with /hi links (one-click unsubscribe included),
 * English alerts stay English in the same run; the report and alert forms' schema messages
 * stay English for the API and read in Hindi on Hindi pages; an organisation's Hindi page.
 */
import { afterEach, describe, expect, it } from "vitest";
import { confirmAlert } from "../../../app/alerts/alerts.server";
import { sendDueDigests } from "../../../app/alerts/digest.server";
import { ALERT_MESSAGES } from "../../../app/alerts/schema";
import { ALERT_PAGE_TEXTS, ALERT_TEXTS } from "../../../app/alerts/texts";
import { schemaMessages } from "../../../app/i18n/form-messages";
import { createI18n } from "../../../app/i18n/i18n.server";
import * as organizationRoute from "../../../app/routes/organization";
import * as reportRoute from "../../../app/routes/report";
import * as subscribeRoute from "../../../app/routes/alerts/subscribe";
import * as unsubscribeRoute from "../../../app/routes/alerts/unsubscribe";
import { englishReportError, REPORT_MESSAGES, reportErrors, reportSchema } from "../../../app/trust/schema";
import { issueFormToken } from "../../../app/submissions/anti-bot.server";
import { submitReportApi } from "../../../app/trust/report-intake.server";
import { testContext, testEnv } from "../../support/context";
import { createTestDb, type TestDb } from "../../support/db";
import { outboxMails } from "../../support/outbox";
import { settle } from "../../support/route-results";
import { createOpportunity, DAY } from "../board/fixtures";

let t: TestDb;
afterEach(() => t?.cleanup());

const SITE = "http://localhost:3000";
const HOUR = 3_600_000;
const env = testEnv();
const mails = () => outboxMails(t.db, env);

function subscribeOn(path: string, fields: Record<string, string>, ip: string) {
  const request = new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  const context = testContext(t.db, { ip, path });
  return settle(() => subscribeRoute.action({ request, params: {}, context } as never));
}

const confirmToken = (mail: { text: string }) => /\/alerts\/confirm\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;

describe("job alerts in Hindi", () => {
  const T0 = Date.parse("2026-03-01T10:30:00Z");

  it("an alert made on /hi is stored in Hindi and confirmed by a Hindi mail with a /hi link", async () => {
    t = createTestDb();
    const answer = await subscribeOn("/hi/alerts", { email: "asha@example.org", type: "internship", duration: "3-6" }, "203.0.113.1");
    expect(answer.data).toEqual({ done: true });
    await subscribeOn("/alerts", { email: "ravi@example.org", type: "internship" }, "203.0.113.2");
    const languages = t.db.$client.prepare("SELECT email, language FROM alerts ORDER BY email").all();
    expect(languages).toEqual([
      { email: "asha@example.org", language: "hi" },
      { email: "ravi@example.org", language: "en" },
    ]);
    const [hindi, english] = mails();
    expect(hindi!.subject).toBe("Impact Careers पर अपने जॉब अलर्ट की पुष्टि करें");
    expect(hindi!.text).toMatch(new RegExp(`^पुष्टि करें: ${SITE}/hi/alerts/confirm/[A-Za-z0-9_-]{43}$`, "m"));
    expect(hindi!.text).toContain("  इंटर्नशिप, 3-6 महीने (रोज़)");
    expect(hindi!.html).toContain('<div lang="hi">');
    expect(hindi!.headers).toMatchObject({ "Content-Language": "hi" });
    expect(english!.subject).toBe("Confirm your job alert on Impact Careers");
    expect(english!.text).toMatch(new RegExp(`^Confirm: ${SITE}/alerts/confirm/[A-Za-z0-9_-]{43}$`, "m"));
    expect(english!.text).toContain("  Internships (daily)");
  });

  it("a Hindi alert's digest is in Hindi with /hi links and a /hi one-click unsubscribe; an English one stays English", async () => {
    t = createTestDb();
    await subscribeOn("/hi/alerts", { email: "asha@example.org", type: "internship", category: "design" }, "203.0.113.1");
    await subscribeOn("/alerts", { email: "ravi@example.org", type: "internship", category: "design" }, "203.0.113.2");
    for (const mail of mails()) confirmAlert(t.db, confirmToken(mail), T0);
    const { slug } = createOpportunity(t.db, { title: "Design intern", category: "design", postedAt: new Date(T0 + HOUR) });
    createOpportunity(t.db, { title: "Second design intern", category: "design", hasPaid: false, stipend: null, postedAt: new Date(T0 + 2 * HOUR) });
    expect(sendDueDigests(t.db, env, { now: T0 + DAY }).mailed).toBe(2);
    const digests = mails().filter((mail) => mail.subject.includes("2 "));
    const hindi = digests.find((mail) => mail.recipient === "asha@example.org")!;
    const english = digests.find((mail) => mail.recipient === "ravi@example.org")!;
    expect(hindi.subject).toBe("Impact Careers पर 2 नई इंटर्नशिप");
    expect(hindi.text).toContain("Impact Careers पर आपके अलर्ट “डिज़ाइन इंटर्नशिप” से मेल खाती नई लिस्टिंग:");
    // The stored location type and the starting category in Hindi words (decision 288).
    expect(hindi.text).toContain("रिमोट (घर से काम) · अवैतनिक");
    expect(hindi.text).toContain(`${SITE}/hi/internships/${slug}`);
    expect(hindi.text).toContain("अवैतनिक");
    expect(hindi.text).toContain(`पूरी खोज देखें: ${SITE}/hi?type=internship&category=design#opportunities`);
    expect(hindi.text).toMatch(new RegExp(`^इस अलर्ट की सेटिंग \\(कितनी बार भेजें, हटाएँ\\): ${SITE}/hi/alerts/manage/[A-Za-z0-9_-]{43}$`, "m"));
    const unsubscribe = /^<(.+)>$/.exec(hindi.headers!["List-Unsubscribe"]!)![1]!;
    expect(unsubscribe).toMatch(new RegExp(`^${SITE}/hi/alerts/unsubscribe/[A-Za-z0-9_-]{43}$`));
    expect(english.subject).toBe("2 new internships on Impact Careers");
    expect(english.text).toContain(`${SITE}/internships/${slug}`);
    expect(english.text).toContain("Unpaid");

    // The mail client's one-click POST to the Hindi link deletes the alert.
    const token = unsubscribe.split("/").pop()!;
    const request = new Request(unsubscribe, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    const context = testContext(t.db, { path: `/hi/alerts/unsubscribe/${token}` });
    const done = await settle(() => unsubscribeRoute.action({ request, params: { token }, context } as never));
    expect(done.status).toBe(200);
    expect(t.db.$client.prepare("SELECT email FROM alerts").pluck().all()).toEqual(["ravi@example.org"]);
  });

  it("the schema's messages stay English in the schema and read in Hindi on a Hindi page", async () => {
    t = createTestDb();
    const bad = await subscribeOn("/hi/alerts", { email: "not-an-address", type: "internship" }, "203.0.113.3");
    expect(bad.status).toBe(400);
    expect((bad.data as { result: { error: Record<string, string[]> } }).result.error.email).toEqual(["कृपया सही ईमेल पता लिखें"]);
    // Each message names its field as the label does ("कितनी बार").
    const often = await subscribeOn("/hi/alerts", { email: "asha@example.org", type: "internship", frequency: "hourly" }, "203.0.113.3");
    expect((often.data as { result: { error: Record<string, string[]> } }).result.error.frequency).toEqual(["कितनी बार: रोज़ या हर हफ़्ते में से चुनें"]);
    const english = await subscribeOn("/alerts", { email: "not-an-address", type: "internship" }, "203.0.113.3");
    expect((english.data as { result: { error: Record<string, string[]> } }).result.error.email).toEqual([ALERT_MESSAGES.email]);
    const say = schemaMessages(createI18n("/hi/alerts").t, ALERT_TEXTS.messages);
    expect(say(ALERT_MESSAGES.email)).toBe("कृपया सही ईमेल पता लिखें");
    expect(say("user@example.org")).toBe("user@example.org");
    expect(schemaMessages(createI18n("/alerts").t, ALERT_TEXTS.messages)(ALERT_MESSAGES.email)).toBe(ALERT_MESSAGES.email);
  });

  it("an address with ten alerts that asks on /hi is told by a Hindi mail, and the page's answer says nothing of it", async () => {
    t = createTestDb();
    const insert = t.db.$client.prepare("INSERT INTO alerts (email, frequency, search, language, created_at, confirmed_at) VALUES (?, 'daily', ?, 'hi', 0, 0)");
    for (let i = 0; i < 10; i++) insert.run("dus@example.org", `type=internship&page=${i}`);
    const answer = await subscribeOn("/hi/alerts", { email: "dus@example.org", type: "course", frequency: "weekly" }, "203.0.113.4");
    expect(answer.data).toEqual({ done: true });
    const [mail] = mails();
    expect(mail).toMatchObject({ recipient: "dus@example.org", subject: "Impact Careers पर आपके पहले से दस जॉब अलर्ट हैं" });
    expect(mail!.text).toContain("इस ईमेल पते के पहले से दस अलर्ट हैं");
    expect(mail!.text).toContain("कोर्स");
    expect(mail!.html).toContain('lang="hi"');
    expect(t.db.$client.prepare("SELECT count(*) FROM alerts").pluck().get()).toBe(10);
    expect(createI18n("/hi/alerts").t(ALERT_PAGE_TEXTS.subscribePage.sent)).toBe("हमने आपके पते पर एक ईमेल भेजा है। पुष्टि करते ही अलर्ट शुरू हो जाएगा।");
  });
});

describe("reports and organisations in Hindi", () => {
  it("the report form's messages read in Hindi on /hi, while the JSON API answers in English", async () => {
    t = createTestDb();
    const { slug } = createOpportunity(t.db, { title: "Reported intern", postedAt: new Date() });
    // The schema carries message ids (as /submit's, decision 269); a reply is written in the page's language.
    const write = reportErrors(createI18n(`/hi/report/${slug}`).t).write;
    const issues = reportSchema.safeParse({ reason: "nonsense", details: "x".repeat(1001), email: "nope" }).error!.issues;
    expect(issues.map((issue) => issue.message)).toEqual(["report.messages.reason", "report.messages.detailsMax", "report.messages.email"]);
    expect(issues.map((issue) => write(issue.message))).toEqual([
      "कृपया कोई कारण चुनें",
      "विवरण 1000 अक्षरों से ज़्यादा नहीं हो सकता",
      "कृपया सही ईमेल पता लिखें, या इसे खाली छोड़ दें",
    ]);
    expect(issues.map((issue) => englishReportError(issue.message))).toEqual([REPORT_MESSAGES.reason, REPORT_MESSAGES.detailsMax, REPORT_MESSAGES.email]);
    expect(REPORT_MESSAGES.detailsMax).toBe("Details cannot exceed 1000 characters");
    expect(write("Invalid input")).toBe("Invalid input");

    // The API: the spec's English, field by field.
    const api = submitReportApi({ db: t.db, env, ip: "203.0.113.4" }, slug, { reason: "nonsense", email: "nope" });
    expect(api).toMatchObject({
      status: 400,
      body: { message: "Please choose a reason", errors: { reason: ["Please choose a reason"], email: [REPORT_MESSAGES.email] } },
    });

    // The Hindi page's action: the field errors in Hindi; the English page's in English.
    const post = async (path: string) => {
      const request = new Request(`${SITE}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ reason: "nonsense", formToken: issueFormToken(env.SESSION_SECRET, Date.now() - 60_000) }).toString(),
      });
      const reply = await settle(() => reportRoute.action({ request, params: { slug }, context: testContext(t.db, { env, path }) } as never));
      return (reply.data as { result: { error: Record<string, string[]> } }).result.error.reason;
    };
    expect(await post(`/hi/report/${slug}`)).toEqual(["कृपया कोई कारण चुनें"]);
    expect(await post(`/report/${slug}`)).toEqual(["Please choose a reason"]);

    // Too quick (no form token): the Hindi page's whole-form message is in Hindi.
    const request = new Request(`${SITE}/hi/report/${slug}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ reason: "scam" }).toString(),
    });
    const context = testContext(t.db, { path: `/hi/report/${slug}` });
    const refused = await settle(() => reportRoute.action({ request, params: { slug }, context } as never));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.data)).toContain("कृपया कुछ सेकंड रुककर शिकायत फिर से भेजें।");
    const page = await settle(() => reportRoute.loader({ request: new Request(`${SITE}/hi/report/${slug}`), params: { slug }, context } as never));
    expect((page.data as { title: string }).title).toBe("शिकायत: Reported intern");
  });

  it("an organisation's Hindi page has its summary in Hindi", async () => {
    t = createTestDb();
    createOpportunity(t.db, { title: "Org intern", organization: "Sahyog Trust", postedAt: new Date() });
    const slug = t.db.$client.prepare("SELECT slug FROM organizations WHERE name = 'Sahyog Trust'").pluck().get() as string;
    const context = testContext(t.db, { path: `/hi/organizations/${slug}` });
    const page = await settle(() =>
      organizationRoute.loader({ request: new Request(`${SITE}/hi/organizations/${slug}`), params: { slug }, context } as never),
    );
    expect(page.status).toBe(200);
    expect((page.data as { head: { description: string } }).head.description).toBe("Sahyog Trust की खुली इंटर्नशिप, फ़ेलोशिप और कोर्स।");
  });
});
