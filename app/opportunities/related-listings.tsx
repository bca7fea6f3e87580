/** Under a listing (decision 346): its causes, linked to their pages, and similar open listings as cards. */
import { CauseLinks } from "~/causes/cause-links";
import { useT } from "~/i18n/translate";
import { CardGrid } from "./opportunity-card";
import type { RelatedListings } from "./related.server";
import { OPPORTUNITY_TEXTS } from "./texts";

const TEXT = OPPORTUNITY_TEXTS.listingPage;

export function ListingCauses({ related }: { related: RelatedListings }) {
  return <CauseLinks causes={related.causes} heading={TEXT.causes} headingId="listing-causes" />;
}

export function SimilarListings({ related }: { related: RelatedListings }) {
  const t = useT();
  if (related.similar.length === 0) return null;
  return (
    <section aria-labelledby="similar-heading" className="mt-10">
      <h2 id="similar-heading" className="text-xl font-bold">
        {t(TEXT.similar)}
      </h2>
      <CardGrid items={related.similar} />
    </section>
  );
}
