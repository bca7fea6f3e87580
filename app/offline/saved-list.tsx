/** The listings of the Saved page and the offline page: title, organisation, type, deadline, open or not. */
import { useState } from "react";
import { Link } from "react-router";
import { formatDeadline, isClosed } from "~/opportunities/listing-rules";
import type { SavedListing } from "./saved-listing";
import { SAVED_TEXT } from "./texts";

export function SavedList({
  listings,
  label,
  action,
}: {
  listings: SavedListing[];
  label: string;
  /** What each row offers besides its link (the Remove form). */
  action?: (listing: SavedListing) => React.ReactNode;
}) {
  const [now] = useState(() => Date.now());
  return (
    <ul aria-label={label} className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
      {listings.map((listing) => {
        const closed = listing.closed || (listing.deadline !== null && isClosed(new Date(listing.deadline), now));
        return (
          <li key={listing.path} className="flex flex-wrap items-start justify-between gap-3 p-4">
            <div className="min-w-0">
              <Link to={listing.path} className="font-semibold text-brand-800 underline">
                {listing.title}
              </Link>
              <p className="text-sm text-slate-700">
                {listing.organization} · {listing.type}
              </p>
              <p className="text-sm text-slate-600">
                {listing.deadline ? SAVED_TEXT.applyBy(formatDeadline(listing.deadline)) : formatDeadline(null)} ·{" "}
                <span className={closed ? "font-semibold text-amber-900" : "font-semibold text-emerald-800"}>
                  {closed ? SAVED_TEXT.closed : SAVED_TEXT.open}
                </span>
              </p>
            </div>
            {action?.(listing)}
          </li>
        );
      })}
    </ul>
  );
}
