/** /admin/who/tag: open listings still at the defaults, ten at a time; saving one sets openTo and partTime and takes it off the list. */
import { describe, expect, it } from "vitest";
import * as tagPage from "../../../app/routes/admin/who-tag";
import { whoUntagged } from "../../../app/eligibility/tagging.server";
import { createOpportunity } from "../board/fixtures";
import { useAdminTestDb } from "../../support/admin";
import { settle } from "../../support/route-results";

const s = useAdminTestDb();

describe("/admin/who/tag", () => {
  it("lists listings from before ten at a time and saves who can apply for one", async () => {
    for (let i = 0; i < 12; i++) createOpportunity(s.db, { title: `Older listing ${i}`, type: "internship" });
    const before = whoUntagged(s.db);
    expect(before.total).toBe(12);
    expect(before.items).toHaveLength(10);
    const id = before.items[0]!.id;
    const form = new FormData();
    form.set("id", String(id));
    form.append("openTo", "second-year");
    form.append("openTo", "third-year");
    form.set("partTime", "on");
    const res = (await s.postPage(tagPage.action, "/admin/who/tag", form)) as Response;
    expect(res.status).toBe(302);
    const row = s.db.$client.prepare("select open_to as openTo, part_time as partTime from opportunities where id = ?").get(id);
    expect(row).toEqual({ openTo: 2 | 4, partTime: 1 });
    const facet = s.db.$client.prepare("select open_to as openTo, part_time as partTime from listing_facets where key = ?").get(id);
    expect(facet).toEqual({ openTo: 6, partTime: 1 });
    expect(whoUntagged(s.db).total).toBe(11);
  });

  it("refuses an unknown year with a 400, storing nothing", async () => {
    const { id } = createOpportunity(s.db, { title: "Older listing", type: "internship" });
    const form = new FormData();
    form.set("id", String(id));
    form.append("openTo", "sixth-year");
    const { status } = await settle(() => s.postPage(tagPage.action, "/admin/who/tag", form));
    expect(status).toBe(400);
    expect(whoUntagged(s.db).total).toBe(1);
  });
});
