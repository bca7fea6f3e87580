/** The category form's action, shared by the add form (Categories tab) and the edit page. */
import { parseWithZod } from "@conform-to/zod/v4";
import { redirectWithSuccess } from "remix-toast";
import type { Db } from "../../db/client.server";
import type { Actor } from "../opportunities/write.server";
import { createCategory, updateCategory } from "./categories.server";
import { MODERATION_TEXT } from "./messages";
import { formFailure, refusalToast } from "./page-actions.server";
import { CATEGORY_MESSAGES, categorySchema } from "./schemas";

/**
 * Without JavaScript the picker (`colorPicker`) and the hex field (`color`) are
 * both sent: the hex field wins unless only the picker changed.
 */
function pickColor(form: FormData) {
  const initial = String(form.get("colorInitial") ?? "");
  const hex = String(form.get("color") ?? "");
  const picker = String(form.get("colorPicker") ?? "");
  if (picker && hex.toLowerCase() === initial.toLowerCase() && picker.toLowerCase() !== initial.toLowerCase()) {
    form.set("color", picker);
  }
}

export async function saveCategoryForm(
  db: Db,
  actor: Actor,
  form: FormData,
  options: { id?: number; redirectTo: string },
) {
  pickColor(form);
  const submission = parseWithZod(form, { schema: categorySchema });
  const failedTitle = options.id ? MODERATION_TEXT.updateFailed : MODERATION_TEXT.creationFailed;
  if (submission.status !== "success") {
    const nameError = submission.error?.name?.[0];
    const toast =
      nameError === CATEGORY_MESSAGES.nameEmpty
        ? { message: MODERATION_TEXT.validationError, description: CATEGORY_MESSAGES.nameEmpty }
        : { message: failedTitle, description: Object.values(submission.error ?? {}).flat()[0] ?? "Invalid category" };
    return formFailure({ result: submission.reply() }, toast, 400);
  }
  try {
    const saved = options.id
      ? updateCategory(db, actor, options.id, submission.value)
      : createCategory(db, actor, submission.value);
    return redirectWithSuccess(options.redirectTo, {
      message: options.id ? MODERATION_TEXT.categoryUpdated : MODERATION_TEXT.categoryCreated,
      description: `“${saved.name}”`,
    });
  } catch (error) {
    const toast = refusalToast(error, failedTitle);
    return formFailure({ result: submission.reply({ fieldErrors: { name: [toast.description] } }) }, toast, 409);
  }
}
