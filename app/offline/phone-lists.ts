/**
 * The lists kept on the phone when JavaScript runs (localStorage): the saved listings
 * and the recently viewed ones the offline page offers. Nothing of it reaches the server.
 * Plain DOM, no React: React pages read it through phone-store.ts, read pages through
 * their small script (app/light).
 */
import { localeOfPath, localizePath } from "~/i18n/locales";
import { SAVED_LIMIT, type SavedListing } from "./saved-listing";

const SAVED_KEY = "ic-saved";
const RECENT_KEY = "ic-recent";
const RECENT_LIMIT = 60;
export const EMPTY: SavedListing[] = [];
const listeners = new Set<() => void>();
const parsed = new Map<string, { raw: string | null; list: SavedListing[] }>();

function read(key: string): SavedListing[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return EMPTY; // storage blocked: nothing is kept
  }
  const cached = parsed.get(key);
  if (cached && cached.raw === raw) return cached.list;
  let list = EMPTY;
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(value)) list = value.filter((item): item is SavedListing => typeof item?.path === "string" && typeof item?.title === "string");
  } catch {
    // a damaged entry counts as empty
  }
  parsed.set(key, { raw, list });
  return list;
}

function write(key: string, list: SavedListing[]) {
  try {
    localStorage.setItem(key, JSON.stringify(list));
  } catch {
    // full or blocked storage: the list stays as it was
  }
  for (const listener of listeners) listener();
}

/** Calls `listener` when a list changes, here or in another tab; returns the unsubscribe. */
export function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => (event.key === SAVED_KEY || event.key === RECENT_KEY) && listener();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export const savedListings = () => read(SAVED_KEY);
export const recentListings = () => read(RECENT_KEY);

export function saveListing(listing: SavedListing) {
  const rest = savedListings().filter((item) => item.path !== listing.path);
  write(SAVED_KEY, [{ ...listing, savedAt: Date.now() }, ...rest].slice(0, SAVED_LIMIT));
  keepForOffline(listing.path);
}

export function removeListing(path: string) {
  write(SAVED_KEY, savedListings().filter((item) => item.path !== path));
}

export function clearSavedListings() {
  write(SAVED_KEY, []);
}

/** Adds the list saved without JavaScript (the cookie's), keeping what the phone has. */
export function mergeSavedListings(listings: SavedListing[]) {
  const mine = savedListings();
  const known = new Set(mine.map((item) => item.path));
  // When they were saved is unknown: after the phone's own, in the cookie's order.
  const before = Math.min(Date.now(), ...mine.map((item) => item.savedAt ?? Date.now()));
  const added = listings.filter((item) => !known.has(item.path)).map((item, i) => ({ ...item, savedAt: before - 1 - i }));
  if (added.length > 0) write(SAVED_KEY, [...mine, ...added].sort((a, b) => (b.savedAt ?? 0) - (a.savedAt ?? 0)).slice(0, SAVED_LIMIT));
  for (const item of added) keepForOffline(item.path);
}

/** Remembers a listing the visitor opened, for the offline page; the service worker keeps its page. */
export function rememberViewed(listing: SavedListing) {
  const rest = recentListings().filter((item) => item.path !== listing.path);
  write(RECENT_KEY, [{ ...listing, savedAt: Date.now() }, ...rest].slice(0, RECENT_LIMIT));
  keepForOffline(listing.path);
}

/**
 * Asks the service worker to keep a listing's page, in the language of the page the visitor
 * is on (/hi/… on Hindi pages, decision 269): a page reached by a client-side navigation, or
 * opened before the worker controlled it (a first visit), never went through the worker.
 * The message waits for the active worker (`ready`), not for one controlling this page, so a
 * listing saved on the first visit is kept as soon as the worker has installed.
 */
function keepForOffline(path: string) {
  const keep = localizePath(path, localeOfPath(location.pathname));
  void navigator.serviceWorker?.ready.then((registration) => registration.active?.postMessage({ keep }));
}
