/**
 * /causes/{slug}: a visible cause's page (decision 273): its description and its open listings of
 * every type, newest first (the board's own search with the cause filter), and the causes an
 * organisation's public listings work on, for its page.
 */
import type { Db } from "../../db/client.server";
import { type CardItem, searchListings, toCardItem } from "../search/search.server";
import { EVERY_LISTING_NEWEST_FIRST } from "../search/search-params";
import { type PublicCause, visibleCauseBySlug } from "./causes.server";

/** Open listings shown on the page; the board has the rest, with more filters. */
export const CAUSE_PAGE_LIMIT = 60;

export interface CausePage {
  slug: string;
  name: string;
  description: string;
  open: CardItem[];
  openTotal: number;
  more: boolean;
}

export function loadCausePage(db: Db, slug: string, { cacheSeconds = 0, now, language = "en" }: { cacheSeconds?: number; now?: number; language?: string } = {}): CausePage | null {
  const cause = visibleCauseBySlug(db, slug);
  if (!cause) return null;
  const page = searchListings(db, { ...EVERY_LISTING_NEWEST_FIRST, cause: [cause.slug] }, { limit: CAUSE_PAGE_LIMIT, cacheSeconds, now });
  return {
    slug: cause.slug,
    name: cause.name,
    description: cause.description,
    open: page.items.map((item) => toCardItem(item, language)),
    openTotal: page.total,
    more: page.more === true,
  };
}

/** The visible causes of an organisation's published and past listings, in the admin's order. */
export function organizationCauses(db: Db, organizationId: number): PublicCause[] {
  return db.$client
    .prepare(
      `SELECT c.slug, c.name FROM causes c
        WHERE c.hidden = 0 AND EXISTS (
          SELECT 1 FROM listing_causes lc JOIN opportunities o ON o.id = lc.key
           WHERE lc.cause_id = c.id AND o.organization_id = ? AND o.status IN ('published', 'expired') AND o.archived = 0)
        ORDER BY c.position, c.name COLLATE NOCASE`,
    )
    .all(organizationId) as PublicCause[];
}
