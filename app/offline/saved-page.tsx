/**
 * /saved: the list saved without JavaScript comes from the cookie (server HTML); with
 * JavaScript the list on the phone is shown, and the cookie's list is moved onto the
 * phone the first time (docs/decisions/245).
 */
import { useEffect } from "react";
import { href, useFetcher } from "react-router";
import { useLocalePath, useT } from "~/i18n/translate";
import { useHydrated } from "~/lib/use-hydrated";
import { clearSavedListings, mergeSavedListings, removeListing, useSavedListings } from "./phone-store";
import { SavedList } from "./saved-list";
import type { SavedListing } from "./saved-listing";
import { SAVED_PAGE_TEXTS as TEXT } from "./page-texts";
import { ReminderForm, type ReminderState } from "./reminder-form";

const buttonClass =
  "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

export function SavedPage({ fromCookie, error, reminder }: { fromCookie: SavedListing[]; error?: string; reminder?: ReminderState }) {
  const hydrated = useHydrated();
  const onPhone = useSavedListings();
  const mover = useFetcher();
  const t = useT();
  // /saved or /hi/saved: the page's own action, which answers in its language.
  const self = useLocalePath()(href("/saved"));
  useEffect(() => {
    if (fromCookie.length === 0 || mover.state !== "idle" || mover.data) return;
    mergeSavedListings(fromCookie);
    // The cookie's list now lives on the phone: empty the cookie, so a later removal sticks.
    void mover.submit({ intent: "clear" }, { method: "post", action: self });
  }, [fromCookie, mover, self]);
  const listings = hydrated ? onPhone : fromCookie;
  const remove = (listing: SavedListing) => (
    <form
      method="post"
      action={self}
      onSubmit={(event) => {
        event.preventDefault();
        removeListing(listing.path);
      }}
    >
      <input type="hidden" name="slug" value={listing.slug} />
      <button type="submit" name="intent" value="remove" className={buttonClass} aria-label={t(TEXT.removeLabel, { title: listing.title })}>
        {t(TEXT.remove)}
      </button>
    </form>
  );
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t(TEXT.heading)}</h1>
      <p className="mt-2 text-slate-700">{t(TEXT.lead)}</p>
      {error ? (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          {error}
        </p>
      ) : null}
      {listings.length === 0 ? (
        <p className="mt-6 text-slate-700">{t(TEXT.empty)}</p>
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-600" aria-live="polite">
            {t(TEXT.count, { count: listings.length })}
          </p>
          <SavedList listings={listings} label={t(TEXT.heading)} action={remove} />
          <form
            method="post"
            action={self}
            className="mt-4"
            onSubmit={(event) => {
              event.preventDefault();
              clearSavedListings();
            }}
          >
            <button type="submit" name="intent" value="clear" className={buttonClass}>
              {t(TEXT.removeAll)}
            </button>
          </form>
          <ReminderForm action={self} phoneList={hydrated ? onPhone : null} state={reminder} />
        </>
      )}
    </main>
  );
}
