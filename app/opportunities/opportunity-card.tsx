import { useId } from "react";
import { href, useLocation } from "react-router";
import { LocalLink } from "~/i18n/local-link";
import { useDateLocale, useIntlLocale, useLocale, useT } from "~/i18n/translate";
import { langAttribute } from "~/lib/text-language";
import { boardState } from "./back-to-board";
import { categoryBadgeClass, categoryLabel, durationBadge } from "~/opportunities/constants";
import { formatDeadlineShort } from "~/opportunities/listing-rules";
import type { CardItem } from "~/search/search-results";
import { VerifiedBadge } from "~/trust/verified-badge";
import { type CardPlace, listingAnchor, slugOfPath } from "~/offline/saved-listing";
import { OrgLogo } from "./org-logo";
import { CardSaveButton } from "~/offline/listing-save";
import { OPPORTUNITY_TEXTS } from "./texts";
import { WHO_TEXTS } from "~/eligibility/texts";
import { openToWords } from "~/eligibility/words";

const TEXT = OPPORTUNITY_TEXTS.card;

/** A result card: the whole card is one link to the listing page (§2). */
/** `place`: the featured carousel or a list of results; a Save without JavaScript comes back to the card (one id per place). */
export function OpportunityCard({ item, showType = false, place = "card" }: { item: CardItem; showType?: boolean; place?: CardPlace }) {
  const duration = durationBadge(item.duration);
  // The listing's "Back to opportunities" returns to this search.
  const state = boardState(useLocation());
  const t = useT();
  const dateLocale = useDateLocale();
  const intlLocale = useIntlLocale();
  // The poster's words carry their language where it differs from the page's (decision 257).
  const locale = useLocale();
  const lang = (text: string) => langAttribute(text, locale, item.writtenIn);
  const boardLang = (text: string) => langAttribute(text, locale);
  // Stored English values, in the page's language where the board has words for them (decision 288).
  const category = item.category ? t(categoryLabel(item.category)) : "";
  // The title link names the Save button too (a card may be on a page twice: the carousel and the results).
  const titleId = useId();
  return (
    <article id={listingAnchor(slugOfPath(item.path), place)} className="scroll-mt-4 relative grid h-full grid-cols-[auto_1fr_auto] content-start gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600">
      <OrgLogo name={item.organization} logo={item.logo} />
      {/* On a phone the text takes the card's whole width under the logo and Save (not a 130 px column beside them). */}
      <div className="col-span-3 row-start-2 min-w-0 sm:col-span-1 sm:col-start-2 sm:row-start-1">
        <h3 className="font-semibold leading-snug">
          {/* A block 24 px tall at least (WCAG 2.5.8): its text is the card-wide link's visible target. */}
          <LocalLink id={titleId} to={item.path} state={state} lang={lang(item.title)} className="block py-0.5 after:absolute after:inset-0 focus:outline-none">
            {item.title}
          </LocalLink>
        </h3>
        {/* The name alone carries its language: the badge beside it is in the page's. */}
        <p className="truncate text-sm leading-7 text-slate-600">
          <span lang={lang(item.organization)}>
            {item.organizationSlug ? (
              // Above the card's stretched link, so the name opens the organisation page; 24 px tall at least (WCAG 2.5.8).
              <LocalLink
                to={href("/organizations/:slug", { slug: item.organizationSlug })}
                className="relative z-10 py-1 hover:underline"
              >
                {item.organization}
              </LocalLink>
            ) : (
              item.organization
            )}
          </span>
          {item.verified ? <VerifiedBadge className="ml-1.5" /> : null}
        </p>
        <p className="mt-2 flex flex-wrap gap-1.5 text-xs">
          {item.featured && <span className="rounded bg-yellow-100 px-1.5 py-0.5 font-semibold text-yellow-900">{t(TEXT.featured)}</span>}
          {(showType || item.kind === "job") && (
            <span className="rounded bg-slate-800 px-1.5 py-0.5 text-white">
              {t(OPPORTUNITY_TEXTS.types[item.kind === "job" ? "job" : item.type])}
            </span>
          )}
          {category && (
            <span lang={boardLang(category)} className={`rounded px-1.5 py-0.5 ${categoryBadgeClass(item.category!)}`}>
              {category}
            </span>
          )}
          {duration && (
            <span className="rounded bg-amber-100 px-1.5 py-0.5 text-amber-900">
              <span className="sr-only">{t(TEXT.duration)}</span>
              {t(duration)}
            </span>
          )}
          {item.location && <span className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-700">{t(item.location)}</span>}
          {item.city && (
            <span className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-700">
              <span className="sr-only">{t(TEXT.city)}</span>
              {item.city}
            </span>
          )}
          {item.stipend && (
            <span lang={boardLang(t(item.stipend))} className="rounded bg-emerald-50 px-1.5 py-0.5 text-emerald-900">
              {t(item.stipend)}
            </span>
          )}
          {/* Who can apply: the two facts that matter most on a phone (app/eligibility). */}
          {item.openTo && <span className="rounded bg-sky-50 px-1.5 py-0.5 text-sky-900">{openToWords(item.openTo, t, intlLocale)}</span>}
          {item.partTime && <span className="rounded bg-sky-50 px-1.5 py-0.5 text-sky-900">{t(WHO_TEXTS.card.partTime)}</span>}
        </p>
        <p className="mt-1 flex flex-wrap gap-x-2 text-xs text-slate-600">
          <span>{t(TEXT.posted, { days: item.postedDays })}</span>
          {item.deadline && (
            <>
              <span aria-hidden="true">·</span>
              <span>{t(TEXT.applyBy, { date: formatDeadlineShort(item.deadline, dateLocale) })}</span>
            </>
          )}
          {item.closesInDays !== null && item.closesInDays !== undefined && <ClosingSoon days={item.closesInDays} />}
        </p>
      </div>
      <CardSaveButton item={item} titleId={titleId} place={place} />
    </article>
  );
}

/** One of the three skeleton cards shown while results load (§4). */
export function SkeletonCard() {
  return (
    <div aria-hidden="true" className="flex animate-pulse gap-3 rounded-lg border border-slate-200 p-4">
      <div className="size-12 rounded-md bg-slate-200" />
      <div className="flex-1 space-y-2">
        <div className="h-4 w-3/4 rounded bg-slate-200" />
        <div className="h-3 w-1/2 rounded bg-slate-200" />
        <div className="h-3 w-2/3 rounded bg-slate-200" />
      </div>
    </div>
  );
}

/** Cards in one or two columns, each with its type: an organisation's, a cause's, a listing's similar ones. */
export function CardGrid({ items }: { items: readonly CardItem[] }) {
  return (
    <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.id}>
          <OpportunityCard item={item} showType />
        </li>
      ))}
    </ul>
  );
}

/** "Closes in 3 days" / "Closes today" (docs/lifecycle.md), on cards and listing pages. */
export function ClosingSoon({ days, className = "" }: { days: number; className?: string }) {
  const t = useT();
  return (
    <strong data-testid="closing-soon" className={`rounded bg-red-50 px-1.5 font-semibold text-red-800 ${className}`}>
      {days === 0 ? t(TEXT.closesToday) : t(TEXT.closesInDays, { days })}
    </strong>
  );
}
