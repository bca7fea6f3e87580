/**
 * The public board shows exactly what was published: a moderation decision is
 * visible at once. The board's rule (public-side.md §7, issue 3) is "published
 * and not expired", over both kinds of listing, searched through listing_search.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as statusRoute from "../../../app/routes/api/admin/opportunity-status";
import * as approvalRoute from "../../../app/routes/api/admin/job-approval";
import { createTestDb, type TestDb } from "../../support/db";
import { adminSetup, callApi, insertJob, insertOpportunity } from "./helpers";

let t: TestDb;
let s: Awaited<ReturnType<typeof adminSetup>>;
beforeEach(async () => {
  t = createTestDb();
  s = await adminSetup(t.db);
});
afterEach(() => t.cleanup());

/** What a visitor finds for `query`: published, unexpired listings of both kinds matching the text. */
function publicSearch(query: string): string[] {
  return (
    t.db.$client
      .prepare(
        `select coalesce(o.slug, j.slug) as slug
           from listing_search s
           left join opportunities o on s.rowid > 0 and o.id = s.rowid
           left join job_listings j on s.rowid < 0 and j.id = -s.rowid
          where listing_search match ?
            and ((o.id is not null and o.status = 'published' and o.archived = 0
                  and (o.expires_at is null or o.expires_at > ?))
              or (j.id is not null and j.status = 'published' and j.archived = 0
                  and (j.application_deadline is null or j.application_deadline > ?)))`,
      )
      .all(query, Date.now(), Date.now()) as { slug: string }[]
  ).map((r) => r.slug);
}

describe("moderation decisions reach the public board at once", () => {
  it("an approved opportunity appears; an unpublished one leaves", async () => {
    const { id, slug } = insertOpportunity(t.db, { status: "pending", title: "Mangrove nursery intern" });
    expect(publicSearch("mangrove")).toEqual([]);
    const change = (status: string) =>
      callApi(statusRoute, { method: "PATCH", path: `/api/admin/opportunities/${id}/status`, params: { id: String(id) }, context: s.context, cookie: s.adminCookie, json: { id, status } });
    expect((await change("published")).status).toBe(200);
    expect(publicSearch("mangrove")).toEqual([slug]);
    expect((await change("draft")).status).toBe(200);
    expect(publicSearch("mangrove")).toEqual([]);
  });

  it("a legacy job appears only once published (approval alone makes a draft)", async () => {
    const { id, slug } = insertJob(t.db, { status: "pending", positionTitle: "Braille transcription volunteer" });
    const change = (status: string) =>
      callApi(approvalRoute, { method: "PATCH", path: `/api/admin/jobs/${id}/approval`, params: { id: String(id) }, context: s.context, cookie: s.adminCookie, json: { status } });
    await change("draft");
    expect(publicSearch("braille")).toEqual([]);
    await change("published");
    expect(publicSearch("braille")).toEqual([slug]);
    await change("draft");
    expect(publicSearch("braille")).toEqual([]);
  });
});
