/**
 * The submission form's checks in the browser: the same schema as the server's,
 * in a chunk of its own that /submit loads when the visitor first focuses the form;
 * its messages in the page's language.
 */
import type { Translator } from "~/i18n/translate";
import { parseSubmission, submissionSchema } from "./schema";

export function validateSubmission(formData: FormData, t: Translator["t"]) {
  return parseSubmission(formData, t, submissionSchema);
}
