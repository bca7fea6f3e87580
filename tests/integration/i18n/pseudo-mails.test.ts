/**
 * The pseudo-language walk over the mails (docs/decisions/420, 456): every kind of mail the board sends to
 * people outside the team, written for someone who used its `xx` pages, carries no English outside people's
 * own words (a listing's title and organisation, a reviewer's reason), in its subject, its text and its
 * HTML. The mails are made by the board's own flows where a page starts them (posting from /xx/submit, an
 * alert from /xx/alerts, its digest), and by their writers with the mails' own translator otherwise.
 */
import { afterEach, describe, expect, it } from "vitest";
import { alertMailI18n, confirmAlert } from "../../../app/alerts/alerts.server";
import { deadlineClosedMail, deadlineConfirmationMail, deadlineReminderMail } from "../../../app/alerts/deadline-mail";
import { sendDueDigests } from "../../../app/alerts/digest.server";
import { alertLimitMail, stillWantedMail } from "../../../app/alerts/mail";
import { ALERT_MAIL_TEXTS } from "../../../app/alerts/texts";
import { setListingCausesByName } from "../../../app/causes/causes.server";
import { createMailI18n } from "../../../app/i18n/i18n.server";
import { requestManageLinks } from "../../../app/posters/lost-link.server";
import { POSTER_MAIL_TEXTS } from "../../../app/posters/mail-texts";
import { type PosterNotice, queuePosterNotice } from "../../../app/posters/notices.server";
import { requestMyDataLink } from "../../../app/privacy/my-data.server";
import * as subscribeRoute from "../../../app/routes/alerts/subscribe";
import { action as submitAction } from "../../../app/routes/submit";
import { filterNames } from "../../../app/taxonomy/filter-names.server";
import { testContext, testEnv } from "../../support/context";
import { createTestDb, type TestDb } from "../../support/db";
import { outboxMails } from "../../support/outbox";
import { untranslatedInHtml, untranslatedInText } from "../../support/pseudo-page";
import { settle } from "../../support/route-results";
import { createSubmissionTestDb, formToken, validFormFields } from "../../support/submissions";
import { createOpportunity } from "../board/fixtures";

let t: TestDb;
afterEach(() => t?.cleanup());

const env = testEnv({ SITE_URL: "https://careers.example.org" });
const SITE_NAME = env.SITE_NAME;
const DAY = 86_400_000;
const T0 = Date.parse("2026-03-01T10:30:00Z");

interface Mail {
  kind: string;
  subject: string;
  text: string;
  html?: string | null;
}

/** Every English line or element of `mail` once `people`'s words are taken out, named by the mail's kind. */
function untranslatedIn(mail: Mail, people: readonly string[]): string[] {
  return [
    ...untranslatedInText(mail.subject, { people, siteName: SITE_NAME }).map((line) => `${mail.kind} subject: “${line}”`),
    ...untranslatedInText(mail.text, { people, siteName: SITE_NAME }).map((line) => `${mail.kind} text: “${line}”`),
    ...(mail.html ? untranslatedInHtml(mail.html, { siteName: SITE_NAME }) : []).map((line) => `${mail.kind} HTML ${line}`),
  ];
}

async function postOn(path: string, action: (args: never) => unknown, fields: Record<string, string>) {
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  return settle(() => action({ request, params: {}, context: testContext(t.db, { env, path }) } as never));
}

describe("the mails in the pseudo-language", () => {
  it("a poster's mails, from the receipt of a listing posted on /xx/submit to the lost-link mail, are all messages", async () => {
    t = createSubmissionTestDb();
    const fields = validFormFields({ posterEmail: "poster@example.org", positionTitle: "Climate Research Intern", companyName: "Green Earth Trust" });
    const posted = await postOn("/xx/submit?type=internship", submitAction as never, { ...fields, formToken: formToken() });
    expect(posted.status).toBe(302);
    const { id } = t.db.$client.prepare("SELECT opportunity_id AS id, language FROM listing_posters").get() as { id: number; language: string };
    expect(t.db.$client.prepare("SELECT language FROM listing_posters").pluck().get()).toBe("xx");
    // A deadline, as a reminder's listing has one.
    t.db.$client.prepare("UPDATE opportunities SET expires_at = ? WHERE id = ?").run(T0 + 3 * DAY, id);
    const reason = "The apply link does not open.";
    const notices: PosterNotice[] = [
      { kind: "approved" },
      { kind: "rejected", reason },
      { kind: "reminder" },
      { kind: "closed", totals: { views: 120, applyClicks: 8 } },
      { kind: "still-open", closesOn: new Date(T0 + 14 * DAY) },
      { kind: "closed-unconfirmed" },
      { kind: "revision-approved" },
      { kind: "revision-rejected", reason },
    ];
    for (const notice of notices) expect(queuePosterNotice(t.db, env, id, notice)).toBe(true);
    requestManageLinks(t.db, env, "poster@example.org", "203.0.113.9");

    const mails = outboxMails(t.db, env);
    expect(mails.map((mail) => mail.kind).sort()).toEqual(
      ["poster-received", ...notices.map((notice) => `poster-${notice.kind}`), "poster-lost-link"].sort(),
    );
    const people = ["Climate Research Intern", "Green Earth Trust", reason];
    const report = mails.flatMap((mail) => untranslatedIn(mail, people));
    // The notice a mail gains when its mailbox's budget held mails back.
    report.push(...untranslatedInText(createMailI18n("xx").t(POSTER_MAIL_TEXTS.heldBack), { siteName: SITE_NAME }).map((line) => `held-back notice: “${line}”`));
    expect(report, `untranslated strings:\n${report.join("\n")}`).toEqual([]);
  });

  it("a seeker's mails: an alert's confirmation and digest from /xx/alerts, its other mails, deadline reminders and “My data”", async () => {
    t = createTestDb();
    const email = "asha@example.org";
    const answer = await postOn("/xx/alerts", subscribeRoute.action as never, { email, type: "internship", city: "Pune", cause: "education" });
    expect(answer.data).toEqual({ done: true });
    const confirmation = outboxMails(t.db, env).at(-1)!;
    expect(confirmation.kind).toBe("alert-confirmation");
    const token = /\/xx\/alerts\/confirm\/([A-Za-z0-9_-]{43})/.exec(confirmation.text)![1]!;
    expect(confirmAlert(t.db, token, T0)).toBeTruthy();
    const title = "Pune school intern";
    const organization = "Shiksha Trust";
    const listing = createOpportunity(t.db, { title, organization, location: "In-Person (On-Site)", city: "Pune", postedAt: new Date(T0 + 60_000), expiresAt: new Date(T0 + 20 * DAY) });
    setListingCausesByName(t.db, listing.id, ["education"]);
    expect(sendDueDigests(t.db, env, { now: T0 + DAY }).mailed).toBe(1);
    requestMyDataLink(t.db, env, { email, language: "xx", ip: "203.0.113.9" }, T0 + DAY);

    const i18n = alertMailI18n("xx");
    const request = { to: email, search: "type=internship&city=Pune&cause=education", frequency: "daily" as const, names: filterNames(t.db, "xx") };
    const watched = { title, path: `/internships/${listing.slug}`, deadline: T0 + 20 * DAY };
    const written: Mail[] = [
      alertLimitMail(env, i18n, request),
      stillWantedMail(env, i18n, { ...request, token, days: 14 }),
      deadlineConfirmationMail(env, i18n, { to: email, token, listings: [watched], unconfirmedDays: 7 }),
      deadlineReminderMail(env, i18n, { to: email, listing: watched, days: 3, manageToken: token }),
      deadlineClosedMail(env, i18n, { to: email, listing: watched, manageToken: token }),
    ];
    const mails: Mail[] = [...outboxMails(t.db, env), ...written];
    expect(mails.map((mail) => mail.kind).sort()).toEqual(
      ["alert-confirmation", "alert-digest", "my-data-link", "alert-limit", "alert-still-wanted", "deadline-confirmation", "deadline-reminder", "deadline-closed"].sort(),
    );
    const report = mails.flatMap((mail) => untranslatedIn(mail, [title, organization]));
    report.push(...untranslatedInText(i18n.t(ALERT_MAIL_TEXTS.heldBack), { siteName: SITE_NAME }).map((line) => `held-back notice: “${line}”`));
    expect(report, `untranslated strings:\n${report.join("\n")}`).toEqual([]);
  });
});
