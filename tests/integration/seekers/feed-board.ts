/** The board both feed formats are tested on: open listings of two types and categories, one job, and the ones a feed leaves out. */
import type { Db } from "../../../db/client.server";
import { createJob, createOpportunity, DAY } from "../board/fixtures";

export function seedFeedBoard(db: Db, { withMarkupTitle = false } = {}) {
  createOpportunity(db, { title: "Design intern Delhi", category: "design", postedAt: new Date(Date.now() - 2 * DAY) });
  createOpportunity(db, { title: "Climate engineer intern", category: "engineering", postedAt: new Date(Date.now() - DAY) });
  createOpportunity(db, { title: "Unpaid design intern", category: "design", stipend: null, hasPaid: false });
  createOpportunity(db, { title: "Policy fellow", type: "fellowship", location: null, organization: "Policy Lab" });
  // A title that reads as markup: a feed carries it as text.
  if (withMarkupTitle) createOpportunity(db, { title: "R&D <intern>", category: "design", organization: "Policy Lab" });
  createOpportunity(db, { title: "Closed design intern", category: "design", expiresAt: new Date(Date.now() - 3 * DAY) });
  createOpportunity(db, { title: "Pending design intern", category: "design", status: "pending" });
  createJob(db, { title: "Legacy design job", category: "design" });
}
