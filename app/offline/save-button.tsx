/**
 * The Save control of a listing card and a listing page. Without JavaScript it is a
 * plain form posting to /saved (the list goes into the Saved page's cookie); with
 * JavaScript it toggles the list on the phone in place, without a request.
 */
import { useId } from "react";
import { href } from "react-router";
import { useLocalePath, useT } from "~/i18n/translate";
import { useHydrated } from "~/lib/use-hydrated";
import { removeListing, saveListing, useSavedListings } from "./phone-store";
import type { CardPlace, SavedListing } from "./saved-listing";
import { SAVE_BUTTON_TEXTS as TEXT } from "./texts";

/**
 * `viewed`: the listing's own page, which joins the recently viewed listings. `titleId`: the element
 * showing the listing's title (it carries the title's `lang`), which names the button beside the
 * word Save (decision 352). The data- attributes are for the read pages' script (app/light), which
 * does this without React.
 */
export function SaveButton({
  listing,
  titleId,
  className = "",
  viewed,
  back,
}: {
  listing: SavedListing;
  titleId: string;
  className?: string;
  viewed?: boolean;
  /** On a card: which one, to come back to without JavaScript. */
  back?: CardPlace;
}) {
  const nameId = useId();
  const hydrated = useHydrated();
  const saved = useSavedListings().some((item) => item.path === listing.path);
  const t = useT();
  const local = useLocalePath();
  return (
    <form
      method="post"
      // The Hindi Saved page on Hindi pages: its toast is written in Hindi.
      action={local(href("/saved"))}
      className={className}
      data-save={JSON.stringify(listing)}
      data-labels={JSON.stringify([t(TEXT.save), t(TEXT.saved)])}
      data-viewed={viewed ? "" : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (saved) removeListing(listing.path);
        else saveListing(listing);
      }}
    >
      <input type="hidden" name="slug" value={listing.slug} />
      {back && <input type="hidden" name="back" value={back} />}
      {/* The first part of the button's name, outside it so the button's text is only its visible word. */}
      <span id={nameId} hidden>
        {t(TEXT.save)}
      </span>
      <button
        type="submit"
        name="intent"
        value={saved ? "remove" : "save"}
        aria-pressed={hydrated ? saved : undefined}
        // One name, "Save" in the page's language and the title element in its own (its `lang`): the
        // state is in aria-pressed with JavaScript, the visible word follows it.
        aria-labelledby={`${nameId} ${titleId}`}
        className="rounded-md border border-slate-300 bg-white px-2.5 py-1 text-xs font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-800 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <span aria-hidden="true">{t(saved ? TEXT.saved : TEXT.save)}</span>
      </button>
    </form>
  );
}
