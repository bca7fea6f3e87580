/**
 * The script of the pages that ship no React (read pages: listings, organisations, causes,
 * About, Terms, the blog, content pages, the 404; docs/decisions/320). Plain DOM, one file
 * shared by all of them: it finds the parts the server rendered for it by their data-
 * attributes and does what React did there: Save in place (the phone's list, the worker
 * told), the header's Saved count, the listing remembered for offline reading, Copy link
 * and the share sheet, the one-line language offer, the header's menus, and the offline
 * page's lists of what the phone keeps.
 */
import { localeOfPath, localizePath } from "~/i18n/locales";
import { safeRedirect } from "~/lib/safe-redirect";
import { OFFLINE_LISTS, type OfflineRowWords } from "~/offline/offline-lists";
import { recentListings, rememberViewed, removeListing, saveListing, savedListings, subscribe } from "~/offline/phone-lists";
import type { SavedListing } from "~/offline/saved-listing";
import { formatDeadline, isClosed } from "~/opportunities/listing-rules";
import { markEnhanced } from "./enhanced";

const all = <T extends Element = HTMLElement>(selector: string) => Array.from(document.querySelectorAll<T & HTMLElement>(selector));
const labels = (element: HTMLElement) => JSON.parse(element.dataset.labels ?? "[]") as string[];
const isSaved = (path: string) => savedListings().some((item) => item.path === path);

/** Save toggles the phone's list in place; without this script the form posts to /saved. */
function enhanceSaveForms() {
  const forms = all<HTMLFormElement>("form[data-save]").map((form) => {
    const listing = JSON.parse(form.dataset.save!) as SavedListing;
    const button = form.querySelector("button")!;
    // The visible word; the button's accessible name (a hidden span naming the listing) stays.
    const word = button.querySelector<HTMLElement>("[aria-hidden]") ?? button;
    const [save, saved] = labels(form);
    const show = () => {
      const on = isSaved(listing.path);
      button.setAttribute("aria-pressed", String(on));
      button.value = on ? "remove" : "save";
      word.textContent = on ? saved! : save!;
    };
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      if (isSaved(listing.path)) removeListing(listing.path);
      else saveListing(listing);
    });
    if (form.hasAttribute("data-viewed")) rememberViewed(listing);
    return show;
  });
  const counts = all("a[data-saved-count]");
  const showCounts = () => {
    const count = savedListings().length;
    for (const link of counts) link.textContent = count > 0 ? link.dataset.savedCount!.replace("#", String(count)) : link.dataset.savedNone!;
  };
  const update = () => {
    forms.forEach((show) => show());
    showCounts();
  };
  update();
  subscribe(update);
}

/** Copy link and the native share sheet, shown once they can work. */
function enhanceShare() {
  for (const section of all("[data-share]")) {
    const url = section.dataset.share!;
    const status = section.querySelector<HTMLElement>("[data-share-status]")!;
    const [copied, failed] = labels(status);
    const copy = section.querySelector<HTMLButtonElement>("button[data-copy]");
    const share = section.querySelector<HTMLButtonElement>("button[data-native-share]");
    if (copy) {
      copy.hidden = false;
      copy.addEventListener("click", () =>
        navigator.clipboard.writeText(url).then(
          () => (status.textContent = copied!),
          () => (status.textContent = failed!),
        ),
      );
    }
    if (share && typeof navigator.share === "function") {
      share.hidden = false;
      share.addEventListener("click", () => void navigator.share({ title: share.dataset.title, url }).catch(() => undefined));
    }
    section.querySelector("input")?.addEventListener("focus", (event) => (event.currentTarget as HTMLInputElement).select());
  }
}

/** The language offer: shown when the browser lists its language before the page's, until closed. */
function offerLanguage() {
  const offers = all("[data-language-offer]");
  const tag = (language: string) => new RegExp(`^${language}\\b`, "i");
  // The browser's first listed language among the board's (the page's and those offered).
  const board = [document.documentElement.lang, ...offers.map((offer) => offer.lang)];
  const first = navigator.languages.find((language) => board.some((code) => tag(code).test(language)));
  const offer = offers.find((candidate) => first && tag(candidate.lang).test(first));
  if (!offer) return;
  const key = offer.dataset.languageOffer!;
  let closed = true;
  try {
    closed = localStorage.getItem(key) !== null;
  } catch {
    // storage blocked: never offered
  }
  if (closed) return;
  offer.hidden = false;
  const close = () => {
    localStorage.setItem(key, "1");
    offer.hidden = true;
  };
  for (const control of offer.querySelectorAll("a, button")) control.addEventListener("click", close);
}

/**
 * A <details> menu also closes on a click or focus outside, on Escape and on a link chosen. Its state is
 * the element's `open` alone: aria-expanded on a <summary> is invalid (decision 327).
 */
function enhanceMenus() {
  for (const details of all<HTMLDetailsElement>("details[data-menu]")) {
    const summary = details.querySelector("summary")!;
    const close = (returnFocus: boolean) => {
      details.open = false;
      if (returnFocus) summary.focus();
    };
    const outside = (event: Event) => details.open && !details.contains(event.target as Node) && close(false);
    details.addEventListener("click", (event) => (event.target as Element).closest("a[href]") && close(false));
    document.addEventListener("pointerdown", outside);
    document.addEventListener("focusin", outside);
    document.addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || !details.open) return;
      event.preventDefault();
      close(details.contains(document.activeElement));
    });
  }
}

/** The service worker's cache of pages (also named in app/offline/offline-worker.js). */
const PAGES_CACHE = "pages";

/** An element with its classes and children (text or elements). */
function element(tag: string, className: string, ...children: (Node | string)[]) {
  const node = document.createElement(tag);
  node.className = className;
  node.append(...children);
  return node;
}

/** One row of the offline page's lists, as the Saved page draws it (app/offline/saved-list.tsx). */
function listingRow(listing: SavedListing, words: OfflineRowWords, path: string, now: number) {
  const closed = listing.closed || (listing.deadline !== null && isClosed(new Date(listing.deadline), now));
  const link = element("a", "font-semibold text-brand-800 underline", listing.title) as HTMLAnchorElement;
  link.href = path;
  const deadline = listing.deadline ? words.applyBy.replace("{date}", formatDeadline(listing.deadline, words.dates)) : words.noDeadline;
  return element(
    "li",
    "flex flex-wrap items-start justify-between gap-3 p-4",
    element(
      "div",
      "min-w-0",
      link,
      element("p", "text-sm text-slate-700", `${listing.organization} · ${words.types[listing.type] ?? listing.type}`),
      element(
        "p",
        "text-sm text-slate-600",
        `${deadline} · `,
        element("span", closed ? "font-semibold text-amber-900" : "font-semibold text-emerald-800", closed ? words.closed : words.open),
      ),
    ),
  );
}

/**
 * The offline page (app/offline/offline-page.tsx): the saved listings, then the recently viewed ones,
 * whose page in this page's language the service worker keeps, each list shown when it has one; and
 * "Try again" back to the address the worker came from.
 */
async function fillOfflinePage() {
  const main = document.querySelector<HTMLElement>("[data-offline]");
  if (!main) return;
  const retry = main.querySelector<HTMLAnchorElement>("a[data-retry]");
  const from = new URLSearchParams(location.search).get("from");
  if (retry && from) retry.href = safeRedirect(from, retry.getAttribute("href")!);
  const words = JSON.parse(main.dataset.offline!) as OfflineRowWords;
  const locale = localeOfPath(location.pathname);
  const saved = savedListings();
  const savedPaths = new Set(saved.map((item) => item.path));
  const lists = { saved, recent: recentListings().filter((item) => !savedPaths.has(item.path)) };
  let kept = new Set<string>();
  try {
    const cache = await caches.open(PAGES_CACHE);
    const paths = [...lists.saved, ...lists.recent].map((item) => localizePath(item.path, locale));
    kept = new Set((await Promise.all(paths.map(async (path) => ((await cache.match(path)) ? path : null)))).filter((path) => path !== null));
  } catch {
    // no cache to read: nothing is listed
  }
  const now = Date.now();
  let shown = 0;
  for (const name of OFFLINE_LISTS) {
    const section = main.querySelector<HTMLElement>(`[data-offline-list="${name}"]`)!;
    const rows = lists[name]
      .map((listing) => ({ listing, path: localizePath(listing.path, locale) }))
      .filter(({ path }) => kept.has(path))
      .map(({ listing, path }) => listingRow(listing, words, path, now));
    section.querySelector("ul")!.replaceChildren(...rows);
    section.hidden = rows.length === 0;
    shown += rows.length;
  }
  main.querySelector<HTMLElement>("[data-offline-none]")!.hidden = shown > 0;
}

enhanceSaveForms();
enhanceShare();
offerLanguage();
enhanceMenus();
void fillOfflinePage();
markEnhanced();
