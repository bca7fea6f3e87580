/**
 * What a listing page shows under the listing (docs/decisions/346): its causes, linked to their
 * pages, and up to four similar open listings of its type that share a cause or its category.
 *
 * One query over the facet rows picks the similar keys: the board's covering index
 * (listing_facets_board_idx: visible, type, featured, posted_at, ..., cause_mask) is read in
 * its own order, newest first, and stops at the fourth match; the cards are then read by key as
 * the board reads a page of results. The page cache keeps the result with the page.
 */
import type { Db } from "../../db/client.server";
import { causesOfListings, type PublicCause } from "../causes/causes.server";
import type { ListingKind } from "./listing-rules";
import { openDeadlineCutoff } from "./listing-rules";
import { type CardItem, loadSummaries, toCardItem } from "../search/search.server";
import { prepared } from "../lib/statements.server";

export const RELATED_LIMIT = 4;

/** The facet key of a listing: the opportunity's id, or minus the job's. */
export const facetKey = (kind: ListingKind, id: number) => (kind === "job" ? -id : id);

export const SIMILAR_SQL = `SELECT s.key FROM listing_facets f
  JOIN listing_facets s
    ON s.visible = 1 AND s.opportunity_type = f.opportunity_type
   AND s.key <> f.key AND (s.deadline IS NULL OR s.deadline > @cutoff)
   AND ((f.cause_mask <> 0 AND (s.cause_mask & f.cause_mask) <> 0) OR (f.category IS NOT NULL AND s.category = f.category))
  WHERE f.key = @key
  ORDER BY s.featured DESC, s.posted_at DESC
  LIMIT @limit`;

export interface RelatedListings {
  causes: PublicCause[];
  similar: CardItem[];
}

export function relatedListings(db: Db, key: number, { now = Date.now(), language = "en" } = {}): RelatedListings {
  const causes = causesOfListings(db, [key]).get(key) ?? [];
  const keys = (prepared(db, SIMILAR_SQL).all({ key, cutoff: openDeadlineCutoff(now), limit: RELATED_LIMIT }) as { key: number }[]).map(
    (row) => row.key,
  );
  return { causes, similar: keys.length ? loadSummaries(db, keys).map((item) => toCardItem(item, language)) : [] };
}
