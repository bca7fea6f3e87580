/**
 * Under a listing (decision 346): its causes, linked to their pages, and similar open listings as a
 * short list of links (title; organisation and type), light on a phone and without a second set of
 * Save buttons and badges on the page.
 */
import { CauseLinks } from "~/causes/cause-links";
import { LocalLink } from "~/i18n/local-link";
import { useLocale, useT } from "~/i18n/translate";
import { langAttribute } from "~/lib/text-language";
import type { RelatedListings } from "./related.server";
import { OPPORTUNITY_TEXTS } from "./texts";

const TEXT = OPPORTUNITY_TEXTS.listingPage;

export function ListingCauses({ related }: { related: RelatedListings }) {
  return <CauseLinks causes={related.causes} heading={TEXT.causes} headingId="listing-causes" />;
}

export function SimilarListings({ related }: { related: RelatedListings }) {
  const t = useT();
  const locale = useLocale();
  if (related.similar.length === 0) return null;
  return (
    <section aria-labelledby="similar-heading" className="mt-10">
      <h2 id="similar-heading" className="text-xl font-bold">
        {t(TEXT.similar)}
      </h2>
      <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {related.similar.map((item) => (
          <li key={item.id} className="p-3">
            {/* The poster's words in the language they were posted in, as on the listing's card. */}
            <LocalLink to={item.path} lang={langAttribute(item.title, locale, item.writtenIn)} className="font-semibold text-brand-700 underline">
              {item.title}
            </LocalLink>
            <p className="mt-0.5 text-sm text-slate-600">
              <span lang={langAttribute(item.organization, locale, item.writtenIn)}>{item.organization}</span>
              {" · "}
              {t(OPPORTUNITY_TEXTS.types[item.kind === "job" ? "job" : item.type])}
              {item.location ? <> · {t(item.location)}</> : null}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
