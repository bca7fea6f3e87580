/** Sharing's user-facing texts (docs/decisions/183-texts-per-capability.md). */
export const SHARING_TEXTS = {
  heading: "Share this opportunity",
  whatsApp: "Share on WhatsApp",
  opensInNewTab: " (opens in a new tab)",
  copyLink: "Copy link",
  share: "Share…",
  link: "Link: ",
  copied: "Link copied.",
  copyFailed: "Could not copy: select the link above and copy it.",
} as const;
