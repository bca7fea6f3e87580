/**
 * The public board shows exactly what was published: a moderation decision is
 * visible at once in the board's search.
 */
import { describe, expect, it } from "vitest";
import * as statusRoute from "../../../app/routes/api/admin/opportunity-status";
import * as approvalRoute from "../../../app/routes/api/admin/job-approval";
import { searchListings } from "../../../app/search/search.server";
import { HOME_DEFAULTS } from "../../../app/search/search-params";
import { useAdminTestDb } from "../../support/admin";
import { insertJob, insertOpportunity } from "./helpers";

const s = useAdminTestDb();

/** What a visitor finds for `query`: the board's own search, every type. */
function publicSearch(query: string): string[] {
  const { items } = searchListings(s.db, { ...HOME_DEFAULTS, type: "all", query }, { limit: 100 });
  return items.map((item) => item.slug);
}

describe("moderation decisions reach the public board at once", () => {
  it("an approved opportunity appears; an unpublished one leaves", async () => {
    const { id, slug } = insertOpportunity(s.db, {
      status: "pending",
      title: "Mangrove nursery intern",
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
    });
    expect(publicSearch("mangrove")).toEqual([]);
    const change = (status: string) =>
      s.asAdmin(statusRoute, {
        method: "PATCH",
        path: `/api/admin/opportunities/${id}/status`,
        params: { id: String(id) },
        json: { id, status },
      });
    expect((await change("published")).status).toBe(200);
    expect(publicSearch("mangrove")).toEqual([slug]);
    expect((await change("draft")).status).toBe(200);
    expect(publicSearch("mangrove")).toEqual([]);
  });

  it("a legacy job appears only once published (approval alone makes a draft)", async () => {
    const { id, slug } = insertJob(s.db, { status: "pending", positionTitle: "Braille transcription volunteer" });
    const change = (status: string) =>
      s.asAdmin(approvalRoute, {
        method: "PATCH",
        path: `/api/admin/jobs/${id}/approval`,
        params: { id: String(id) },
        json: { status },
      });
    await change("draft");
    expect(publicSearch("braille")).toEqual([]);
    await change("published");
    expect(publicSearch("braille")).toEqual([slug]);
    await change("draft");
    expect(publicSearch("braille")).toEqual([]);
  });
});
