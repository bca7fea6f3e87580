/**
 * Mail carries secrets (manage links, alert confirm/manage/unsubscribe links): none of them may
 * be readable in the database file or its WAL, before or after delivery, nor left behind by the
 * migration that sealed the bodies of an existing outbox (docs/decisions/260).
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { afterEach, describe, expect, it } from "vitest";
import { confirmAlert } from "../../../app/alerts/alerts.server";
import { sendDueDigests } from "../../../app/alerts/digest.server";
import { outboxCounts } from "../../../app/mail/outbox.server";
import { deliverDueMail } from "../../../app/mail/sender.server";
import { createSmtpTransport } from "../../../app/mail/transport.server";
import * as subscribeRoute from "../../../app/routes/alerts/subscribe";
import { action as apiAction } from "../../../app/routes/api/opportunities";
import { changeOpportunityStatus } from "../../../app/opportunities/write.server";
import { migrateDatabase, migrationsFolder, openDatabase } from "../../../db/client.server";
import { seedEssentials } from "../../../db/seed";
import { insertUser } from "../../support/admin";
import { testContext, testEnv } from "../../support/context";
import type { TestDb } from "../../support/db";
import { settle } from "../../support/route-results";
import { smtpServerForThisTest, type TestSmtpServer } from "../../support/smtp";
import { createSubmissionTestDb, validApiPayload } from "../../support/submissions";

let t: TestDb;
afterEach(() => t?.cleanup());

const env = testEnv({ SITE_URL: "https://careers.example.org" });
const TOKEN = "[A-Za-z0-9_-]{43}";

/** Every mailed link token in the messages the SMTP server received. */
function tokensIn(smtp: TestSmtpServer): string[] {
  const all = smtp.messages.flatMap((m) => [m.parsed.text ?? "", String(m.parsed.html || ""), m.raw.toString()].join("\n"));
  return [...new Set(all.flatMap((text) => [...text.matchAll(new RegExp(`/(?:manage|alerts/\\w+)/(${TOKEN})`, "g"))].map((m) => m[1]!)))];
}

/** The raw bytes of the database file and its write-ahead log, as a thief with a copy would read them. */
function rawFiles(path: string): Buffer {
  const wal = `${path}-wal`;
  return Buffer.concat([readFileSync(path), existsSync(wal) ? readFileSync(wal) : Buffer.alloc(0)]);
}

/** A submission through the JSON API with a poster email: its receipt carries a manage link. */
function postWithPosterEmail() {
  const request = new Request("http://localhost/api/opportunities", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(validApiPayload({ posterEmail: "poster@example.org" })),
  });
  return settle(() => apiAction({ request, context: testContext(t.db, { env }), params: {} } as never));
}

async function deliver(db: TestDb["db"], smtp: TestSmtpServer) {
  const transport = createSmtpTransport(smtp.url, { from: env.MAIL_FROM, host: "careers.example.org" });
  try {
    return await deliverDueMail(db, transport, { secret: env });
  } finally {
    transport.close();
  }
}

describe("mail secrets at rest", () => {
  it("keeps no mailed link in the database file or its WAL: poster receipt and notice, alert confirmation and digest", async () => {
    t = createSubmissionTestDb();
    const smtp = await smtpServerForThisTest();
    const created = await postWithPosterEmail();
    expect(created.status).toBe(201);
    const subscribeForm = new URLSearchParams({ email: "seeker@example.org", frequency: "daily", type: "fellowship" });
    await settle(() =>
      subscribeRoute.action({
        request: new Request("http://localhost/alerts", {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: subscribeForm.toString(),
        }),
        params: {},
        context: testContext(t.db, { env }),
      } as never),
    );
    expect(await deliver(t.db, smtp)).toMatchObject({ sent: 2, failed: 0 });
    const confirm = new RegExp(`/alerts/confirm/(${TOKEN})`).exec(smtp.messages[1]!.parsed.text ?? "")![1]!;
    expect(confirmAlert(t.db, confirm, Date.now() - 60_000)).not.toBeNull();
    // Published: the poster's "is live" notice, and the fellowship makes the alert's first digest.
    const id = (created.data as { id: number }).id;
    changeOpportunityStatus(t.db, { id: insertUser(t.db) }, id, "published", { notify: env });
    expect(sendDueDigests(t.db, env, { now: Date.now() + 2 * 86_400_000 }).mailed).toBe(1);
    expect(await deliver(t.db, smtp)).toMatchObject({ sent: 2, failed: 0 });

    const tokens = tokensIn(smtp);
    // Receipt and notice (a manage link each), confirmation, digest (one token for manage and unsubscribe).
    expect(tokens).toHaveLength(4);
    const raw = rawFiles(t.path);
    for (const token of tokens) expect(raw.includes(token), `token ${token} found in the database files`).toBe(false);
    expect(outboxCounts(t.db)).toMatchObject({ queued: 0, sent: 4 });
  });

  it("seals the bodies an existing outbox held in plain text: queued mail still goes out, no link stays in the files", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ic-outbox-migration-"));
    const path = join(dir, "app.db");
    t = { db: openDatabase(path), path, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
    // The database as the release before sealed bodies left it: migrated up to 0016, mail in plain text.
    const before = join(dir, "migrations");
    cpSync(migrationsFolder(), before, { recursive: true });
    const journalPath = join(before, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
    // Every later migration goes too: drizzle skips a migration older than the last one applied.
    journal.entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === "0016_places") + 1);
    writeFileSync(journalPath, JSON.stringify(journal));
    migrate(t.db, { migrationsFolder: before });
    seedEssentials(t.db);
    const sentToken = "S".repeat(43);
    const queuedToken = "Q".repeat(43);
    const unsubscribeToken = "U".repeat(43);
    const insert = t.db.$client.prepare(
      "INSERT INTO outbox (kind, recipient, subject, text, html, headers, message_id, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    );
    insert.run("poster-received", "old@example.org", "We received your internship", `https://careers.example.org/manage/${sentToken}`, null, null, "m-sent", "sent");
    insert.run(
      "alert-digest",
      "queued@example.org",
      "1 new internship",
      `Manage: https://careers.example.org/alerts/manage/${queuedToken}`,
      `<a href="https://careers.example.org/alerts/manage/${queuedToken}">Manage</a>`,
      JSON.stringify({ "List-Unsubscribe": `<https://careers.example.org/alerts/unsubscribe/${unsubscribeToken}>` }),
      "m-queued",
      "queued",
    );
    expect(rawFiles(path).includes(queuedToken)).toBe(true);

    migrateDatabase(t.db);
    const smtp = await smtpServerForThisTest();
    expect(await deliver(t.db, smtp)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const [mail] = smtp.messages;
    expect(mail!.envelope.to).toEqual(["queued@example.org"]);
    expect(mail!.parsed.text).toContain(`/alerts/manage/${queuedToken}`);
    expect(mail!.parsed.html).toContain(`/alerts/manage/${queuedToken}`);
    expect(mail!.raw.toString()).toContain(`/alerts/unsubscribe/${unsubscribeToken}`);
    const raw = rawFiles(path);
    for (const token of [sentToken, queuedToken, unsubscribeToken]) expect(raw.includes(token), `token ${token}`).toBe(false);
    expect(outboxCounts(t.db)).toMatchObject({ queued: 0, sent: 2 });
  });

  it("gives up at once on a body sealed under another secret, and drops it", async () => {
    t = createSubmissionTestDb();
    const smtp = await smtpServerForThisTest();
    await postWithPosterEmail();
    const transport = createSmtpTransport(smtp.url, { from: env.MAIL_FROM, host: "careers.example.org" });
    const other = { SESSION_SECRET: "another-secret-another-secret-another-1" };
    expect(await deliverDueMail(t.db, transport, { secret: other })).toEqual({ sent: 0, retrying: 0, failed: 1 });
    transport.close();
    expect(smtp.attempts).toBe(0);
    const row = t.db.$client.prepare("SELECT status, body, last_error FROM outbox").get() as { status: string; body: Buffer | null; last_error: string };
    expect(row).toMatchObject({ status: "failed", body: null });
    expect(row.last_error).toMatch(/SESSION_SECRET/);
  });
});
