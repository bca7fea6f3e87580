import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../../db/client.server";
import { outbox } from "../../../db/schema";
import { loadEnv } from "../../../app/lib/env.server";
import { claimDueMail, enqueueMail, outboxCounts } from "../../../app/mail/outbox.server";
import { deliverDueMail, GIVE_UP_AFTER_MS, retryDelayMs, startMailSender } from "../../../app/mail/sender.server";
import { createFileTransport, createMailTransport, createSmtpTransport, type MailTransport } from "../../../app/mail/transport.server";
import { createTestDb, type TestDb } from "../../support/db";
import { addressesOf, smtpServerForThisTest } from "../../support/smtp";
import { captureLogLines } from "../../../app/lib/log.server";

let t: TestDb;
afterEach(() => t?.cleanup());

const secret = { SESSION_SECRET: "test-secret-test-secret-test-secret-0123" };
const sender = { from: '"Impact Careers" <no-reply@careers.example.org>', host: "careers.example.org" };
const MINUTE = 60_000;

function queue(db: TestDb["db"], to = "poster@example.org", subject = "We received your internship") {
  return enqueueMail(db, secret, { to, subject, text: "Hello", kind: "test" });
}

describe("mail outbox", () => {
  it("writes a message only when the caller's transaction commits", () => {
    t = createTestDb();
    expect(() =>
      t.db.$client
        .transaction(() => {
          queue(t.db);
          throw new Error("the change failed");
        })
        .immediate(),
    ).toThrow("the change failed");
    expect(outboxCounts(t.db).queued).toBe(0);
    t.db.$client.transaction(() => queue(t.db)).immediate();
    expect(outboxCounts(t.db).queued).toBe(1);
  });

  it("refuses a missing, malformed or over-long address", () => {
    t = createTestDb();
    expect(() => queue(t.db, "not-an-address")).toThrow();
    expect(() => queue(t.db, `${"a".repeat(245)}@example.org`)).toThrow();
    expect(() => queue(t.db, "a@example.org, b@example.org")).toThrow();
    expect(outboxCounts(t.db).queued).toBe(0);
  });

  it("loses nothing when the sender stops between queueing and sending, and sends each message once", async () => {
    t = createTestDb();
    const smtp = await smtpServerForThisTest();
    queue(t.db, "one@example.org");
    queue(t.db, "two@example.org");
    // The first process claims the rows and dies before sending (its lease is still running).
    const claimed = claimDueMail(t.db, { now: Date.now(), limit: 10, leaseMs: 5 * MINUTE });
    expect(claimed).toHaveLength(2);
    t.db.$client.close();

    // After a restart (a new connection) another sender does not touch the leased rows…
    const restarted = openDatabase(t.path);
    const transport = createSmtpTransport(smtp.url, sender);
    expect(await deliverDueMail(restarted, transport, { secret })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    // …and sends both once the lease ran out.
    const later = () => Date.now() + 6 * MINUTE;
    expect(await deliverDueMail(restarted, transport, { secret, now: later })).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(await deliverDueMail(restarted, transport, { secret, now: later })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.messages.map((m) => m.envelope.to)).toEqual([["one@example.org"], ["two@example.org"]]);
    expect(outboxCounts(restarted)).toMatchObject({ queued: 0, sent: 2 });
    transport.close();
    restarted.$client.close();
  });

  it("delivers what was queued while the background sender was stopped", async () => {
    t = createTestDb();
    const smtp = await smtpServerForThisTest();
    const transport = createSmtpTransport(smtp.url, sender);
    const first = startMailSender(t.db, transport, { secret, intervalMs: 50 });
    await first.stop();
    queue(t.db, "late@example.org");
    const second = startMailSender(t.db, transport, { secret, intervalMs: 50 });
    await smtp.waitFor(1);
    await second.stop();
    expect(smtp.messages[0]!.envelope.to).toEqual(["late@example.org"]);
    transport.close();
  });

  it("sends a message queued in this process at once, once its transaction has committed, not at the sender's next tick", async () => {
    t = createTestDb();
    const smtp = await smtpServerForThisTest();
    const transport = createSmtpTransport(smtp.url, sender);
    const running = startMailSender(t.db, transport, { secret, intervalMs: 10 * MINUTE });
    // Its first look, at start, has found nothing; the next is ten minutes away.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(() =>
      t.db.$client
        .transaction(() => {
          queue(t.db, "never@example.org");
          throw new Error("the change failed");
        })
        .immediate(),
    ).toThrow("the change failed");
    t.db.$client.transaction(() => queue(t.db, "now@example.org")).immediate();
    await smtp.waitFor(1);
    await running.stop();
    expect(smtp.messages.map((m) => m.envelope.to[0])).toEqual(["now@example.org"]);
    transport.close();
  });

  it("never sends a message twice from two processes sending at once", async () => {
    t = createTestDb();
    const smtp = await smtpServerForThisTest();
    for (let i = 0; i < 12; i++) queue(t.db, `p${i}@example.org`);
    const otherProcess = openDatabase(t.path);
    const a = createSmtpTransport(smtp.url, sender);
    const b = createSmtpTransport(smtp.url, sender);
    const [ra, rb] = await Promise.all([
      deliverDueMail(t.db, a, { secret, batchSize: 3 }),
      deliverDueMail(otherProcess, b, { secret, batchSize: 3 }),
    ]);
    expect(ra.sent + rb.sent).toBe(12);
    const recipients = smtp.messages.map((m) => m.envelope.to[0]).sort();
    expect(new Set(recipients).size).toBe(12);
    expect(recipients).toHaveLength(12);
    a.close();
    b.close();
    otherProcess.$client.close();
  });

  it("claims and records in batches: a row whose lease is running out is given back unsent; a batch cut short stays leased, then is sent", async () => {
    t = createTestDb();
    const smtp = await smtpServerForThisTest();
    for (let i = 0; i < 5; i++) queue(t.db, `b${i}@example.org`);
    const pooled = createSmtpTransport(smtp.url, sender);
    // Each send takes a minute of a 5-minute lease: the fifth message would start with too little left.
    let clock = Date.now();
    const claims: (string | null)[] = [];
    const slow: MailTransport = {
      ...pooled,
      concurrency: 1,
      async send(message) {
        claims.push(t.db.select({ claimToken: outbox.claimToken }).from(outbox).where(eq(outbox.id, message.id)).get()!.claimToken);
        await pooled.send(message);
        clock += MINUTE;
      },
    };
    expect(await deliverDueMail(t.db, slow, { secret, now: () => clock, batchSize: 5, leaseMs: 5 * MINUTE })).toEqual({
      sent: 5,
      retrying: 0,
      failed: 0,
    });
    expect(smtp.messages.map((m) => m.envelope.to[0])).toEqual(["b0", "b1", "b2", "b3", "b4"].map((b) => `${b}@example.org`));
    expect(new Set(claims.slice(0, 4)).size).toBe(1);
    expect(claims[4]).not.toBe(claims[0]);

    // A sender dies in the middle of a batch (its third send never ends): the rows stay leased…
    for (let i = 0; i < 3; i++) queue(t.db, `c${i}@example.org`);
    const dying: MailTransport = {
      ...pooled,
      concurrency: 1,
      send: (message) => (message.recipient === "c2@example.org" ? new Promise<void>(() => {}) : pooled.send(message)),
    };
    void deliverDueMail(t.db, dying, { secret, batchSize: 10 });
    await smtp.waitFor(7);
    const restarted = openDatabase(t.path);
    expect(await deliverDueMail(restarted, pooled, { secret })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    // …until the lease runs out: then all three go, the two sent but not recorded a second time (at least once, never lost).
    expect(await deliverDueMail(restarted, pooled, { secret, now: () => Date.now() + 11 * MINUTE })).toEqual({ sent: 3, retrying: 0, failed: 0 });
    expect(await deliverDueMail(restarted, pooled, { secret, now: () => Date.now() + 11 * MINUTE })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(outboxCounts(restarted)).toMatchObject({ queued: 0, sent: 8 });
    expect(smtp.messages.slice(5).map((m) => m.envelope.to[0])).toEqual(
      ["c0", "c1", "c0", "c1", "c2"].map((c) => `${c}@example.org`),
    );
    pooled.close();
    restarted.$client.close();
  });

  it("renews its lease while a send is slow, and gives back the messages not started when it stops", async () => {
    t = createTestDb();
    for (let i = 0; i < 3; i++) queue(t.db, `slow${i}@example.org`);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const stalled: MailTransport = { description: "stalled", concurrency: 1, close() {}, send: () => held };
    const leases = () => t.db.select({ to: outbox.recipient, until: outbox.claimedUntil }).from(outbox).orderBy(outbox.id).all();
    const mailer = startMailSender(t.db, stalled, { secret, leaseMs: 600 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const first = leases()[0]!.until!.getTime();
    // Three lease lengths later the first message is still being sent: its claim was renewed.
    await new Promise((resolve) => setTimeout(resolve, 1800));
    expect(leases()[0]!.until!.getTime()).toBeGreaterThan(first + 1000);
    const stopped = mailer.stop();
    // The two not started are free for any sender at once; the one in flight keeps its lease.
    expect(leases().map((row) => row.until === null)).toEqual([false, true, true]);
    release();
    await stopped;
  });

  it("retries a refusing SMTP server with growing delays, then marks the message failed after about a day", async () => {
    t = createTestDb();
    const smtp = await smtpServerForThisTest();
    smtp.reject = 451;
    const id = queue(t.db);
    const transport = createSmtpTransport(smtp.url, sender);
    const start = t.db.select().from(outbox).where(eq(outbox.id, id)).get()!.createdAt.getTime();
    let clock = start;
    const now = () => clock;
    const row = () => t.db.select().from(outbox).where(eq(outbox.id, id)).get()!;

    expect(await deliverDueMail(t.db, transport, { secret, now })).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(row().nextAttemptAt.getTime() - clock).toBe(MINUTE);
    expect(row().lastError).toMatch(/451/);

    clock += 30_000; // not due yet: nothing is sent
    expect(await deliverDueMail(t.db, transport, { secret, now })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.attempts).toBe(1);

    const delays: number[] = [];
    let outcome = { sent: 0, retrying: 0, failed: 0 };
    while (row().status === "queued") {
      clock = row().nextAttemptAt.getTime();
      const before = clock;
      outcome = await deliverDueMail(t.db, transport, { secret, now });
      if (row().status === "queued") delays.push(row().nextAttemptAt.getTime() - before);
    }
    expect(outcome.failed).toBe(1);
    expect(delays.slice(0, 4)).toEqual([2 * MINUTE, 4 * MINUTE, 8 * MINUTE, 16 * MINUTE]);
    expect(Math.max(...delays)).toBe(60 * MINUTE);
    expect(row().status).toBe("failed");
    expect(clock - start).toBeGreaterThan(GIVE_UP_AFTER_MS - 60 * MINUTE);
    expect(clock - start).toBeLessThanOrEqual(GIVE_UP_AFTER_MS);
    expect(smtp.attempts).toBe(row().attempts);
    expect(outboxCounts(t.db)).toMatchObject({ queued: 0, failed: 1 });

    // A failed message stays failed: the server recovering sends nothing.
    smtp.reject = null;
    clock += 2 * GIVE_UP_AFTER_MS;
    expect(await deliverDueMail(t.db, transport, { secret, now })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(0);
    transport.close();
  });

  it("sends one recipient, From, Message-ID, Date, a text part and an HTML part over the wire", async () => {
    t = createTestDb();
    const smtp = await smtpServerForThisTest();
    const id = enqueueMail(t.db, secret, {
      to: "Poster@example.org",
      subject: "Your internship is live",
      text: "Hello\n\nhttps://careers.example.org/manage/abc",
      html: "<p>Hello</p>",
      headers: { "List-Unsubscribe": "<https://careers.example.org/u/x>" },
      kind: "test",
    });
    const transport = createSmtpTransport(smtp.url, sender);
    await deliverDueMail(t.db, transport, { secret });
    const [mail] = await smtp.waitFor(1);
    const stored = t.db.select().from(outbox).where(eq(outbox.id, id)).get()!;
    expect(mail!.envelope).toEqual({ from: "no-reply@careers.example.org", to: ["Poster@example.org"] });
    expect(addressesOf(mail!.parsed.to)).toEqual(["Poster@example.org"]);
    expect(mail!.parsed.cc).toBeUndefined();
    expect(mail!.parsed.from?.value[0]).toEqual({ address: "no-reply@careers.example.org", name: "Impact Careers" });
    expect(mail!.parsed.subject).toBe("Your internship is live");
    expect(mail!.parsed.messageId).toBe(`<${stored.messageId}@careers.example.org>`);
    expect(mail!.parsed.date).toBeInstanceOf(Date);
    expect(mail!.parsed.text?.trim()).toBe("Hello\n\nhttps://careers.example.org/manage/abc");
    expect(mail!.parsed.html).toContain("<p>Hello</p>");
    expect(mail!.raw.toString()).toContain("List-Unsubscribe: <https://careers.example.org/u/x>");
    expect(stored.status).toBe("sent");
    expect(stored.sentAt).toBeInstanceOf(Date);
    transport.close();
  });

  it("without SMTP_URL writes each message as a parseable .eml file into <data folder>/mail/", async () => {
    t = createTestDb();
    const env = loadEnv({
      NODE_ENV: "test",
      DATABASE_PATH: t.path,
      SESSION_SECRET: "x".repeat(40),
      SITE_URL: "https://careers.example.org",
      LOG_LEVEL: "silent",
    });
    expect(env.MAIL_FROM).toBe('"Impact Careers" <no-reply@careers.example.org>');
    const transport = createMailTransport(env);
    queue(t.db, "file@example.org", "We received your fellowship");
    await deliverDueMail(t.db, transport, { secret });
    const folder = join(env.dataDir, "mail");
    const files = readdirSync(folder).filter((f) => f.endsWith(".eml"));
    expect(files).toHaveLength(1);
    const raw = readFileSync(join(folder, files[0]!));
    expect(raw.toString("latin1")).toMatch(/\r\nMessage-ID: <[^>]+@careers\.example\.org>\r\n/i);
    const parsed = await simpleParser(raw);
    expect(addressesOf(parsed.to)).toEqual(["file@example.org"]);
    expect(parsed.subject).toBe("We received your fellowship");
    expect(parsed.text?.trim()).toBe("Hello");
    expect(parsed.date).toBeInstanceOf(Date);
    transport.close();
  });

  it("the file transport logs one line with the message's id, kind and file, not its recipient", async () => {
    t = createTestDb();
    const logged = captureLogLines();
    try {
      const transport = createFileTransport(join(t.path, "..", "mail"), sender, true);
      queue(t.db, "log@example.org", "Your course is live");
      await deliverDueMail(t.db, transport, { secret });
      transport.close();
    } finally {
      logged.stop();
    }
    const lines = logged.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.filter((line) => line.event === "mail.written")).toEqual([
      expect.objectContaining({ level: 30, mailId: expect.any(Number), kind: "test", file: expect.stringMatching(/\.eml$/) }),
    ]);
    expect(logged.lines.join("\n")).not.toContain("log@example.org");
  });

  it("backs off 1, 2, 4 … minutes up to an hour", () => {
    expect([1, 2, 3, 7, 8, 30].map(retryDelayMs)).toEqual([1, 2, 4, 60, 60, 60].map((m) => m * MINUTE));
  });

  it("accepts only smtp:// and smtps:// as SMTP_URL", () => {
    const base = { NODE_ENV: "test", SESSION_SECRET: "x".repeat(40), DATABASE_PATH: ":memory:" };
    expect(() => loadEnv({ ...base, SMTP_URL: "http://example.org" })).toThrow(/SMTP_URL/);
    expect(loadEnv({ ...base, SMTP_URL: "smtp://user:pass@mail.example.org:587" }).SMTP_URL).toBe(
      "smtp://user:pass@mail.example.org:587",
    );
  });
});
