/**
 * "My data" without an account: the link is mailed only to an address the board knows (the page
 * answers the same for any address), lists and exports what is kept, and "Delete everything"
 * leaves no trace of the address in the database file or its write-ahead log.
 */
import { existsSync, readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { confirmAlert, subscribe } from "../../../app/alerts/alerts.server";
import { alertFormSchema } from "../../../app/alerts/schema";
import { requestManageLinks } from "../../../app/posters/lost-link.server";
import { eraseMyData, myDataRequestsPerWeek } from "../../../app/privacy/my-data.server";
import * as exportRoute from "../../../app/routes/privacy/my-data-export";
import * as linkRoute from "../../../app/routes/privacy/my-data-link";
import * as requestRoute from "../../../app/routes/privacy/my-data";
import { testContext, testEnv } from "../../support/context";
import { createTestDb, type TestDb } from "../../support/db";
import { outboxMails } from "../../support/outbox";
import { settle, toastFrom } from "../../support/route-results";
import { createOpportunity } from "../board/fixtures";

let t: TestDb;
afterEach(() => t?.cleanup());

const env = testEnv();
const SITE = "http://localhost:3000";
type Args = never;

function post(path: string, fields: Record<string, string>) {
  return new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

async function askForLink(email: string, path = "/my-data") {
  const context = testContext(t.db, { path });
  return settle(() => requestRoute.action({ request: post(path, { email }), params: {}, context } as Args));
}

function linkIn(recipient: string) {
  const mail = outboxMails(t.db, env).filter((m) => m.kind === "my-data-link" && m.recipient === recipient).at(-1);
  return mail ? /\/my-data\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]! : null;
}

function openLink(token: string, query = "", path = `/my-data/${token}`) {
  const context = testContext(t.db, { path });
  return settle(() => linkRoute.loader({ request: new Request(`${SITE}${path}${query}`), params: { token }, context } as Args));
}

/** Every byte of the database file and its write-ahead log, lower-cased as text. */
function rawBytes(path: string): string {
  return [path, `${path}-wal`]
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file).toString("latin1").toLowerCase())
    .join("\n");
}

/** An alert (asked with a +tag and capitals, and confirmed), a listing and a report of one mailbox. */
function personWithData() {
  const values = alertFormSchema.parse({ email: "Asha.Rao+alerts@Mailbox-Asha.test", frequency: "weekly", type: "internship", category: "design" });
  subscribe(t.db, env, values, { ip: "198.51.100.7" });
  const confirmation = outboxMails(t.db, env).find((m) => m.kind === "alert-confirmation")!;
  confirmAlert(t.db, /\/alerts\/confirm\/([A-Za-z0-9_-]{43})/.exec(confirmation.text)![1]!);
  const listing = createOpportunity(t.db, { title: "Water Survey Intern" });
  t.db.$client.prepare("INSERT INTO listing_posters (opportunity_id, email) VALUES (?, 'asha.rao@mailbox-asha.test')").run(listing.id);
  requestManageLinks(t.db, env, "ASHA.RAO@mailbox-asha.test", "198.51.100.8");
  const reported = createOpportunity(t.db, { title: "Too Good To Be True", organization: "Quick Cash Ltd" });
  t.db.$client
    .prepare("INSERT INTO listing_reports (opportunity_id, reason, details, email, reporter_key) VALUES (?, 'scam', json_array('Asks for a fee'), 'Asha.Rao@Mailbox-Asha.test', 'key')")
    .run(reported.id);
  // Reminders before a saved listing's deadline: an alert of their own kind, naming the listing watched.
  const reminders = t.db.$client
    .prepare("INSERT INTO alerts (email, search, kind, confirmed_at) VALUES ('asha.rao@mailbox-asha.test', '', 'deadlines', 1)")
    .run().lastInsertRowid;
  t.db.$client.prepare("INSERT INTO alert_watches (alert_id, listing_key) VALUES (?, ?)").run(reminders, listing.id);
  // Someone else's data stays.
  t.db.$client.prepare("INSERT INTO alerts (email, search, confirmed_at) VALUES ('ravi@example.org', 'type=job', 1)").run();
  return { listing, reported };
}

describe("My data", () => {
  it("answers the same page for a known and an unknown address, and mails the link only to the known one", async () => {
    t = createTestDb();
    personWithData();
    const mailsBefore = outboxMails(t.db, env).length;
    const unknown = await askForLink("nobody@example.org");
    const known = await askForLink("asha.rao@mailbox-asha.test");
    expect(unknown.status).toBe(200);
    expect(known).toEqual(unknown);
    expect(outboxMails(t.db, env)).toHaveLength(mailsBefore + 1);
    const token = linkIn("asha.rao@mailbox-asha.test")!;
    // Stored only as a hash; the link opens the page for 24 hours.
    expect(JSON.stringify(t.db.$client.prepare("SELECT * FROM my_data_requests").all())).not.toContain(token);
    expect((await openLink(token)).status).toBe(200);
    t.db.$client.prepare("UPDATE my_data_requests SET created_at = created_at - 24 * 3600000").run();
    const expired = await openLink(token);
    expect(expired.status).toBe(404);
    expect(expired.data).toMatchObject({ state: "expired" });
    // The team sees how many were asked for, never by whom.
    expect(myDataRequestsPerWeek(t.db)).toEqual([{ week: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), requests: 2 }]);
  });

  it("refuses an invalid address with a 400 in the page's language, mailing nothing", async () => {
    t = createTestDb();
    const result = await askForLink("not-an-address", "/hi/my-data");
    expect(result.status).toBe(400);
    expect(JSON.stringify(result.data)).toContain("कृपया");
    expect(outboxMails(t.db, env)).toHaveLength(0);
  });

  it("lists, exports and deletes everything of the mailbox; the database file and its log keep no trace of the address", async () => {
    t = createTestDb();
    const { listing, reported } = personWithData();
    await askForLink("Asha.Rao+privacy@mailbox-asha.test", "/hi/my-data");
    const token = linkIn("asha.rao+privacy@mailbox-asha.test")!;
    expect(outboxMails(t.db, env).find((m) => m.kind === "my-data-link")!.subject).toContain("आपका डेटा");

    const page = await openLink(token, "", `/hi/my-data/${token}`);
    expect(page.status).toBe(200);
    const data = page.data as { email: string; alerts: { words: string }[]; listings: { title: string; status: string }[]; reports: { line: string }[]; mails: { subject: string }[] };
    expect(data.email).toBe("as•••@mailbox-asha.test");
    expect(data.alerts).toHaveLength(2);
    expect(data.alerts[1]!.words).toBe("इनकी अंतिम तिथि से पहले याद दिलाना: Water Survey Intern");
    expect(data.listings).toEqual([{ id: listing.id, title: "Water Survey Intern", status: "बोर्ड पर है" }]);
    expect(data.reports).toHaveLength(1);
    expect(data.reports[0]!.line).toContain("Too Good To Be True");
    expect(data.mails.length).toBeGreaterThanOrEqual(3);

    const exported = await settle(() => exportRoute.loader({ request: new Request(`${SITE}/my-data/${token}/data.json`), params: { token }, context: testContext(t.db) } as Args));
    expect(exported.headers.get("Content-Disposition")).toContain("attachment");
    expect(exported.headers.get("Cache-Control")).toBe("no-store");
    expect(exported.data).toMatchObject({
      alerts: [
        { kind: "search", search: expect.stringContaining("category=design"), watching: [], frequency: "weekly", confirmed: true },
        { kind: "deadlines", watching: ["Water Survey Intern"], confirmed: true },
      ],
      listings: [{ id: listing.id, title: "Water Survey Intern", status: "published" }],
      reports: [{ title: "Too Good To Be True", reason: "scam", status: "open", details: ["Asks for a fee"] }],
    });

    expect(((await openLink(token, "?step=delete")).data as { confirming: boolean }).confirming).toBe(true);
    const context = testContext(t.db, { path: `/hi/my-data/${token}` });
    const erased = await settle(() => linkRoute.action({ request: post(`/hi/my-data/${token}`, { intent: "delete" }), params: { token }, context } as Args));
    expect(erased.status).toBe(302);
    expect(erased.headers.get("Location")).toBe("/hi/my-data");
    expect((await toastFrom(erased.headers))?.message).toContain("हटा दिया गया");

    // The listing and the report stay, without the address; someone else's alert stays.
    const db = t.db.$client;
    expect(db.prepare("SELECT id FROM opportunities ORDER BY id").pluck().all()).toEqual([listing.id, reported.id]);
    expect(db.prepare("SELECT count(*) FROM listing_posters").pluck().get()).toBe(0);
    expect(db.prepare("SELECT count(*) FROM manage_tokens").pluck().get()).toBe(0);
    expect(db.prepare("SELECT email, status FROM listing_reports").all()).toEqual([{ email: null, status: "open" }]);
    expect(db.prepare("SELECT email FROM alerts").pluck().all()).toEqual(["ravi@example.org"]);
    expect(db.prepare("SELECT count(*) FROM alert_watches").pluck().get()).toBe(0);
    expect(db.prepare("SELECT count(*) FROM outbox WHERE recipient LIKE '%asha%'").pluck().get()).toBe(0);
    expect(db.prepare("SELECT count(*) FROM my_data_requests").pluck().get()).toBe(0);
    // The link is spent.
    expect((await openLink(token)).status).toBe(404);

    t.db.$client.close();
    const bytes = rawBytes(t.path);
    expect(bytes.length).toBeGreaterThan(10_000);
    for (const trace of ["asha.rao", "asharao", "mailbox-asha"]) expect(bytes.includes(trace), trace).toBe(false);
    expect(bytes.includes("ravi@example.org")).toBe(true);
  });

  it("erases an address that is in no table without error", () => {
    t = createTestDb();
    expect(eraseMyData(t.db, "nobody@example.org")).toEqual({ alerts: 0, listings: 0, reports: 0, mails: 0 });
  });
});
