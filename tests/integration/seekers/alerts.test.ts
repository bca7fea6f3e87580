import { spawn } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { alertByToken, confirmAlert, nextRunAfter, purgeUnconfirmedAlerts, subscribe } from "../../../app/alerts/alerts.server";
import { sendDueDigests } from "../../../app/alerts/digest.server";
import { alertFormSchema } from "../../../app/alerts/schema";
import { ALERT_PAGE_TEXTS } from "../../../app/alerts/texts";
import { deliverDueMail } from "../../../app/mail/sender.server";
import { createSmtpTransport } from "../../../app/mail/transport.server";
import { searchListings } from "../../../app/search/search.server";
import { parseHomeSearchParams } from "../../../app/search/search-schema";
import * as confirmRoute from "../../../app/routes/alerts/confirm";
import * as subscribeRoute from "../../../app/routes/alerts/subscribe";
import * as unsubscribeRoute from "../../../app/routes/alerts/unsubscribe";
import { testContext, testEnv } from "../../support/context";
import { outboxMails } from "../../support/outbox";
import { createTestDb, type TestDb } from "../../support/db";
import { settle } from "../../support/route-results";
import { smtpServerForThisTest } from "../../support/smtp";
import { createOpportunity, DAY } from "../board/fixtures";

let t: TestDb;
afterEach(() => t?.cleanup());

const SITE = "http://localhost:3000";
const HOUR = 3_600_000;
const env = testEnv();

function form(fields: Record<string, string>) {
  return new Request(`${SITE}/alerts`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}
function post(fields: Record<string, string>, { ip = "203.0.113.10", envOverrides = {} } = {}) {
  const context = testContext(t.db, { ip, env: testEnv(envOverrides) });
  return settle(() => subscribeRoute.action({ request: form(fields), params: {}, context } as never));
}
const count = (table: string) => (t.db.$client.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
const mails = () => outboxMails(t.db, env);
function confirmTokenFor(address: string) {
  const mail = mails().filter((m) => m.recipient === address).at(-1)!;
  return /\/alerts\/confirm\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
}

/** A confirmed alert at `now` (the board URL's filters). */
function confirmedAlert(email: string, search: string, now: number, frequency = "daily") {
  const values = alertFormSchema.parse({ ...Object.fromEntries(new URLSearchParams(search)), email, frequency });
  subscribe(t.db, env, values, { ip: `198.51.100.${Math.floor(Math.random() * 250)}`, now });
  return confirmAlert(t.db, confirmTokenFor(email), now)!;
}

describe("subscribing to a job alert", () => {
  it("answers the same page for new and known addresses and mails one confirmation until it is confirmed", async () => {
    t = createTestDb();
    const first = await post({ email: "Asha@Example.org", frequency: "daily", type: "internship", category: "design" });
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ done: true });
    const second = await post({ email: "asha@example.org", frequency: "weekly", type: "fellowship" });
    expect(second).toEqual(first);
    expect(count("alerts")).toBe(1);
    expect(mails()).toHaveLength(1);
    const [mail] = mails();
    expect(mail!.recipient).toBe("asha@example.org");
    expect(mail!.text).toMatch(new RegExp(`${SITE}/alerts/confirm/[A-Za-z0-9_-]{43}`));
    expect(mail!.text).toContain("Design internships");
  });

  it("refuses bad input with a 400 and a clear message, storing nothing", async () => {
    t = createTestDb();
    const badEmail = await post({ email: "not-an-address", type: "internship" });
    expect(badEmail.status).toBe(400);
    expect(JSON.stringify(badEmail.data)).toContain("Please enter a valid email address");
    const badFilter = await post({ email: "ravi@example.org", type: "internship", duration: "forever" });
    expect(badFilter.status).toBe(400);
    expect(JSON.stringify(badFilter.data)).toContain("duration must be one of: any, 0-3, 3-6, 6+");
    const badFrequency = await post({ email: "ravi@example.org", type: "internship", frequency: "hourly" });
    expect(badFrequency.status).toBe(400);
    expect(count("alerts")).toBe(0);
    expect(count("outbox")).toBe(0);
  });

  it("limits requests per IP and per address", async () => {
    t = createTestDb();
    const limited = { envOverrides: { RATE_LIMIT_ALERTS_PER_HOUR: "3" } };
    for (let i = 0; i < 3; i++) expect((await post({ email: `ip${i}@example.org` }, limited)).status).toBe(200);
    const blocked = await post({ email: "ip9@example.org" }, limited);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("Retry-After")).toMatch(/^\d+$/);
    for (let i = 0; i < 5; i++) expect((await post({ email: "same@example.org" }, { ip: `192.0.2.${i}` })).status).toBe(200);
    expect((await post({ email: "same@example.org" }, { ip: "192.0.2.99" })).status).toBe(429);
  });

  it("keeps at most 10 active alerts per address, and tells only that address's mailbox why (the page says the same to all)", async () => {
    t = createTestDb();
    const now = Date.parse("2026-03-01T10:00:00Z");
    const categories = ["design", "engineering", "marketing", "product", "data", "customer", "business", "other", "operations", "ngo"];
    categories.forEach((category, i) => confirmedAlert("ten@example.org", `type=internship&category=${category}`, now + i * HOUR));
    expect(count("alerts")).toBe(10);
    const sentBefore = mails().length;
    // The next day, past the day's mail budget the ten confirmations spent (decision 305).
    subscribe(t.db, env, alertFormSchema.parse({ email: "ten@example.org", type: "course" }), { ip: "192.0.2.50", now: now + 34 * HOUR });
    expect(count("alerts")).toBe(10);
    const limit = mails().slice(sentBefore);
    expect(limit).toHaveLength(1);
    expect(limit[0]).toMatchObject({ recipient: "ten@example.org", subject: "You already have ten job alerts on Impact Careers" });
    expect(limit[0]!.text).toContain("Courses");
    expect(limit[0]!.text).toContain("This address already has ten alerts");
    expect(limit[0]!.text).not.toMatch(/\/alerts\/confirm\//);
    // The page: the same answer for a full address as for a new one, with no word of the limit.
    const full = await post({ email: "ten@example.org", type: "fellowship" }, { ip: "192.0.2.51" });
    const fresh = await post({ email: "new@example.org", type: "fellowship" }, { ip: "192.0.2.52" });
    expect(full).toEqual(fresh);
    expect(ALERT_PAGE_TEXTS.subscribePage.sent.message).not.toMatch(/ten alerts/);
  });

  it("confirms only on POST: GET shows a button and changes nothing; tokens are stored as hashes; unknown tokens are 404", async () => {
    t = createTestDb();
    await post({ email: "meera@example.org", type: "internship" });
    const token = confirmTokenFor("meera@example.org");
    const context = testContext(t.db);
    const page = await settle(() => confirmRoute.loader({ request: new Request(`${SITE}/alerts/confirm/${token}`), params: { token }, context } as never));
    expect(page.status).toBe(200);
    expect(alertByToken(t.db, token, "confirm")!.confirmed).toBe(false);
    expect(JSON.stringify(t.db.$client.prepare("SELECT * FROM alert_tokens").all())).not.toContain(token);
    const request = new Request(`${SITE}/alerts/confirm/${token}`, { method: "POST" });
    const confirmed = await settle(() => confirmRoute.action({ request, params: { token }, context } as never));
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("Location")).toMatch(/^\/alerts\/manage\/[A-Za-z0-9_-]{43}$/);
    const manageToken = confirmed.headers.get("Location")!.split("/").pop()!;
    expect(alertByToken(t.db, manageToken, "manage")!.confirmed).toBe(true);
    const again = await settle(() => confirmRoute.action({ request, params: { token }, context } as never));
    expect(again.status).toBe(404);
    const unknown = "A".repeat(43);
    expect((await settle(() => confirmRoute.loader({ request, params: { token: unknown }, context } as never))).status).toBe(404);
  });

  it("deletes unconfirmed alerts after 7 days", () => {
    t = createTestDb();
    const now = Date.parse("2026-03-01T10:00:00Z");
    subscribe(t.db, env, alertFormSchema.parse({ email: "late@example.org" }), { ip: "192.0.2.1", now });
    confirmedAlert("kept@example.org", "type=internship", now);
    expect(purgeUnconfirmedAlerts(t.db, now + 7 * DAY - 1)).toBe(0);
    expect(purgeUnconfirmedAlerts(t.db, now + 7 * DAY)).toBe(1);
    expect(count("alerts")).toBe(1);
  });
});

describe("digests", () => {
  const T0 = Date.parse("2026-03-01T10:30:00Z");

  it("match through the board's own search: the same listings as the board shows, for every filter", () => {
    t = createTestDb();
    const searches = [
      "type=internship",
      "type=internship&category=design",
      "type=internship&stipend=unpaid",
      "type=internship&duration=3-6&location=remote",
      "query=climat&type=all",
      "query=water+policy&type=fellowship",
      "type=course&location=in-person",
    ];
    searches.forEach((search, i) => confirmedAlert(`match${i}@example.org`, search, T0));
    const published = (h: number) => new Date(T0 + h * HOUR);
    createOpportunity(t.db, { title: "Old design intern", category: "design", postedAt: new Date(T0 - HOUR) });
    createOpportunity(t.db, { title: "Design intern Pune", category: "design", location: "In-Person (On-Site)", postedAt: published(1) });
    createOpportunity(t.db, { title: "Climate data intern", category: "data", duration: "3-6 months", postedAt: published(2) });
    createOpportunity(t.db, { title: "Unpaid climate volunteer", stipend: null, hasPaid: false, postedAt: published(3) });
    createOpportunity(t.db, { title: "Water policy fellow", type: "fellowship", location: null, postedAt: published(4) });
    createOpportunity(t.db, { title: "Solar course", type: "course", location: "In-Person (On-Site)", postedAt: published(5) });
    createOpportunity(t.db, { title: "Remote course", type: "course", postedAt: published(6) });
    createOpportunity(t.db, { title: "Closed climate intern", expiresAt: new Date(T0 - 3 * DAY), postedAt: published(7) });
    const run = T0 + DAY;
    sendDueDigests(t.db, env, { now: run });
    const byRecipient = new Map(mails().filter((m) => m.subject.includes(" new ")).map((m) => [m.recipient, m.text]));
    searches.forEach((search, i) => {
      const board = searchListings(t.db, { ...parseHomeSearchParams(new URLSearchParams(search)), sortBy: "recent" }, { limit: 100, now: run })
        .items.filter((item) => Date.parse(item.postedAt) > T0)
        .map((item) => item.title);
      const text = byRecipient.get(`match${i}@example.org`) ?? "";
      const mailed = [...text.matchAll(/^(.+) — Green Earth Trust$/gm)].map((m) => m[1]);
      expect(mailed, search).toEqual(board);
    });
    expect(byRecipient.get("match4@example.org")).toContain("Climate data intern");
    expect(byRecipient.has("match2@example.org")).toBe(true);
  });

  it("lists the newest first, at most 20 with a link to the full search; then no mail when nothing is new, and never a listing twice", () => {
    t = createTestDb();
    confirmedAlert("many@example.org", "type=internship&category=design", T0);
    for (let i = 1; i <= 25; i++) createOpportunity(t.db, { title: `Design intern ${i}`, category: "design", postedAt: new Date(T0 + i * 60_000) });
    expect(sendDueDigests(t.db, env, { now: T0 + DAY - HOUR }).mailed).toBe(0);
    const run = sendDueDigests(t.db, env, { now: T0 + DAY });
    expect(run).toEqual({ checked: 1, mailed: 1, listings: 20 });
    const digest = mails().at(-1)!;
    expect(digest.subject).toBe("25 new internships on Impact Careers");
    const titles = [...digest.text.matchAll(/^(Design intern \d+) — /gm)].map((m) => m[1]);
    expect(titles).toEqual(Array.from({ length: 20 }, (_, i) => `Design intern ${25 - i}`));
    expect(digest.text).toContain(`And 5 more: ${SITE}/?type=internship&category=design#opportunities`);
    expect(digest.text).toMatch(new RegExp(`${SITE}/alerts/manage/[A-Za-z0-9_-]{43}`));
    expect(digest.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });

    // A second run the same day sends nothing; the next day with nothing new, nothing either.
    expect(sendDueDigests(t.db, env, { now: T0 + DAY + HOUR }).checked).toBe(0);
    expect(sendDueDigests(t.db, env, { now: T0 + 2 * DAY }).mailed).toBe(0);
    // Republished listing (a new approval time): not sent to this alert again.
    t.db.$client.prepare("UPDATE opportunities SET approved_at = ? WHERE title = 'Design intern 25'").run(T0 + 2 * DAY + HOUR);
    const { slug } = createOpportunity(t.db, { title: "One more design intern", category: "design", postedAt: new Date(T0 + 2 * DAY + HOUR) });
    expect(sendDueDigests(t.db, env, { now: T0 + 3 * DAY }).mailed).toBe(1);
    const last = mails().at(-1)!;
    expect(last.subject).toBe("1 new internship on Impact Careers");
    expect(last.text).toContain(`${SITE}/internships/${slug}`);
    expect(last.text).not.toContain("Design intern 25 —");
  });

  it("name each listing's city, and promise only what the alert's manage page does", () => {
    t = createTestDb();
    confirmedAlert("city@example.org", "type=internship", T0);
    createOpportunity(t.db, { title: "Hybrid water intern", location: "Both Remote & In-Person", city: "Pune, Nashik", postedAt: new Date(T0 + 60_000) });
    expect(sendDueDigests(t.db, env, { now: T0 + DAY }).mailed).toBe(1);
    const digest = mails().at(-1)!;
    expect(digest.text).toContain("Both Remote & In-Person · Pune, Nashik");
    expect(digest.text).toMatch(/^Manage this alert \(frequency, delete\): /m);
    expect(digest.text).not.toContain("filters");
  });

  it.each(["UTC", "Asia/Kolkata", "America/New_York"])("'since the last digest' is an instant, whatever the time zone (%s)", (zone) => {
    const before = process.env.TZ;
    process.env.TZ = zone;
    try {
      t = createTestDb();
      // Confirmed at 18:29:59.999 UTC = 23:59:59.999 in India; the listings straddle that instant.
      const confirmed = Date.parse("2026-03-07T18:29:59.999Z");
      confirmedAlert("tz@example.org", "type=internship", confirmed);
      createOpportunity(t.db, { title: "Published at confirmation", postedAt: new Date(confirmed) });
      createOpportunity(t.db, { title: "Published one ms later", postedAt: new Date(confirmed + 1) });
      // Across the US daylight-saving change (8 March 2026): a day later is 24 hours later.
      expect(nextRunAfter(confirmed, "daily") - Math.floor(confirmed / HOUR) * HOUR).toBe(24 * HOUR);
      const dueAt = nextRunAfter(confirmed, "daily");
      expect(sendDueDigests(t.db, env, { now: dueAt - 1 }).checked).toBe(0);
      expect(sendDueDigests(t.db, env, { now: dueAt }).mailed).toBe(1);
      const text = mails().at(-1)!.text;
      expect(text).toContain("Published one ms later");
      expect(text).not.toContain("Published at confirmation");
    } finally {
      process.env.TZ = before;
    }
  });

  it("are delivered with List-Unsubscribe headers, and a one-click POST deletes the alert without a page", async () => {
    t = createTestDb();
    const smtp = await smtpServerForThisTest();
    confirmedAlert("oneclick@example.org", "type=internship", T0);
    createOpportunity(t.db, { title: "One click intern", postedAt: new Date(T0 + HOUR) });
    sendDueDigests(t.db, env, { now: T0 + DAY });
    const transport = createSmtpTransport(smtp.url, { from: "alerts@example.org", host: "example.org" });
    await deliverDueMail(t.db, transport, { secret: env });
    transport.close();
    const digest = smtp.messages.find((m) => m.parsed.subject === "1 new internship on Impact Careers")!;
    const line = (key: string) =>
      digest.parsed.headerLines.find((h) => h.key === key)!.line.replace(/\r?\n\s+/g, " ").replace(/^[^:]+:\s*/, "");
    expect(line("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const url = /^<([^>]+)>$/.exec(line("list-unsubscribe"))![1]!;
    expect(url).toMatch(new RegExp(`^${SITE}/alerts/unsubscribe/[A-Za-z0-9_-]{43}$`));
    const token = url.split("/").pop()!;
    const context = testContext(t.db);
    const page = await settle(() => unsubscribeRoute.loader({ request: new Request(url), params: { token }, context } as never));
    expect(page.status).toBe(200);
    expect(count("alerts")).toBe(1);
    const request = new Request(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    const done = await settle(() => unsubscribeRoute.action({ request, params: { token }, context } as never));
    expect(done.status).toBe(200);
    expect(done.data).toBe("Unsubscribed.\n");
    expect(count("alerts")).toBe(0);

    // The multipart form of the same request (RFC 8058 allows both).
    const second = confirmedAlert("multipart@example.org", "type=course", T0);
    const body = new FormData();
    body.set("List-Unsubscribe", "One-Click");
    const multipart = new Request(`${SITE}/alerts/unsubscribe/${second}`, { method: "POST", body });
    const gone = await settle(() => unsubscribeRoute.action({ request: multipart, params: { token: second }, context } as never));
    expect(gone.status).toBe(200);
    expect(count("alerts")).toBe(0);
  });

  it("two senders at once never send the same digest twice", async () => {
    t = createTestDb();
    const smtp = await smtpServerForThisTest();
    const insert = t.db.$client.prepare(
      "INSERT INTO alerts (email, frequency, search, confirmed_at, since_at, next_run_at) VALUES (?, 'daily', ?, ?, ?, ?)",
    );
    t.db.$client.transaction(() => {
      for (let i = 0; i < 120; i++) insert.run(`twice${i}@example.org`, i % 2 ? "type=internship" : "type=all", T0, T0, T0 + DAY);
    })();
    createOpportunity(t.db, { title: "Concurrency intern", postedAt: new Date(T0 + HOUR) });
    t.db.$client.pragma("wal_checkpoint(TRUNCATE)");
    const runSender = () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn("node_modules/.bin/tsx", ["db/alerts-cli.ts", `--now=${new Date(T0 + DAY).toISOString()}`], {
          env: { ...process.env, DATABASE_PATH: t.path, SMTP_URL: smtp!.url, SESSION_SECRET: "x".repeat(40), LOG_LEVEL: "silent", NODE_ENV: "test" },
        });
        let out = "";
        child.stdout.on("data", (d: Buffer) => (out += d.toString()));
        child.stderr.on("data", (d: Buffer) => (out += d.toString()));
        child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(out))));
      });
    const outputs = await Promise.all([runSender(), runSender()]);
    await smtp.waitFor(120, 60_000);
    await new Promise((r) => setTimeout(r, 300));
    const recipients = smtp.messages.map((m) => m.envelope.to[0]);
    expect(recipients).toHaveLength(120);
    expect(new Set(recipients).size).toBe(120);
    const queued = outputs.map((o) => Number(/(\d+) digests queued/.exec(o)?.[1] ?? NaN));
    expect(queued[0]! + queued[1]!).toBe(120);
  }, 180_000);
});
