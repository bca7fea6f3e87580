import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { outbox } from "../../../db/schema";
import { enqueueMail } from "../../../app/mail/outbox.server";
import * as dashboard from "../../../app/routes/admin/dashboard";
import { createTestDb, type TestDb } from "../../support/db";
import { adminSetup, callPage } from "../moderation/helpers";

let t: TestDb;
afterEach(() => t?.cleanup());

describe("admin dashboard", () => {
  it("shows how many messages wait to be sent and how many failed", async () => {
    t = createTestDb();
    const s = await adminSetup(t.db, { DATABASE_PATH: t.path });
    for (const to of ["a@example.org", "b@example.org", "c@example.org"]) {
      enqueueMail(t.db, { to, subject: "Hello", text: "Hi", kind: "test" });
    }
    t.db.update(outbox).set({ status: "failed" }).where(eq(outbox.recipient, "c@example.org")).run();
    const data = (await callPage(dashboard.loader as never, { path: "/admin", cookie: s.adminCookie, context: s.context })) as {
      mail: { queued: number; failed: number };
    };
    expect(data.mail).toMatchObject({ queued: 2, failed: 1 });
  });
});
