/** The words of saving and offline reading, defined once (server, client and service worker pages). */
export const SAVED_TEXT = {
  heading: "Saved listings",
  lead: "Your list lives on this phone (in this browser): no account, nothing about it is kept on our server.",
  empty: "You have not saved any listings yet. Tap Save on a listing to keep it here.",
  save: "Save",
  saved: "Saved",
  remove: "Remove",
  removeAll: "Remove all",
  savedToast: "Saved. Your list is under Saved at the top of the page.",
  removedToast: "Removed from your saved listings.",
  clearedToast: "Your saved listings were removed.",
  unknownListing: "That listing does not exist or has been removed.",
  open: "Open",
  closed: "Closed",
  gone: "No longer on the board",
  dataSaver: "Data saver is on: organisation logos are not loaded, nothing else is left out.",
  applyBy: (date: string) => `Apply by ${date}`,
} as const;

export const OFFLINE_TEXT = {
  heading: "You are offline",
  lead: "This page needs the network. These listings are kept on this phone and open without it:",
  saved: "Saved listings",
  recent: "Recently viewed",
  none: "No listings are kept on this phone yet. Open or save listings while you are online to read them offline.",
  retry: "Try again",
} as const;

/** The note the service worker puts on a listing served from the phone's copy. */
export const offlineCopyNote = (date: string) => `Saved copy from ${date}; you are offline`;
