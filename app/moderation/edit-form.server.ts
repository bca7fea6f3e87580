/**
 * Reading a moderation edit form (the legacy job editor, the opportunity
 * editor): the body with its optional logo file, the one schema, and the
 * refusal that re-renders the same page with the messages, with or without
 * JavaScript. A logo file comes with the form when JavaScript is off; with it,
 * the file goes to POST /api/admin/upload at once and the form carries the URL.
 * Both ways are checked by `storeLogo` (content sniffing, 2 MB, re-encoding).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { Db } from "../../db/client.server";
import { readForm } from "../lib/api.server";
import { ListingError } from "../opportunities/write.server";
import { MODERATION_TEXT } from "./messages";
import { formFailure, refusalToast } from "./page-actions.server";
import { MAX_LOGO_BYTES, storeLogo } from "./upload.server";

/** The file input's name; the URL field it fills is the form's own. */
export const LOGO_FILE_FIELD = "logo";

interface EditFormOptions<S extends z.ZodType> {
  schema: S;
  /** The text field that holds the logo URL (filled with the stored upload's URL). */
  logoField: string;
  /** The body limit without the logo file. */
  limit: number;
  /** The spec's toast title of a refused save ("Update failed"). */
  failedTitle: string;
}

/**
 * The form's validated value, or the refusal to return from the action (a 4xx
 * with the field messages; a refused file stores nothing and names the file
 * input). An accepted file is stored before the other fields are checked, so
 * the re-rendered form keeps its URL while another field is corrected.
 */
export async function readEditForm<S extends z.ZodType>(
  request: Request,
  db: Db,
  { schema, logoField, limit, failedTitle }: EditFormOptions<S>,
) {
  const formData = await readForm(request, { limit: limit + MAX_LOGO_BYTES });
  const file = formData.get(LOGO_FILE_FIELD);
  formData.delete(LOGO_FILE_FIELD);
  if (file instanceof File && file.size > 0) {
    try {
      formData.set(logoField, (await storeLogo(db, file)).url);
    } catch (error) {
      const toast = refusalToast(error, MODERATION_TEXT.uploadFailed, MODERATION_TEXT.failedUploadImage);
      const result = parseWithZod(formData, { schema }).reply({ fieldErrors: { [LOGO_FILE_FIELD]: [toast.description] } });
      return { failure: formFailure({ result }, toast, error instanceof ListingError ? error.status : 500) } as const;
    }
  }
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    return {
      failure: formFailure(
        { result: submission.reply() },
        { message: failedTitle, description: "Please correct the highlighted fields." },
        400,
      ),
    } as const;
  }
  return { value: submission.value as z.output<S>, formData, failure: null } as const;
}
