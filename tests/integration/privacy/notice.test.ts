/**
 * The privacy notice in every language names the periods the retention job uses (the settings,
 * app/privacy/periods.ts), and the grievance contact once it is set.
 */
import { afterEach, describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../app/i18n/languages";
import { localizePath } from "../../../app/i18n/locales";
import { RETENTION_PERIODS } from "../../../app/privacy/periods";
import { readRetention } from "../../../app/privacy/settings.server";
import * as noticeRoute from "../../../app/routes/privacy/notice";
import { testContext } from "../../support/context";
import { createTestDb, type TestDb } from "../../support/db";
import { settle } from "../../support/route-results";

let t: TestDb;
afterEach(() => t?.cleanup());

function setting(key: string, value: string) {
  t.db.$client.prepare("INSERT INTO site_settings (key, value, type, label) VALUES (?, ?, 'text', ?)").run(key, value, key);
}

async function notice(path: string) {
  const context = testContext(t.db, { path });
  const result = await settle(() => noticeRoute.loader({ request: new Request(`http://localhost:3000${path}`), params: {}, context } as never));
  const page = result.data as { title: string; intro: string; sections: { heading: string; paragraphs: string[] }[]; grievance: string };
  return { ...page, text: [page.title, page.intro, ...page.sections.flatMap((s) => [s.heading, ...s.paragraphs]), page.grievance].join("\n") };
}

/** The periods a notice states, in the order of its sentences: every number in it. */
const numbers = (text: string) => [...text.matchAll(/\d+/g)].map((m) => Number(m[0]));

describe("the privacy notice", () => {
  it("states in every language the same periods the retention job reads from the settings", async () => {
    t = createTestDb();
    // Changed settings, so a notice with the defaults written in would fail.
    setting(RETENTION_PERIODS.unconfirmedAlert.key, "5");
    setting(RETENTION_PERIODS.idleAlert.key, "18");
    setting(RETENTION_PERIODS.idleAlertAnswer.key, "21");
    setting(RETENTION_PERIODS.posterAddress.key, "120");
    setting(RETENTION_PERIODS.reportContact.key, "60");
    setting(RETENTION_PERIODS.sentMail.key, "14");
    setting(RETENTION_PERIODS.backups.key, "35");
    const periods = readRetention(t.db);
    expect(periods).toEqual({ unconfirmedAlert: 5, idleAlert: 18, idleAlertAnswer: 21, posterAddress: 120, reportContact: 60, sentMail: 14, backups: 35 });
    const english = await notice("/privacy");
    for (const value of Object.values(periods)) expect(numbers(english.text)).toContain(value);
    for (const language of LANGUAGES) {
      const page = await notice(localizePath("/privacy", language.code));
      // The same numbers in the same sentences (the visits, a day and 30 days to answer are not settings).
      expect(numbers(page.text).sort((a, b) => a - b), language.code).toEqual(numbers(english.text).sort((a, b) => a - b));
      if (language.code !== "en") expect(page.title).not.toBe(english.title);
      expect(page.sections).toHaveLength(3);
    }
  });

  it("names the grievance contact once it is set, and says it is missing until then", async () => {
    t = createTestDb();
    expect((await notice("/mr/privacy")).grievance).toBe("बोर्डने अजून आपला तक्रार संपर्क जाहीर केलेला नाही.");
    setting("grievance_contact", "Asha Rao, privacy@example.org");
    expect((await notice("/bn/privacy")).grievance).toContain("Asha Rao, privacy@example.org");
    expect((await notice("/privacy")).grievance).toContain("write to Asha Rao, privacy@example.org.");
  });
});

describe("an alert's confirmation mail", () => {
  it("names the period an unconfirmed request is kept, from the same setting, in the page's language", async () => {
    t = createTestDb();
    setting(RETENTION_PERIODS.unconfirmedAlert.key, "5");
    const { confirmationMail } = await import("../../../app/alerts/mail");
    const { alertMailI18n } = await import("../../../app/alerts/alerts.server");
    const { filterNames } = await import("../../../app/taxonomy/filter-names.server");
    const { testEnv } = await import("../../support/context");
    const days = readRetention(t.db).unconfirmedAlert;
    expect(days).toBe(5);
    const request = { to: "a@example.org", token: "x".repeat(43), search: "type=internship", frequency: "daily" as const, unconfirmedDays: days };
    const english = confirmationMail(testEnv(), alertMailI18n("en"), { ...request, names: filterNames(t.db, "en") });
    expect(english.text).toContain("the request is deleted after 5 days.");
    const hindi = confirmationMail(testEnv(), alertMailI18n("hi"), { ...request, names: filterNames(t.db, "hi") });
    expect(hindi.text).toContain("5 दिन बाद हटा दिया जाएगा");
  });
});
