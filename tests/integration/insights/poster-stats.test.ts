/** What a poster sees of their listing's audience: the manage page, its CSV, the closing mail. */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import * as manageRoute from "../../../app/routes/manage/listing";
import * as statsCsvRoute from "../../../app/routes/manage/stats-csv";
import { listingDailyCounts, similarListings } from "../../../app/insights/listing-stats.server";
import { utcDay } from "../../../app/insights/visitor-salt.server";
import { changeOpportunityStatus } from "../../../app/opportunities/write.server";
import { queueClosedNotices } from "../../../app/posters/jobs.server";
import { opportunities } from "../../../db/schema";
import type { Db } from "../../../db/client.server";
import { insertUser } from "../../support/admin";
import { testContext, testEnv } from "../../support/context";
import { outboxMails } from "../../support/outbox";
import type { TestDb } from "../../support/db";
import { createSubmissionTestDb, validApiPayload } from "../../support/submissions";
import { action as apiAction } from "../../../app/routes/api/opportunities";
import { settle } from "../../support/route-results";
import { createOpportunity } from "../board/fixtures";

let t: TestDb;
afterEach(() => t?.cleanup());

const env = testEnv({ SITE_URL: "https://careers.example.org" });
const DAY = 86_400_000;

function addCounts(db: Db, key: number, day: string, views: number, applyClicks: number) {
  db.$client.prepare("INSERT INTO listing_daily_stats (listing_key, day, views, apply_clicks) VALUES (?, ?, ?, ?)").run(key, day, views, applyClicks);
}

/** A published fellowship with a poster email and its manage token, through the real API. */
async function publishedWithToken() {
  const request = new Request("http://localhost/api/opportunities", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(validApiPayload({ posterEmail: "poster@example.org" })),
  });
  const response = await settle(() => apiAction({ request, context: testContext(t.db, { env }), params: {} } as never));
  const id = (response.data as { id: number }).id;
  const token = /\/manage\/([A-Za-z0-9_-]{43})/.exec(outboxMails(t.db, env).at(-1)!.text)![1]!;
  changeOpportunityStatus(t.db, { id: insertUser(t.db) }, id, "published", { notify: env });
  return { id, token };
}

describe("the poster's numbers", () => {
  it("shows totals and the last 30 days, and the same numbers as CSV", async () => {
    t = createSubmissionTestDb();
    const { id, token } = await publishedWithToken();
    const today = utcDay();
    addCounts(t.db, id, today, 5, 2);
    const page = (await manageRoute.loader({ request: new Request(`http://localhost/manage/${token}`), context: testContext(t.db, { env }), params: { token } } as never)) as Awaited<
      ReturnType<typeof manageRoute.loader>
    >;
    expect(page.stats?.totals).toEqual({ views: 5, applyClicks: 2 });
    expect(page.stats?.days.at(-1)).toEqual({ date: today, views: 5, applyClicks: 2 });
    const csv = (await statsCsvRoute.loader({ context: testContext(t.db, { env }), params: { token } } as never)) as Response;
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("cache-control")).toContain("no-store");
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe("date,views,apply_clicks");
    expect(lines.at(-1)).toBe(`${today},5,2`);
    const unknown = await settle(() => statsCsvRoute.loader({ context: testContext(t.db, { env }), params: { token: "x".repeat(43) } } as never));
    expect(unknown.status).toBe(404);
  });

  it("lists every day since publication, zeros included, at most 30", () => {
    t = createSubmissionTestDb();
    const now = Date.UTC(2030, 4, 20, 12);
    expect(listingDailyCounts(t.db, 1, new Date(now - 2 * DAY), { now }).map((d) => d.date)).toEqual(["2030-05-18", "2030-05-19", "2030-05-20"]);
    expect(listingDailyCounts(t.db, 1, new Date(now - 90 * DAY), { now })).toHaveLength(30);
  });

  it("compares with the median of similar listings over their first days", () => {
    t = createSubmissionTestDb();
    const now = Date.UTC(2030, 4, 20, 12);
    const posted = (daysAgo: number) => new Date(now - daysAgo * DAY);
    const own = createOpportunity(t.db, { title: "Own intern", category: "data", postedAt: posted(2) });
    const peerViews = [10, 40, 90];
    peerViews.forEach((views, i) => {
      const peer = createOpportunity(t.db, { title: `Peer intern ${i}`, category: "data", postedAt: posted(20) });
      addCounts(t.db, peer.id, utcDay(now - 20 * DAY), views, i);
      addCounts(t.db, peer.id, utcDay(now - 10 * DAY), 1000, 100); // after their first 3 days: not compared
    });
    createOpportunity(t.db, { title: "Design intern", category: "design", postedAt: posted(20) });
    addCounts(t.db, own.id, utcDay(now), 7, 1);
    expect(similarListings(t.db, own.id, now)).toEqual({ days: 3, peers: 3, views: 40, applyClicks: 1, own: { views: 7, applyClicks: 1 } });
    // Two peers are too few to compare.
    t.db.delete(opportunities).where(eq(opportunities.title, "Peer intern 0")).run();
    expect(similarListings(t.db, own.id, now)).toBeNull();
  });

  it("tells the totals in the closing notice", async () => {
    t = createSubmissionTestDb();
    const { id } = await publishedWithToken();
    addCounts(t.db, id, utcDay(), 140, 18);
    t.db.update(opportunities).set({ expiresAt: new Date(Date.now() - 2 * DAY) }).where(eq(opportunities.id, id)).run();
    expect(queueClosedNotices(t.db, env)).toBe(1);
    expect(outboxMails(t.db, env).at(-1)!.text).toContain("While it was listed: 140 views, 18 apply clicks.");
  });
});
