/**
 * The page the service worker shows for a page it has no copy of while the phone is
 * offline: the saved and recently viewed listings whose pages it keeps.
 */
import { useEffect, useState } from "react";
import { href, useSearchParams } from "react-router";
import { LocalLink } from "~/i18n/local-link";
import { useLocalePath, useT } from "~/i18n/translate";
import { safeRedirect } from "~/lib/safe-redirect";
import { useRecentListings, useSavedListings } from "./phone-store";
import { SavedList } from "./saved-list";
import type { SavedListing } from "./saved-listing";
import { OFFLINE_TEXTS as TEXT, SAVED_PAGE_TEXTS } from "./page-texts";

/** The service worker's cache of pages (also named in app/offline/offline-worker.js). */
const PAGES_CACHE = "pages";

/** The listings whose page (in this page's language: /hi/… on /hi/offline) the service worker keeps. */
function useKeptPaths(listings: SavedListing[]) {
  const [kept, setKept] = useState<Set<string> | null>(null);
  const local = useLocalePath();
  const paths = listings.map((item) => local(item.path)).join("\n");
  useEffect(() => {
    if (typeof caches === "undefined") return;
    let live = true;
    caches
      .open(PAGES_CACHE)
      .then((cache) => Promise.all(paths.split("\n").map(async (path) => ((await cache.match(path)) ? path : null))))
      .then((found) => live && setKept(new Set(found.filter((path): path is string => path !== null))))
      .catch(() => live && setKept(new Set()));
    return () => {
      live = false;
    };
  }, [paths]);
  return kept;
}

export function OfflinePage() {
  const [params] = useSearchParams();
  const t = useT();
  const local = useLocalePath();
  const from = safeRedirect(params.get("from"), local(href("/")));
  const saved = useSavedListings();
  const recent = useRecentListings();
  const savedPaths = new Set(saved.map((item) => item.path));
  const kept = useKeptPaths([...saved, ...recent]);
  const keptSaved = saved.filter((item) => kept?.has(local(item.path)) ?? true);
  const keptRecent = recent.filter((item) => !savedPaths.has(item.path) && (kept?.has(local(item.path)) ?? false));
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t(TEXT.heading)}</h1>
      <p className="mt-2 text-slate-700">{t(TEXT.lead)}</p>
      {keptSaved.length > 0 ? (
        <section className="mt-6">
          <h2 className="text-xl font-bold">{t(TEXT.saved)}</h2>
          <SavedList listings={keptSaved} label={t(TEXT.saved)} />
        </section>
      ) : null}
      {keptRecent.length > 0 ? (
        <section className="mt-6">
          <h2 className="text-xl font-bold">{t(TEXT.recent)}</h2>
          <SavedList listings={keptRecent} label={t(TEXT.recent)} />
        </section>
      ) : null}
      {keptSaved.length === 0 && keptRecent.length === 0 ? <p className="mt-6 text-slate-700">{t(TEXT.none)}</p> : null}
      <p className="mt-8">
        <a href={from} className="font-semibold text-brand-800 underline">
          {t(TEXT.retry)}
        </a>
        {" · "}
        <LocalLink to={href("/saved")} className="font-semibold text-brand-800 underline">
          {t(SAVED_PAGE_TEXTS.heading)}
        </LocalLink>
      </p>
    </main>
  );
}
