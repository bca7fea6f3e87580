/** The Reports tab's form action: one decision on one listing's open reports. */
import { redirectWithError, redirectWithSuccess } from "remix-toast";
import type { Db } from "../../db/client.server";
import { redirectWithRefusal } from "../moderation/page-actions.server";
import type { Actor } from "../opportunities/write.server";
import { DECISION_DONE, decideListingReports } from "./reports.server";
import { reportDecisionSchema } from "./schema";

export const REPORTS_TEXT = {
  updated: "Reports updated",
  failed: "Report decision failed",
} as const;

export async function handleReportDecision(db: Db, actor: Actor, form: FormData, back: string) {
  const parsed = reportDecisionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return redirectWithError(back, { message: REPORTS_TEXT.failed, description: parsed.error.issues[0]?.message });
  }
  const { opportunityId, jobId, decision, note } = parsed.data;
  const target = jobId === undefined ? { kind: "opportunity" as const, id: opportunityId as number } : { kind: "job" as const, id: jobId };
  try {
    decideListingReports(db, actor, target, decision, { note });
  } catch (error) {
    return redirectWithRefusal(back, error, REPORTS_TEXT.failed);
  }
  return redirectWithSuccess(back, { message: REPORTS_TEXT.updated, description: DECISION_DONE[decision] });
}
