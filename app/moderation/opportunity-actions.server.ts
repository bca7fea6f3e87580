/**
 * The opportunity actions posted from the Opportunities list and the Pending
 * Approvals queue (intent + id), turned into the spec's toasts (§8).
 */
import { redirectWithError, redirectWithSuccess } from "remix-toast";
import type { Db } from "../../db/client.server";
import type { Env } from "../lib/env.server";
import { changeOpportunityStatus, setOpportunityFeatured, type Actor } from "../opportunities/write.server";
import { MODERATION_TEXT } from "./messages";
import { positiveInt, redirectWithRefusal } from "./page-actions.server";
import { STATUS_LABELS } from "./transitions";

/** `notify`: the environment for the poster's status mail. */
export async function handleOpportunityIntent(db: Db, actor: Actor, form: FormData, back: string, notify: Env): Promise<Response> {
  const id = positiveInt(form.get("id"));
  const intent = form.get("intent");
  if (intent === "status") {
    if (!id)
      return redirectWithError(back, { message: MODERATION_TEXT.statusFailed, description: "Opportunity not found" });
    try {
      const reason = form.get("rejectionReason");
      const { to } = changeOpportunityStatus(db, actor, id, String(form.get("to") ?? ""), {
        rejectionReason: typeof reason === "string" ? reason : null,
        notify,
      });
      return redirectWithSuccess(back, {
        message: MODERATION_TEXT.statusUpdated,
        description: `The opportunity is now ${STATUS_LABELS[to]?.toLowerCase() ?? to}.`,
      });
    } catch (error) {
      return redirectWithRefusal(back, error, MODERATION_TEXT.statusFailed);
    }
  }
  if (intent === "featured") {
    if (!id)
      return redirectWithError(back, { message: MODERATION_TEXT.featureFailed, description: "Opportunity not found" });
    try {
      setOpportunityFeatured(db, actor, id, form.get("featured") === "true");
      return redirectWithSuccess(back, MODERATION_TEXT.featureUpdated);
    } catch (error) {
      return redirectWithRefusal(back, error, MODERATION_TEXT.featureFailed);
    }
  }
  return redirectWithError(back, { message: MODERATION_TEXT.statusFailed, description: "Unknown action" });
}
