/**
 * The add and edit attribute pages' action: the form checked with its schema, saved, and
 * answered the same way on both (400 with the first problem, 409 with the refusal on the
 * name field, else back to the list with a success toast).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { href } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import { readForm } from "~/lib/api.server";
import { formFailure, refusalToast } from "./page-actions.server";
import type { attributeDefinitionSchema } from "./schemas";

type AttributeInput = ReturnType<ReturnType<typeof attributeDefinitionSchema>["parse"]>;

export async function saveAttributeForm(
  request: Request,
  schema: ReturnType<typeof attributeDefinitionSchema>,
  failed: string,
  save: (value: AttributeInput) => void,
  saved: (value: AttributeInput) => { message: string; description: string },
) {
  const submission = parseWithZod(await readForm(request), { schema });
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).flat()[0] ?? "Please correct the highlighted fields.";
    return formFailure({ result: submission.reply() }, { message: failed, description: first }, 400);
  }
  try {
    save(submission.value);
  } catch (error) {
    const toast = refusalToast(error, failed);
    return formFailure({ result: submission.reply({ fieldErrors: { name: [toast.description] } }) }, toast, 409);
  }
  return redirectWithSuccess(href("/admin/attributes"), saved(submission.value));
}
