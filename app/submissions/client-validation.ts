/**
 * The submission form's checks in the browser: the same schema as the server's,
 * in a chunk of its own that /submit loads when the visitor first focuses the form.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { submissionSchema } from "./schema";

export function validateSubmission(formData: FormData) {
  return parseWithZod(formData, { schema: submissionSchema });
}
