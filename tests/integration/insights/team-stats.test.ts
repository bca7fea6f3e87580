/** The team's /admin/insights numbers and CSV downloads, from real writes to a real SQLite file. */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import * as csvRoute from "../../../app/routes/admin/insights-csv";
import * as insightsRoute from "../../../app/routes/admin/insights";
import { confirmAlert, deleteAlert } from "../../../app/alerts/alerts.server";
import { createInsightsCounter } from "../../../app/insights/counter.server";
import { languageNumbers, oldestPendingHours, topSearches, weeklyNumbers, weekStart } from "../../../app/insights/team-stats.server";
import { createVisitorSalt, utcDay } from "../../../app/insights/visitor-salt.server";
import { changeOpportunityStatus } from "../../../app/opportunities/write.server";
import { alerts, alertTokens, listingPosters, opportunities } from "../../../db/schema";
import { adminSetup, insertUser } from "../../support/admin";
import { testContext } from "../../support/context";
import type { TestDb } from "../../support/db";
import { settle } from "../../support/route-results";
import { createSubmissionTestDb } from "../../support/submissions";
import { createOpportunity } from "../board/fixtures";
import { createHash } from "node:crypto";

let t: TestDb;
afterEach(() => t?.cleanup());
const HOUR = 3_600_000;

describe("the weekly numbers", () => {
  it("counts this week's submissions, approvals, rejections, the median wait and the oldest pending", () => {
    t = createSubmissionTestDb();
    const admin = { id: insertUser(t.db) };
    const now = Date.now();
    const submitted = (title: string, hoursAgo: number) => {
      const { id } = createOpportunity(t.db, { title, status: "pending" });
      t.db.update(opportunities).set({ createdAt: new Date(now - hoursAgo * HOUR) }).where(eq(opportunities.id, id)).run();
      return id;
    };
    const a = submitted("First", 2);
    const b = submitted("Second", 4);
    submitted("Waiting", 1);
    changeOpportunityStatus(t.db, admin, a, "published");
    changeOpportunityStatus(t.db, admin, b, "rejected", { rejectionReason: "Not an opportunity for students." });
    const weeks = weeklyNumbers(t.db);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toMatchObject({ week: weekStart(now), approvals: 1, rejections: 1, medianHoursToDecision: 3 });
    // Early on a Monday, a submission of a few hours ago belongs to the week before.
    expect(weeks.reduce((n, w) => n + w.submissions, 0)).toBe(3);
    expect(oldestPendingHours(t.db)).toBe(1);
  });

  it("counts alert confirmations and unsubscribes, which leave no row behind", () => {
    t = createSubmissionTestDb();
    const id = t.db.insert(alerts).values({ email: "a@example.org", search: "type=internship" }).returning().get().id;
    t.db.insert(alertTokens).values({ hash: createHash("sha256").update("confirm-token").digest("hex"), alertId: id, purpose: "confirm" }).run();
    expect(confirmAlert(t.db, "confirm-token")).not.toBeNull();
    expect(deleteAlert(t.db, id)).toBe(true);
    expect(weeklyNumbers(t.db).at(-1)).toMatchObject({ alertConfirmations: 1, alertUnsubscribes: 1 });
  });

  it("counts confirmed alerts and recent listings by the language people used", () => {
    t = createSubmissionTestDb();
    const now = Date.now();
    t.db.insert(alerts).values([
      { email: "a@example.org", search: "type=internship", confirmedAt: new Date(now), language: "hi" },
      { email: "b@example.org", search: "type=internship", confirmedAt: new Date(now), language: "hi" },
      { email: "c@example.org", search: "type=course", confirmedAt: new Date(now) },
      // Not confirmed: not counted.
      { email: "d@example.org", search: "type=course", language: "hi" },
    ]).run();
    const posted = (title: string, language: "en" | "hi", daysAgo: number) => {
      const { id } = createOpportunity(t.db, { title, status: "pending" });
      t.db.update(opportunities).set({ createdAt: new Date(now - daysAgo * 24 * HOUR) }).where(eq(opportunities.id, id)).run();
      t.db.insert(listingPosters).values({ opportunityId: id, email: "p@example.org", language }).run();
    };
    posted("Hindi, this week", "hi", 0);
    posted("English, last month", "en", 30);
    posted("Hindi, last year", "hi", 400);
    // Views, apply clicks and searches by the language of the page, the last 12 weeks only.
    const day = (daysAgo: number) => utcDay(now - daysAgo * 24 * HOUR);
    t.db.$client
      .prepare("INSERT INTO listing_language_stats (listing_key, day, language, views, apply_clicks) VALUES (1, ?, 'hi', 5, 1), (2, ?, 'hi', 2, 0), (1, ?, 'en', 4, 2), (1, ?, 'hi', 50, 9)")
      .run(day(0), day(3), day(1), day(200));
    t.db.$client.prepare("INSERT INTO search_language_stats (day, language, searches) VALUES (?, 'hi', 6), (?, 'en', 1)").run(day(0), day(0));
    expect(languageNumbers(t.db, now)).toEqual([
      { language: "en", alerts: 1, listings: 1, views: 4, applyClicks: 2, searches: 1 },
      { language: "hi", alerts: 2, listings: 1, views: 7, applyClicks: 1, searches: 6 },
      // Every language of the registry has its row, counted or not (decision 330).
      { language: "mr", alerts: 0, listings: 0, views: 0, applyClicks: 0, searches: 0 },
      { language: "bn", alerts: 0, listings: 0, views: 0, applyClicks: 0, searches: 0 },
    ]);
  });

  it("puts a week's views and apply clicks in the week of their day", () => {
    t = createSubmissionTestDb();
    t.db.$client.prepare("INSERT INTO listing_daily_stats (listing_key, day, views, apply_clicks) VALUES (1, ?, 7, 2), (2, ?, 3, 0)").run(utcDay(), utcDay());
    expect(weeklyNumbers(t.db).at(-1)).toMatchObject({ views: 10, applyClicks: 2 });
  });
});

describe("searches", () => {
  it("shows a search only once 3 distinct visitors asked it that day, with its results, in the page and the CSV", async () => {
    t = createSubmissionTestDb();
    const counter = createInsightsCounter(t.db, { salt: createVisitorSalt(), flushSeconds: 60, countResults: (q) => (q === "forest" ? 4 : 0) });
    const ask = (query: string, n: number) => {
      for (let i = 0; i < n; i++) counter.search(query, { network: `198.51.100.${i}` });
    };
    ask("Underwater basket weaving", 3);
    ask("forest", 4);
    ask("my own rare search", 2);
    counter.stop();
    expect(topSearches(t.db)).toEqual([
      { query: "forest", visitors: 4, searches: 4, results: "1-9", tried: "" },
      { query: "underwater basket weaving", visitors: 3, searches: 3, results: "0", tried: "" },
    ]);
    expect(topSearches(t.db, { zeroOnly: true }).map((r) => r.query)).toEqual(["underwater basket weaving"]);

    const { context, adminCookie, userCookie } = await adminSetup(t.db);
    const request = (path: string, cookie: string) => new Request(`http://localhost${path}`, { headers: { cookie } });
    const page = await settle(() => insightsRoute.loader({ request: request("/admin/insights", adminCookie), context, params: {} } as never));
    expect((page.data as { zeroSearches: unknown[] }).zeroSearches).toHaveLength(1);
    const csv = await settle(() =>
      csvRoute.loader({ request: request("/admin/insights/searches.csv", adminCookie), context, params: { file: "searches.csv" } } as never),
    );
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.data).toBe("query,visitors,searches,results\r\nforest,4,4,1-9\r\nunderwater basket weaving,3,3,0\r\n");
    const weekly = await settle(() =>
      csvRoute.loader({ request: request("/admin/insights/weekly.csv", adminCookie), context, params: { file: "weekly.csv" } } as never),
    );
    expect(String(weekly.data).split("\r\n")[0]).toBe(
      "week,submissions,approvals,rejections,median_hours_to_decision,views,apply_clicks,alert_confirmations,alert_unsubscribes,reports,mails_held_back,embed_views",
    );
    const refused = await settle(() =>
      csvRoute.loader({ request: request("/admin/insights/searches.csv", userCookie), context: testContext(t.db), params: { file: "searches.csv" } } as never),
    );
    expect(refused.status).toBe(403);
  });
});

describe("the admin's opportunities list", () => {
  it("shows each listing's views and apply clicks and sorts by views, apply clicks or apply rate", async () => {
    t = createSubmissionTestDb();
    const { listAdminOpportunities, parseOpportunityFilters } = await import("../../../app/moderation/queries.server");
    const a = createOpportunity(t.db, { title: "Many views" });
    const b = createOpportunity(t.db, { title: "Many applies" });
    createOpportunity(t.db, { title: "Newest, unseen" });
    const add = t.db.$client.prepare("INSERT INTO listing_daily_stats (listing_key, day, views, apply_clicks) VALUES (?, ?, ?, ?)");
    add.run(a.id, utcDay(), 100, 5);
    add.run(b.id, utcDay(), 20, 8);
    const titles = (sort: string) =>
      listAdminOpportunities(t.db, parseOpportunityFilters(new URLSearchParams({ sort }))).items.map((i) => [i.title, i.views, i.applyClicks]);
    expect(titles("views")[0]).toEqual(["Many views", 100, 5]);
    expect(titles("applies")[0]).toEqual(["Many applies", 20, 8]);
    expect(titles("rate").slice(0, 2).map(([title]) => title)).toEqual(["Many applies", "Many views"]);
    expect(titles("")[0]).toEqual(["Newest, unseen", 0, 0]);
  });
});
