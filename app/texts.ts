/**
 * Every interface text, assembled at the top of the house beside the route table (docs/decisions/331):
 * each capability owns its texts.ts (ids and English); the languages' PO catalogues
 * (app/i18n/locales/{code}.po) hold their translations. Converting a capability: turn its texts.ts into
 * `defineTexts("capability", {...})`, list it here, add its pages to app/i18n/page-catalogues.ts, run
 * `npm run messages:extract` (the catalogues gain its ids) and, after translating, `npm run messages`.
 */
import { CAUSE_TEXTS } from "~/causes/texts";
import { SHELL_TEXTS } from "~/components/texts";
import { OPPORTUNITY_TEXTS } from "~/opportunities/texts";
import { SHARING_TEXTS } from "~/sharing/texts";
import { TRUST_TEXTS } from "~/trust/texts";
import { flattenTexts } from "./i18n/define-texts";
// Posters: /submit, /manage and their mails (decisions 281-283).
import { SUBMISSION_TEXTS } from "~/submissions/texts";
import { POSTER_TEXTS } from "~/posters/texts";
import { POSTER_MAIL_TEXTS } from "~/posters/mail-texts";

// Seekers and trust (decision 285): alerts, the board search in words, reports, organisations; About and Terms (287).
import { ALERT_MAIL_TEXTS, ALERT_PAGE_TEXTS, ALERT_TEXTS } from "~/alerts/texts";
import { IN_WORDS_TEXTS } from "~/opportunities/texts";
import { ORGANIZATION_TEXTS } from "~/organizations/texts";
import { REPORT_TEXTS } from "~/trust/report-texts";
import { ABOUT_TEXTS, TERMS_SECTION_TEXTS, TERMS_TEXTS } from "~/content/texts";

// Saved listings and reading offline (decision 269).
import { DATA_SAVER_TEXTS, MANIFEST_TEXTS, SAVE_BUTTON_TEXTS, WORKER_TEXTS } from "~/offline/texts";
import { OFFLINE_TEXTS, SAVED_LIST_TEXTS, SAVED_PAGE_TEXTS, SAVED_REMINDER_TEXTS, SAVED_TOASTS } from "~/offline/page-texts";
// The poster's views and apply clicks on the manage page (decision 269).
import { POSTER_STATS_TEXTS } from "~/insights/texts";
// Content (decision 267): the blog, the features preview, the RSS feeds.
import { BLOG_TEXTS, FEATURES_PREVIEW_TEXTS } from "~/content/texts";
import { FEED_TEXTS } from "~/feeds/texts";
// Who can apply and on what terms (docs/who-can-apply.md).
import { WHO_TEXTS } from "~/eligibility/texts";
// The board on other sites (docs/decisions/393): the embeds and the snippet to copy.
import { EMBED_TEXTS } from "~/feeds/embed-texts";

// Personal data (docs/personal-data.md): "My data", the address lines, the privacy notice.
import { ADDRESS_USE_TEXTS } from "~/privacy/address-use-texts";
import { PRIVACY_MAIL_TEXTS, PRIVACY_NOTICE_TEXTS, PRIVACY_TEXTS } from "~/privacy/texts";

const CONTENT_TEXTS = [BLOG_TEXTS, FEATURES_PREVIEW_TEXTS, FEED_TEXTS, EMBED_TEXTS];
const SAVED_TEXTS = [SAVE_BUTTON_TEXTS, SAVED_PAGE_TEXTS, SAVED_LIST_TEXTS, SAVED_REMINDER_TEXTS, SAVED_TOASTS, OFFLINE_TEXTS, DATA_SAVER_TEXTS, WORKER_TEXTS, MANIFEST_TEXTS];

const SEEKER_TEXTS = [ALERT_TEXTS, ALERT_PAGE_TEXTS, ALERT_MAIL_TEXTS, IN_WORDS_TEXTS, REPORT_TEXTS, ORGANIZATION_TEXTS, ABOUT_TEXTS, TERMS_TEXTS, TERMS_SECTION_TEXTS];

export const ENGLISH_MESSAGES: Record<string, string> = flattenTexts([
  SHELL_TEXTS,
  OPPORTUNITY_TEXTS,
  SHARING_TEXTS,
  TRUST_TEXTS,
  // Posters (decisions 281-283).
  SUBMISSION_TEXTS,
  POSTER_TEXTS,
  POSTER_MAIL_TEXTS,
  ...SEEKER_TEXTS,
  CAUSE_TEXTS,
  ...CONTENT_TEXTS,
  // Saved listings and reading offline (decision 269).
  ...SAVED_TEXTS,
  POSTER_STATS_TEXTS,
  ADDRESS_USE_TEXTS,
  PRIVACY_TEXTS,
  PRIVACY_MAIL_TEXTS,
  PRIVACY_NOTICE_TEXTS,
  WHO_TEXTS,
]);
