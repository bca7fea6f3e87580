/**
 * The words of saving and offline reading that every page may show, as messages
 * (docs/decisions/269; the Hindi is in app/i18n/hi-saved.ts): the Save button and the header's
 * link, and two the server writes (the data saver line, the service worker's note). The Saved
 * and offline pages' own words are in page-texts.ts, so other pages' scripts do not carry them.
 * The import is relative: the service worker's build (app/offline/build.ts, run by
 * vite.config.ts) reads the note from here.
 */
import { defineTexts } from "../i18n/define-texts";

/** The Save button of cards and listing pages, and the header's link: on every page (the shell's part of each catalogue). */
export const SAVE_BUTTON_TEXTS = defineTexts("saved.shell", {
  /**
   * The visible word, and with the listing's title element the button's accessible name (decision 352).
   * With JavaScript it is a toggle (the state in aria-pressed); without, the server cannot know the
   * phone's list, so the button always offers Save.
   */
  save: "Save",
  saved: "Saved",
  /** The header's link once the phone's list has listings; without, it is "Saved". */
  linkCount: "Saved ({count})",
});

/** The root's line under the header when the browser asks to save data (written by the root loader). */
export const DATA_SAVER_TEXTS = /* @__PURE__ */ defineTexts("saved.dataSaver", {
  note: "Data saver is on: organisation logos are not loaded, nothing else is left out.",
});

/** The installed app's words in each language's manifest (/hi/manifest.webmanifest; written by the server). */
export const MANIFEST_TEXTS = /* @__PURE__ */ defineTexts("saved.manifest", {
  name: "{siteName}",
  shortName: "{shortName}",
  description: "Internships, fellowships and courses with organisations working for social impact.",
});

/** The note the service worker puts on a listing served from the phone's copy (put in at build time). */
export const WORKER_TEXTS = /* @__PURE__ */ defineTexts("saved.worker", {
  copyNote: "Saved copy from {date}; you are offline",
});

