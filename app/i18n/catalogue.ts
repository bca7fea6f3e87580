/**
 * The translated capabilities: each texts.ts here is part of the catalogue (ids and
 * English text); app/i18n/hi.ts holds their Hindi. Converting a capability: turn its
 * texts.ts into `defineTexts("capability", {...})`, list it here, add its Hindi to hi.ts,
 * add its pages to page-catalogues.ts, run `npm run messages` (docs/decisions/280, 264).
 */
import { SHELL_TEXTS } from "~/components/texts";
import { OPPORTUNITY_TEXTS } from "~/opportunities/texts";
import { SHARING_TEXTS } from "~/sharing/texts";
import { TRUST_TEXTS } from "~/trust/texts";
import { flattenTexts } from "./define-texts";
// Posters: /submit, /manage and their mails (decisions 281-283).
import { SUBMISSION_TEXTS } from "~/submissions/texts";
import { POSTER_TEXTS } from "~/posters/texts";
import { POSTER_MAIL_TEXTS } from "~/posters/mail-texts";

export const ENGLISH_MESSAGES: Record<string, string> = flattenTexts([
  SHELL_TEXTS,
  OPPORTUNITY_TEXTS,
  SHARING_TEXTS,
  TRUST_TEXTS,
  // Posters (decisions 281-283).
  SUBMISSION_TEXTS,
  POSTER_TEXTS,
  POSTER_MAIL_TEXTS,
]);
