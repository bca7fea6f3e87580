/**
 * Nothing kept past its purpose: each retention rule, run with a fixed clock, deletes or blanks
 * exactly what its period (a setting) says and nothing else (app/privacy/retention.server.ts).
 */
import { afterEach, describe, expect, it } from "vitest";
import { touchAlert } from "../../../app/alerts/alerts.server";
import { runScheduledJobsOnce } from "../../../app/jobs/registry.server";
import { RETENTION_PERIODS } from "../../../app/privacy/periods";
import { runRetention } from "../../../app/privacy/retention.server";
import { testEnv } from "../../support/context";
import { createTestDb, type TestDb } from "../../support/db";
import { outboxMails } from "../../support/outbox";
import { createOpportunity, DAY } from "../board/fixtures";

let t: TestDb;
afterEach(() => t?.cleanup());

const env = testEnv();
// Years ahead of the real clock: only the given instant makes a rule act.
const T0 = Date.parse("2036-06-15T10:00:00Z");

const sql = (query: string, ...params: unknown[]) => t.db.$client.prepare(query).run(...params);
const ids = (query: string, ...params: unknown[]) => (t.db.$client.prepare(query).pluck().all(...params) as number[]).sort((a, b) => a - b);

function alert(email: string, { createdAt, confirmedAt = null, lastUsedAt = null }: { createdAt: number; confirmedAt?: number | null; lastUsedAt?: number | null }) {
  return Number(
    sql(
      "INSERT INTO alerts (email, frequency, search, created_at, confirmed_at, last_used_at, next_run_at) VALUES (?, 'weekly', 'type=internship', ?, ?, ?, ?)",
      email,
      createdAt,
      confirmedAt,
      lastUsedAt,
      confirmedAt === null ? null : T0 + 100 * DAY,
    ).lastInsertRowid,
  );
}

function setting(key: string, value: string) {
  sql("INSERT INTO site_settings (key, value, type, label) VALUES (?, ?, 'text', ?)", key, value, key);
}

describe("the retention job", () => {
  it("deletes unconfirmed alerts after 7 days, and after the setting's period when it is changed", () => {
    t = createTestDb();
    const old = alert("old@example.org", { createdAt: T0 - 7 * DAY });
    const young = alert("young@example.org", { createdAt: T0 - 7 * DAY + 1 });
    const confirmed = alert("kept@example.org", { createdAt: T0 - 400 * DAY, confirmedAt: T0 - 10 * DAY });
    expect(runRetention(t.db, env, T0).unconfirmedAlerts).toBe(1);
    expect(ids("SELECT id FROM alerts")).toEqual([young, confirmed]);
    expect(ids("SELECT id FROM alerts")).not.toContain(old);

    setting(RETENTION_PERIODS.unconfirmedAlert.key, "10");
    const later = alert("later@example.org", { createdAt: T0 });
    expect(runRetention(t.db, env, T0 + 9 * DAY).unconfirmedAlerts).toBe(1);
    expect(ids("SELECT id FROM alerts")).toEqual([confirmed, later]);
    expect(runRetention(t.db, env, T0 + 10 * DAY).unconfirmedAlerts).toBe(1);
    expect(ids("SELECT id FROM alerts")).toEqual([confirmed]);
  });

  it("asks an alert unused for 12 months once by mail, and deletes it 30 days later without an answer", () => {
    t = createTestDb();
    // Twelve months before T0.
    const year = Date.parse("2035-06-15T10:00:00Z");
    const idle = alert("idle@example.org", { createdAt: year - DAY, confirmedAt: year - DAY, lastUsedAt: year });
    const recent = alert("recent@example.org", { createdAt: year - DAY, confirmedAt: year - DAY, lastUsedAt: year + 40 * DAY });
    const answered = alert("answers@example.org", { createdAt: year - DAY, confirmedAt: year - DAY, lastUsedAt: year - DAY });

    expect(runRetention(t.db, env, T0).alertsAsked).toBe(2);
    const asked = outboxMails(t.db, env).filter((mail) => mail.kind === "alert-still-wanted");
    expect(asked.map((mail) => mail.recipient).sort()).toEqual(["answers@example.org", "idle@example.org"]);
    expect(asked[0]!.text).toMatch(/\/alerts\/manage\/[A-Za-z0-9_-]{43}/);
    expect(asked[0]!.text).toContain("within 30 days");

    // Asked once: no second mail on the next runs.
    expect(runRetention(t.db, env, T0 + DAY).alertsAsked).toBe(0);
    // One of them opens its page (the mail's link): it stays.
    touchAlert(t.db, answered, T0 + 2 * DAY);
    expect(runRetention(t.db, env, T0 + 30 * DAY - 1).idleAlertsDeleted).toBe(0);
    expect(runRetention(t.db, env, T0 + 30 * DAY).idleAlertsDeleted).toBe(1);
    expect(ids("SELECT id FROM alerts")).toEqual([recent, answered]);
    expect(ids("SELECT id FROM alerts")).not.toContain(idle);
    expect(t.db.$client.prepare("SELECT count(*) FROM alert_tokens WHERE alert_id = ?").pluck().get(idle)).toBe(0);
    expect(outboxMails(t.db, env).filter((mail) => mail.kind === "alert-still-wanted")).toHaveLength(2);
  });

  it("removes a poster's address 180 days after the listing closed; the listing stays", () => {
    t = createTestDb();
    const listing = (title: string, status: "published" | "expired" | "rejected" | "pending", expiresAt: number | null, updatedAt = T0) => {
      const { id } = createOpportunity(t.db, { title, status, expiresAt: expiresAt === null ? null : new Date(expiresAt) });
      sql("UPDATE opportunities SET updated_at = ? WHERE id = ?", updatedAt, id);
      sql("INSERT INTO listing_posters (opportunity_id, email) VALUES (?, ?)", id, `${title.toLowerCase().replace(/\W+/g, "")}@example.org`);
      sql("INSERT INTO manage_tokens (token_hash, opportunity_id) VALUES (?, ?)", `hash-${id}`, id);
      return id;
    };
    // A deadline's listing closes at the end of its day (closingInstant: deadline + 1 day).
    const deadlinePassed = listing("Deadline passed long ago", "published", T0 - 181 * DAY);
    const deadlineRecent = listing("Deadline passed recently", "published", T0 - 180 * DAY + 1);
    const closedByPoster = listing("Closed by its poster", "expired", T0 - 181 * DAY);
    const rejected = listing("Rejected long ago", "rejected", null, T0 - 180 * DAY);
    const rejectedRecently = listing("Rejected recently", "rejected", null, T0 - 179 * DAY);
    const open = listing("Open without deadline", "published", null, T0 - 900 * DAY);
    const waiting = listing("Waiting for review", "pending", T0 - 900 * DAY, T0 - 900 * DAY);

    expect(runRetention(t.db, env, T0).posterAddresses).toBe(3);
    expect(ids("SELECT opportunity_id FROM listing_posters")).toEqual([deadlineRecent, rejectedRecently, open, waiting].sort((a, b) => a - b));
    expect(ids("SELECT opportunity_id FROM manage_tokens")).toEqual([deadlineRecent, rejectedRecently, open, waiting].sort((a, b) => a - b));
    // The listings themselves stay.
    expect(ids("SELECT id FROM opportunities")).toEqual([deadlinePassed, deadlineRecent, closedByPoster, rejected, rejectedRecently, open, waiting]);
  });

  it("removes a report's contact 90 days after the decision and keeps the report", () => {
    t = createTestDb();
    const { id: listingId } = createOpportunity(t.db, { title: "Reported listing" });
    const report = (email: string | null, status: string, decidedAt: number | null, key: string) =>
      Number(
        sql(
          "INSERT INTO listing_reports (opportunity_id, reason, email, reporter_key, status, decided_at, created_at) VALUES (?, 'scam', ?, ?, ?, ?, ?)",
          listingId,
          email,
          key,
          status,
          decidedAt,
          T0 - 400 * DAY,
        ).lastInsertRowid,
      );
    const decidedLongAgo = report("old@example.org", "dismissed", T0 - 90 * DAY, "k1");
    report("recent@example.org", "resolved", T0 - 90 * DAY + 1, "k2");
    report("open@example.org", "open", null, "k3");
    expect(runRetention(t.db, env, T0).reportContacts).toBe(1);
    expect(t.db.$client.prepare("SELECT email FROM listing_reports ORDER BY id").pluck().all()).toEqual([null, "recent@example.org", "open@example.org"]);
    expect(t.db.$client.prepare("SELECT status FROM listing_reports WHERE id = ?").pluck().get(decidedLongAgo)).toBe("dismissed");
  });

  it("blanks a sent mail's recipient and body after 30 days; the row keeps kind, status and times", () => {
    t = createTestDb();
    const mail = (recipient: string, status: string, sentAt: number | null, createdAt: number) =>
      sql(
        "INSERT INTO outbox (kind, recipient, subject, body, message_id, status, sent_at, created_at) VALUES ('alert-digest', ?, 'Subject', x'00ff', ?, ?, ?, ?)",
        recipient,
        `${recipient}-${status}`,
        status,
        sentAt,
        createdAt,
      );
    mail("old@example.org", "sent", T0 - 30 * DAY, T0 - 31 * DAY);
    mail("recent@example.org", "sent", T0 - 30 * DAY + 1, T0 - 31 * DAY);
    mail("failed@example.org", "failed", null, T0 - 30 * DAY);
    mail("queued@example.org", "queued", null, T0 - 60 * DAY);
    expect(runRetention(t.db, env, T0).sentMails).toBe(2);
    const rows = t.db.$client.prepare("SELECT recipient, body IS NULL AS blank, kind, status, sent_at, created_at FROM outbox ORDER BY id").all();
    expect(rows).toEqual([
      { recipient: "", blank: 1, kind: "alert-digest", status: "sent", sent_at: T0 - 30 * DAY, created_at: T0 - 31 * DAY },
      { recipient: "recent@example.org", blank: 0, kind: "alert-digest", status: "sent", sent_at: T0 - 30 * DAY + 1, created_at: T0 - 31 * DAY },
      { recipient: "", blank: 1, kind: "alert-digest", status: "failed", sent_at: null, created_at: T0 - 30 * DAY },
      { recipient: "queued@example.org", blank: 0, kind: "alert-digest", status: "queued", sent_at: null, created_at: T0 - 60 * DAY },
    ]);
  });

  it("deletes a My data link's request after 24 hours", () => {
    t = createTestDb();
    sql("INSERT INTO my_data_requests (token_hash, email, created_at) VALUES ('a', 'a@example.org', ?), ('b', 'b@example.org', ?)", T0 - 24 * 3_600_000, T0 - 23 * 3_600_000);
    expect(runRetention(t.db, env, T0).myDataLinks).toBe(1);
    expect(t.db.$client.prepare("SELECT token_hash FROM my_data_requests").pluck().all()).toEqual(["b"]);
  });

  it("deletes rate-limit counters idle for two days, keeping a running block", () => {
    t = createTestDb();
    sql(
      "INSERT INTO rate_limits (key, window_start, count, blocked_until) VALUES ('old', ?, 3, NULL), ('recent', ?, 3, NULL), ('blocked', ?, 3, ?)",
      T0 - 2 * DAY,
      T0 - 2 * DAY + 1,
      T0 - 3 * DAY,
      T0 + 60_000,
    );
    expect(runRetention(t.db, env, T0).rateLimits).toBe(1);
    expect(t.db.$client.prepare("SELECT key FROM rate_limits ORDER BY key").pluck().all()).toEqual(["blocked", "recent"]);
  });

  it("runs from the one list of scheduled jobs as of the given instant", async () => {
    t = createTestDb();
    alert("old@example.org", { createdAt: T0 - 8 * DAY });
    const runs = await runScheduledJobsOnce(t.db, env, new Date(T0));
    expect(runs.find((run) => run.name === "personal-data-retention")).toEqual({ name: "personal-data-retention", ok: true });
    expect(ids("SELECT id FROM alerts")).toEqual([]);
  });
});
