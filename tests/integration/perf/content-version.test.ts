/**
 * The public content version (db/content-version.ts): bumped in the same
 * transaction as changes to public content, never by sessions, rate limits or the
 * audit log, so those writes keep the page and search caches.
 */
import { afterEach, describe, expect, it } from "vitest";
import { contentVersion } from "../../../db/client.server";
import { PUBLIC_CONTENT_TABLES, syncContentVersionTriggers } from "../../../db/content-version";
import { auditLog, opportunities, rateLimits, sessions } from "../../../db/schema";
import { eq } from "drizzle-orm";
import { createTestDb, type TestDb } from "../../support/db";
import { createJob, createOpportunity } from "../board/fixtures";

let t: TestDb;
afterEach(() => t?.cleanup());

describe("the public content version", () => {
  it("has insert, update and delete triggers on every public table", () => {
    t = createTestDb();
    const names = new Set(
      (t.db.$client.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger'").all() as { name: string }[]).map(
        (r) => r.name,
      ),
    );
    for (const [table] of PUBLIC_CONTENT_TABLES) {
      for (const op of ["insert", "update", "delete"]) expect(names).toContain(`content_version_${table}_${op}`);
    }
  });

  it("changes with published listings and settings, not with pending submissions", () => {
    t = createTestDb();
    const v0 = contentVersion(t.db);
    const pending = createOpportunity(t.db, { title: "Waiting for review", status: "pending" });
    const afterPending = contentVersion(t.db);
    expect(Number(afterPending)).toBeGreaterThanOrEqual(Number(v0));
    // A new organisation is public only once it has a public listing.
    createOpportunity(t.db, { title: "Also waiting", status: "pending", organization: "A New Trust" });
    expect(contentVersion(t.db)).toBe(afterPending);
    t.db.update(opportunities).set({ title: "Still waiting" }).where(eq(opportunities.id, pending.id)).run();
    expect(contentVersion(t.db)).toBe(afterPending);
    t.db.update(opportunities).set({ status: "published" }).where(eq(opportunities.id, pending.id)).run();
    const published = contentVersion(t.db);
    expect(Number(published)).toBeGreaterThan(Number(afterPending));
    createJob(t.db, { title: "Legacy published" });
    expect(Number(contentVersion(t.db))).toBeGreaterThan(Number(published));
    const beforeSetting = contentVersion(t.db);
    t.db.$client.prepare("INSERT INTO site_settings (key, value, label) VALUES ('footer_note', 'x', 'Footer note')").run();
    expect(Number(contentVersion(t.db))).toBeGreaterThan(Number(beforeSetting));
  });

  it("does not change with sessions, rate limits or the audit log", () => {
    t = createTestDb();
    const before = contentVersion(t.db);
    t.db.insert(sessions).values({ idHash: "h", data: {}, expiresAt: new Date(Date.now() + 60_000) }).run();
    t.db.insert(rateLimits).values({ key: "login-ip:203.0.113.9", windowStart: new Date(), count: 1 }).run();
    t.db.insert(auditLog).values({ action: "approve", entityType: "opportunity", entityId: 1 }).run();
    t.db.delete(sessions).run();
    expect(contentVersion(t.db)).toBe(before);
  });

  it("is seen by another connection to the same file (another worker)", async () => {
    t = createTestDb();
    const { openDatabase } = await import("../../../db/client.server");
    const other = openDatabase(t.path);
    try {
      const before = contentVersion(other);
      createOpportunity(t.db, { title: "Published elsewhere" });
      expect(contentVersion(other)).not.toBe(before);
    } finally {
      other.$client.close();
    }
  });

  it("keeps the triggers in step with the list when migrated again", () => {
    t = createTestDb();
    t.db.$client.exec("DROP TRIGGER content_version_categories_update");
    syncContentVersionTriggers(t.db.$client);
    syncContentVersionTriggers(t.db.$client);
    const count = t.db.$client
      .prepare("SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'content_version_%'")
      .pluck()
      .get();
    expect(count).toBe(PUBLIC_CONTENT_TABLES.length * 3);
  });
});
