/** The phone's lists (phone-lists.ts) for React pages: hooks that follow their changes. */
import { useSyncExternalStore } from "react";
import { EMPTY, recentListings, savedListings, subscribe } from "./phone-lists";
import type { SavedListing } from "./saved-listing";

export { clearSavedListings, mergeSavedListings, rememberViewed, removeListing, saveListing } from "./phone-lists";

/** The saved list; empty in the server HTML and during hydration. */
export function useSavedListings(): SavedListing[] {
  return useSyncExternalStore(subscribe, savedListings, () => EMPTY);
}

export function useRecentListings(): SavedListing[] {
  return useSyncExternalStore(subscribe, recentListings, () => EMPTY);
}
