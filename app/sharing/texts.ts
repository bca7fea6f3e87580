/** Sharing's user-facing texts (docs/decisions/183-texts-per-capability.md); the Hindi is in app/i18n/hi.ts (decision 280). */
import { defineTexts } from "~/i18n/define-texts";

export const SHARING_TEXTS = defineTexts("sharing", {
  heading: "Share this opportunity",
  whatsApp: "Share on WhatsApp",
  opensInNewTab: " (opens in a new tab)",
  copyLink: "Copy link",
  share: "Share…",
  link: "Link: ",
  copied: "Link copied.",
  copyFailed: "Could not copy: select the link above and copy it.",
  /** The message a WhatsApp share starts with. */
  whatsAppText: "{title} {url}",
});
