/** The Save control as a listing card and a listing page place it (small, additive edits there). */
import { useEffect } from "react";
import { typeLabel } from "~/opportunities/constants";
import type { ListingView } from "~/opportunities/listing-view.server";
import type { CardItem } from "~/search/search-results";
import { rememberViewed } from "./phone-store";
import { SaveButton } from "./save-button";
import { type CardPlace, type SavedListing, slugOfPath } from "./saved-listing";

/** What the Save button keeps of a result card or a listing page. */
function savedListingOf(l: CardItem | ListingView, closed: boolean): SavedListing {
  return {
    path: l.path,
    slug: slugOfPath(l.path),
    title: l.title,
    organization: l.organization,
    type: typeLabel(l.kind === "job" ? "job" : l.type),
    deadline: l.deadline,
    closed,
  };
}

/** `titleId`: the card's title link, which names the button (with the word Save). */
export function CardSaveButton({ item, titleId, place }: { item: CardItem; titleId: string; place: CardPlace }) {
  // Above the card's stretched link.
  return <SaveButton listing={savedListingOf(item, false)} titleId={titleId} back={place} className="relative z-10 col-start-3 row-start-1 shrink-0 self-start justify-self-end" />;
}

/** On a listing page: Save, and the page joins the recently viewed listings kept for offline reading. */
export function ListingSaveButton({ listing: l, titleId }: { listing: ListingView; titleId: string }) {
  const listing = savedListingOf(l, l.closed);
  const { path } = listing;
  useEffect(() => {
    rememberViewed(listing);
    // Once per page; the listing's fields come with its path.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path]);
  return <SaveButton listing={listing} titleId={titleId} className="mt-4" viewed />;
}
