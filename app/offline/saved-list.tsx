/** The listings of the Saved page and the offline page: title, organisation, type, deadline, open or not. */
import { useState } from "react";
import { LocalLink } from "~/i18n/local-link";
import { useDateLocale, useT } from "~/i18n/translate";
import { OPPORTUNITY_TEXTS } from "~/opportunities/texts";
import { formatDeadline, isClosed } from "~/opportunities/listing-rules";
import type { SavedListing } from "./saved-listing";
import { SAVED_LIST_TEXTS as TEXT } from "./page-texts";

/**
 * A listing's type in the page's language. The phone keeps the English label ("Internship", as
 * saved by earlier releases too); a label that is no type's stays as kept.
 */
function typeMessage(label: string) {
  return Object.values(OPPORTUNITY_TEXTS.types).find((msg) => msg.message === label) ?? label;
}

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
  const t = useT();
  const dates = useDateLocale();
  return (
    <ul aria-label={label} className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
      {listings.map((listing) => {
        const closed = listing.closed || (listing.deadline !== null && isClosed(new Date(listing.deadline), now));
        return (
          <li key={listing.path} className="flex flex-wrap items-start justify-between gap-3 p-4">
            <div className="min-w-0">
              {/* The listing's page in the page's language (the phone keeps its English address). */}
              <LocalLink to={listing.path} className="font-semibold text-brand-800 underline">
                {listing.title}
              </LocalLink>
              <p className="text-sm text-slate-700">
                {listing.organization} · {t(typeMessage(listing.type))}
              </p>
              <p className="text-sm text-slate-600">
                {listing.deadline ? t(TEXT.applyBy, { date: formatDeadline(listing.deadline, dates) }) : t(TEXT.noDeadline)} ·{" "}
                <span className={closed ? "font-semibold text-amber-900" : "font-semibold text-emerald-800"}>
                  {t(closed ? TEXT.closed : TEXT.open)}
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
