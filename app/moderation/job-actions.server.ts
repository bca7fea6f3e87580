/**
 * The job actions posted from the Pending Approvals and Legacy Job Listings pages
 * (intent + id), turned into the spec's toasts (§8).
 */
import { redirectWithError, redirectWithSuccess } from "remix-toast";
import type { Db } from "../../db/client.server";
import type { Actor } from "../opportunities/write.server";
import { changeJobStatus, setJobFeatured } from "./jobs.server";
import { MODERATION_TEXT } from "./messages";
import { positiveInt, redirectWithRefusal } from "./page-actions.server";

const OUTCOME: Record<string, string> = {
  approve: "The job was approved and is now published on the board.",
  "approve-draft": "The job was approved and is now a draft: publish it to show it on the board.",
  reject: "The job was rejected.",
  publish: "The job is now published on the board.",
  unpublish: "The job was unpublished and is now a draft.",
};

export async function handleJobIntent(db: Db, actor: Actor, form: FormData, back: string): Promise<Response> {
  const id = positiveInt(form.get("id"));
  const intent = form.get("intent");
  if (intent === "status") {
    if (!id) return redirectWithError(back, { message: MODERATION_TEXT.updateFailed, description: "Job not found" });
    try {
      const { action, to } = changeJobStatus(db, actor, id, String(form.get("to") ?? ""));
      const outcome = action === "approve" && to === "draft" ? "approve-draft" : action;
      return redirectWithSuccess(back, { message: MODERATION_TEXT.jobUpdated, description: OUTCOME[outcome] });
    } catch (error) {
      return redirectWithRefusal(back, error, MODERATION_TEXT.updateFailed);
    }
  }
  if (intent === "featured") {
    if (!id) return redirectWithError(back, { message: MODERATION_TEXT.updateFailed, description: "Job not found" });
    try {
      setJobFeatured(db, actor, id, form.get("featured") === "true");
      return redirectWithSuccess(back, MODERATION_TEXT.featuredStatusUpdated);
    } catch (error) {
      return redirectWithRefusal(back, error, MODERATION_TEXT.updateFailed);
    }
  }
  return redirectWithError(back, { message: MODERATION_TEXT.updateFailed, description: "Unknown action" });
}
