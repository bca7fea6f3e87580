import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "../../../db/schema";
import { enqueueMail } from "../../../app/mail/outbox.server";
import * as dashboard from "../../../app/routes/admin/dashboard";
import { useAdminTestDb } from "../../support/admin";

const s = useAdminTestDb({ dataFolder: true });

describe("admin dashboard", () => {
  it("shows how many messages wait to be sent and how many failed", async () => {
    for (const to of ["a@example.org", "b@example.org", "c@example.org"]) {
      enqueueMail(s.db, { SESSION_SECRET: "test-secret-test-secret-test-secret-0123" }, { to, subject: "Hello", text: "Hi", kind: "test" });
    }
    s.db.update(outbox).set({ status: "failed" }).where(eq(outbox.recipient, "c@example.org")).run();
    const data = (await s.getPage(dashboard.loader, "/admin")) as {
      mail: { queued: number; failed: number };
    };
    expect(data.mail).toMatchObject({ queued: 2, failed: 1 });
  });
});
