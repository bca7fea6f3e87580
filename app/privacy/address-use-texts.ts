/**
 * The line under every field that takes an address: what it is used for (/submit and the report form
 * say it in their hints) and a link to the privacy notice. Its own module, so the forms' bundles take
 * only these words, not the "My data" pages' (texts.ts).
 */
import { defineTexts } from "~/i18n/define-texts";

export const ADDRESS_USE_TEXTS = defineTexts("privacy.addressUse", {
  alert: "We use your address only to send this alert; you can delete it any time.",
  notice: "Privacy notice",
});
