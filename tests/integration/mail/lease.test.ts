/**
 * The built server's mail after things go wrong around it, with a real SMTP server: a start that
 * fails on a busy port claims nothing; a stop gives back the messages it had not started; after
 * kill -9 during a stalled send the messages go out within the lease (MAIL_LEASE_SECONDS), each
 * Message-ID accepted once by the SMTP server after the restart.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase, openDatabase } from "../../../db/client.server";
import { enqueueMail } from "../../../app/mail/outbox.server";
import { type BuiltServer, ensureBuild, startBuiltServer, untilServing } from "../../support/built-server";
import { startTestSmtpServer, type TestSmtpServer } from "../../support/smtp";

const PORT = 4452;
const SESSION_SECRET = "mail-lease-secret-mail-lease-secret-0001";
/** The servers' lease (MAIL_LEASE_SECONDS): shorter than the default minute, so the test waits seconds for it to lapse. */
const LEASE_MS = 10_000;
let dir = "";
let smtp: TestSmtpServer;
const running: BuiltServer[] = [];

beforeAll(async () => {
  ensureBuild();
  smtp = await startTestSmtpServer();
}, 240_000);

afterAll(async () => {
  for (const server of running) await server.kill();
  await smtp?.close();
});

function freshDatabase(): string {
  dir = mkdtempSync(join(tmpdir(), "ic-mail-lease-"));
  const path = join(dir, "app.db");
  const db = openDatabase(path);
  migrateDatabase(db);
  db.$client.close();
  return path;
}

function queue(path: string, count: number): void {
  const db = openDatabase(path);
  for (let i = 0; i < count; i++) {
    enqueueMail(db, { SESSION_SECRET }, { to: `reader${i}@example.org`, subject: `Message ${i}`, text: "Hello", kind: "test" });
  }
  db.$client.close();
}

interface Row {
  messageId: string;
  status: string;
  claimedUntil: number | null;
}

function rows(path: string): Row[] {
  const db = openDatabase(path);
  try {
    return db.$client
      .prepare("SELECT message_id AS messageId, status, claimed_until AS claimedUntil FROM outbox ORDER BY id")
      .all() as Row[];
  } finally {
    db.$client.close();
  }
}

function serve(path: string, workers = 1): BuiltServer {
  const server = startBuiltServer({
    PORT: String(PORT),
    WEB_CONCURRENCY: String(workers),
    DATABASE_PATH: path,
    SESSION_SECRET,
    SITE_URL: "https://careers.example.org",
    SMTP_URL: smtp.url,
    ADMIN_USERNAME: "admin",
    ADMIN_PASSWORD: "mail-lease-admin-password",
    SEED_DEMO_DATA: "false",
    LOG_LEVEL: "error",
    MAIL_LEASE_SECONDS: String(LEASE_MS / 1000),
  });
  running.push(server);
  return server;
}

async function until(condition: () => boolean, timeoutMs: number, what: string) {
  for (const end = Date.now() + timeoutMs; !condition(); ) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("the outbox around crashes and failed starts", { timeout: 240_000 }, () => {
  it.each([1, 2])("a start that fails on a busy port (%i worker(s)) leaves the due mail unclaimed", async (workers) => {
    const path = freshDatabase();
    queue(path, 3);
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(PORT, "127.0.0.1", resolve));
    try {
      const attempts = smtp.attempts;
      const server = serve(path, workers);
      expect(await server.exited).toBe(1);
      expect(server.stderr()).toContain("already in use");
      expect(rows(path).map((row) => [row.status, row.claimedUntil])).toEqual([
        ["queued", null],
        ["queued", null],
        ["queued", null],
      ]);
      expect(smtp.attempts).toBe(attempts);
    } finally {
      await new Promise((resolve) => busy.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("gives back unstarted mail on a stop, and after kill -9 in a stalled send delivers within the lease, once per Message-ID", async () => {
    const path = freshDatabase();
    queue(path, 5);
    smtp.hold = true;
    const received = smtp.messages.length;
    const heldBefore = smtp.attempts;

    // The SMTP server never answers DATA: three messages are in flight (the pooled connections), two wait.
    const first = serve(path);
    await untilServing(first, PORT);
    await until(() => smtp.attempts - heldBefore === 3, 30_000, "three messages in flight");
    await first.stop();
    const afterStop = rows(path);
    expect(afterStop.filter((row) => row.claimedUntil === null)).toHaveLength(2);
    for (const row of afterStop.filter((row) => row.claimedUntil !== null)) {
      expect(row.claimedUntil! - Date.now()).toBeLessThanOrEqual(LEASE_MS);
    }

    // The next server sends the two given back at once; the machine dies while they are in flight.
    const second = serve(path);
    await untilServing(second, PORT);
    await until(() => smtp.attempts - heldBefore === 5, 30_000, "the two given back in flight");
    await second.kill();
    const killedAt = Date.now();
    for (const row of rows(path)) {
      expect(row.status).toBe("queued");
      expect(row.claimedUntil! - killedAt).toBeLessThanOrEqual(LEASE_MS);
    }

    // The mail server recovers, the board starts again: everything goes out within the lease.
    smtp.hold = false;
    const third = serve(path);
    await untilServing(third, PORT);
    const servingAt = Date.now();
    await until(() => smtp.messages.length - received === 5, LEASE_MS + 30_000, "all five delivered");
    const delay = Date.now() - killedAt;
    console.log(`mail lease: delivered ${((delay) / 1000).toFixed(1)} s after kill -9 (lease ${LEASE_MS / 1000} s)`);
    // Once the lease has lapsed and the server is up (a loaded machine may take longer to start than the lease),
    // within a few of the sender's looks.
    expect(Date.now() - Math.max(killedAt + LEASE_MS, servingAt)).toBeLessThan(10_000);
    const accepted = smtp.messages.slice(received).map((mail) => mail.parsed.messageId).sort();
    const queued = rows(path).map((row) => `<${row.messageId}@careers.example.org>`).sort();
    expect(accepted).toEqual(queued);
    await until(() => rows(path).every((row) => row.status === "sent"), 10_000, "the deliveries recorded");
    await third.stop();
    rmSync(dir, { recursive: true, force: true });
  });
});
