/**
 * The translated capabilities: each texts.ts here is part of the catalogue (ids and
 * English text); app/i18n/hi.ts holds their Hindi. Converting a capability: turn its
 * texts.ts into `defineTexts("capability", {...})`, list it here, add its Hindi to hi.ts,
 * add its pages to page-catalogues.ts, run `npm run messages` (docs/decisions/280, 264).
 */
import { CAUSE_TEXTS } from "~/causes/texts";
import { SHELL_TEXTS } from "~/components/texts";
import { OPPORTUNITY_TEXTS } from "~/opportunities/texts";
import { SHARING_TEXTS } from "~/sharing/texts";
import { TRUST_TEXTS } from "~/trust/texts";
import { flattenTexts } from "./define-texts";

export const ENGLISH_MESSAGES: Record<string, string> = flattenTexts([SHELL_TEXTS, OPPORTUNITY_TEXTS, SHARING_TEXTS, TRUST_TEXTS, CAUSE_TEXTS]);
