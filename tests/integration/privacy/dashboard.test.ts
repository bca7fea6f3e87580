/** The admin dashboard warns while no grievance contact is set, and counts "My data" requests by week, never with addresses. */
import { describe, expect, it } from "vitest";
import { requestMyDataLink } from "../../../app/privacy/my-data.server";
import * as dashboard from "../../../app/routes/admin/dashboard";
import { useAdminTestDb } from "../../support/admin";
import { testEnv } from "../../support/context";

const s = useAdminTestDb({ dataFolder: true });

describe("the dashboard's personal-data panel", () => {
  it("warns until the grievance contact is set and shows requests per week without addresses", async () => {
    const env = testEnv();
    // The dashboard counts the last eight weeks before the real clock: this week's Monday (UTC) and the one before.
    const DAY = 86_400_000;
    const today = Math.floor(Date.now() / DAY) * DAY;
    const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY;
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    requestMyDataLink(s.db, env, { email: "someone@example.org", language: "en", ip: "203.0.113.1" }, monday);
    requestMyDataLink(s.db, env, { email: "other@example.org", language: "hi", ip: "203.0.113.2" }, monday + 3_600_000);
    requestMyDataLink(s.db, env, { email: "third@example.org", language: "en", ip: "203.0.113.3" }, monday - DAY);
    type Page = { privacy: { grievanceMissing: boolean; requestsPerWeek: { week: string; requests: number }[] } };
    const before = (await s.getPage(dashboard.loader, "/admin")) as Page;
    expect(before.privacy.grievanceMissing).toBe(true);
    expect(before.privacy.requestsPerWeek).toEqual([
      { week: day(monday), requests: 2 },
      { week: day(monday - 7 * DAY), requests: 1 },
    ]);
    expect(JSON.stringify(before)).not.toContain("example.org");
    s.db.$client.prepare("INSERT INTO site_settings (key, value, type, label) VALUES ('grievance_contact', 'Asha Rao, privacy@board.example', 'text', 'Grievance contact')").run();
    const after = (await s.getPage(dashboard.loader, "/admin")) as Page;
    expect(after.privacy.grievanceMissing).toBe(false);
  });
});
