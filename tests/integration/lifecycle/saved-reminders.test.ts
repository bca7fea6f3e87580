/**
 * Deadline reminders for saved listings with a fixed clock (docs/lifecycle.md, decision 371): the Saved
 * page's form (the cookie's keys without JavaScript, the phone's slugs with it) makes a deadline alert
 * that waits for its confirmation; a confirmed one gets one mail three days before a watched listing's
 * deadline day (India), never twice, and one when a watched listing closes early; one-click unsubscribe stops it.
 */
import { afterEach, describe, expect, it } from "vitest";
import * as savedRoute from "../../../app/routes/saved";
import * as confirmRoute from "../../../app/routes/alerts/confirm";
import * as unsubscribeRoute from "../../../app/routes/alerts/unsubscribe";
import { sendDeadlineReminders } from "../../../app/alerts/deadlines.server";
import { closeListing } from "../../../app/posters/lifecycle.server";
import { runRetention } from "../../../app/privacy/retention.server";
import { testContext, testEnv } from "../../support/context";
import { outboxMails } from "../../support/outbox";
import { settle } from "../../support/route-results";
import { createOpportunity, DAY } from "../board/fixtures";
import { createTestDb, type TestDb } from "../../support/db";

let t: TestDb;
afterEach(() => t?.cleanup());

const env = testEnv({ SITE_URL: "https://careers.example.org" });
const mails = () => outboxMails(t.db, env);
const IST = 5.5 * 3_600_000;
/** Midnight UTC of India's calendar day `days` from today: how a deadline is stored. */
const deadlineIn = (days: number) => new Date(`${new Date(Date.now() + IST + days * DAY).toISOString().slice(0, 10)}T00:00:00Z`);
/** An instant on India's calendar day `days` before `deadline`'s day (10:00 there). */
const daysBefore = (deadline: Date, days: number) => +deadline - days * DAY + 10 * 3_600_000 - IST;

let ip = 0;
function remind(form: Record<string, string | string[]>, { cookie, locale = "en" }: { cookie?: string; locale?: "en" | "hi" } = {}) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) for (const v of [value].flat()) body.append(name, v);
  const path = locale === "en" ? "/saved" : `/${locale}/saved`;
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
  });
  return settle(() => savedRoute.action({ request, params: {}, context: testContext(t.db, { env, ip: `198.51.100.${++ip}`, path }) } as never));
}

const linkToken = (text: string, kind: "confirm" | "unsubscribe") => new RegExp(`/alerts/${kind}/([A-Za-z0-9_-]{43})`).exec(text)![1]!;

async function confirmFrom(text: string) {
  const token = linkToken(text, "confirm");
  const request = new Request(`http://localhost/alerts/confirm/${token}`, { method: "POST" });
  const result = await settle(() => confirmRoute.action({ request, params: { token }, context: testContext(t.db, { env }) } as never));
  expect(result.status).toBe(302);
}

describe("reminders before a saved listing closes", () => {
  it("without JavaScript: the cookie's listings, confirmed from the mail, reminded three days before the deadline day and not twice", async () => {
    t = createTestDb();
    const deadline = deadlineIn(10);
    const soon = createOpportunity(t.db, { title: "River survey intern", expiresAt: deadline });
    const later = createOpportunity(t.db, { title: "Forest map intern", expiresAt: deadlineIn(30) });

    const bad = await remind({ intent: "remind", email: "not an address" }, { cookie: `saved=o${soon.id}.o${later.id}` });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.data)).toContain("Please enter a valid email address");
    expect(t.db.$client.prepare("SELECT count(*) FROM alerts").pluck().get()).toBe(0);

    const asked = await remind({ intent: "remind", email: "Asha@Example.org" }, { cookie: `saved=o${soon.id}.o${later.id}` });
    expect(asked.status).toBe(200);
    expect(asked.data).toMatchObject({ reminder: { sent: true } });
    const [confirmation] = mails();
    expect(mails()).toHaveLength(1);
    expect(confirmation).toMatchObject({ recipient: "asha@example.org", subject: "Confirm your deadline reminders on Impact Careers", kind: "deadline-confirmation" });
    expect(confirmation!.text).toContain("River survey intern\nhttps://careers.example.org/internships/");

    // Unconfirmed: nothing, however near the deadline.
    expect(sendDeadlineReminders(t.db, env, daysBefore(deadline, 3))).toEqual({ reminders: 0, closed: 0 });
    await confirmFrom(confirmation!.text);

    expect(sendDeadlineReminders(t.db, env, daysBefore(deadline, 4))).toEqual({ reminders: 0, closed: 0 });
    expect(sendDeadlineReminders(t.db, env, daysBefore(deadline, 3))).toEqual({ reminders: 1, closed: 0 });
    expect(sendDeadlineReminders(t.db, env, daysBefore(deadline, 3) + 3_600_000)).toEqual({ reminders: 0, closed: 0 });
    expect(sendDeadlineReminders(t.db, env, daysBefore(deadline, 1))).toEqual({ reminders: 0, closed: 0 });
    // Its deadline passes as announced: no "closed early" mail.
    expect(sendDeadlineReminders(t.db, env, daysBefore(deadline, -2))).toEqual({ reminders: 0, closed: 0 });

    const reminder = mails()[1]!;
    expect(mails()).toHaveLength(2);
    expect(reminder).toMatchObject({ recipient: "asha@example.org", subject: "Closes in 3 days: River survey intern", kind: "deadline-reminder" });
    expect(reminder.text).toContain(`Applications close at the end of ${new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(deadline)}`);
    expect(reminder.headers).toMatchObject({
      "List-Unsubscribe": expect.stringMatching(/^<https:\/\/careers\.example\.org\/alerts\/unsubscribe\/[A-Za-z0-9_-]{43}>$/),
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });

    // Never asked whether still wanted; gone with its address a day after its last listing closed.
    const alerts = () => t.db.$client.prepare("SELECT count(*) FROM alerts").pluck().get();
    const longAfter = daysBefore(deadlineIn(30), -2);
    expect(runRetention(t.db, env, daysBefore(deadline, -3))).toMatchObject({ remindersDone: 0, alertsAsked: 0 });
    expect(alerts()).toBe(1);
    expect(sendDeadlineReminders(t.db, env, longAfter)).toEqual({ reminders: 0, closed: 0 });
    expect(runRetention(t.db, env, longAfter + DAY - 1).remindersDone).toBe(0);
    expect(runRetention(t.db, env, longAfter + DAY)).toMatchObject({ remindersDone: 1, alertsAsked: 0 });
    expect(alerts()).toBe(0);
  });

  it("with JavaScript: the phone's listings, in the page's language; an early close is mailed once; one-click unsubscribe stops it", async () => {
    t = createTestDb();
    const deadline = deadlineIn(20);
    const early = createOpportunity(t.db, { title: "Delta school fellow", expiresAt: deadline });
    const other = createOpportunity(t.db, { title: "Hill clinic fellow", expiresAt: deadlineIn(25) });
    const closed = createOpportunity(t.db, { title: "Old closed fellow", status: "expired" });

    const asked = await remind({ intent: "remind", email: "ravi@example.org", listing: [early.slug, other.slug, closed.slug] }, { locale: "hi" });
    expect(asked.status).toBe(200);
    const confirmation = mails()[0]!;
    expect(confirmation.subject).toBe("Impact Careers पर अपने अंतिम तिथि रिमाइंडर की पुष्टि करें");
    expect(confirmation.text).toContain("https://careers.example.org/hi/alerts/confirm/");
    expect(confirmation.text).not.toContain("Old closed fellow");
    await confirmFrom(confirmation.text);
    expect(t.db.$client.prepare("SELECT count(*) FROM alert_watches").pluck().get()).toBe(2);

    const now = Date.now();
    closeListing(t.db, early.id, now, { reason: "filled" });
    expect(sendDeadlineReminders(t.db, env, now + 3_600_000)).toEqual({ reminders: 0, closed: 1 });
    expect(sendDeadlineReminders(t.db, env, now + 2 * 3_600_000)).toEqual({ reminders: 0, closed: 0 });
    const closedMail = mails()[1]!;
    expect(closedMail).toMatchObject({ recipient: "ravi@example.org", subject: "समय से पहले बंद: Delta school fellow", kind: "deadline-closed" });
    expect(closedMail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    // The mail client's one-click POST ends the reminders: the other listing's day passes without a mail.
    const token = linkToken(closedMail.text, "unsubscribe");
    const request = new Request(`http://localhost/hi/alerts/unsubscribe/${token}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    const result = await settle(() => unsubscribeRoute.action({ request, params: { token }, context: testContext(t.db, { env, path: "/hi/alerts" }) } as never));
    expect(result.status).toBe(200);
    expect(sendDeadlineReminders(t.db, env, daysBefore(deadlineIn(25), 3))).toEqual({ reminders: 0, closed: 0 });
    expect(mails()).toHaveLength(2);
  });

  it("refuses a form whose saved listings are none of them open, storing nothing", async () => {
    t = createTestDb();
    const closed = createOpportunity(t.db, { title: "Shut fellow", status: "expired" });
    const refused = await remind({ intent: "remind", email: "a@example.org", listing: closed.slug });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.data)).toContain("None of your saved listings is still open.");
    expect(t.db.$client.prepare("SELECT count(*) FROM alerts").pluck().get()).toBe(0);
    expect(mails()).toHaveLength(0);
  });
});
