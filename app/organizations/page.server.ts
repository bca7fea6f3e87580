/**
 * /organizations/{slug}: an organisation's page. Only organisations that have had
 * a public listing get one (no empty pages for spam submissions); it shows the
 * open listings (the board's own search, scoped to the organisation) and how
 * many listings are past.
 */
import type { Db } from "../../db/client.server";
import { absoluteUrl } from "../lib/meta";
import { safeHttpUrl, safeLogoUrl } from "../opportunities/listing-rules";
import { type CardItem, searchListings, toCardItem } from "../search/search.server";
import { resolveOrganizationSlug } from "./slug.server";
import { EVERY_LISTING_NEWEST_FIRST } from "../search/search-params";
import { organizationCauses } from "../causes/page.server";
import type { PublicCause } from "../causes/causes.server";

/** Open listings shown on the page (an organisation with more is rare; the feed has 50). */
export const ORGANIZATION_PAGE_LIMIT = 100;

export interface OrganizationPage {
  slug: string;
  name: string;
  logo: string | null;
  website: string | null;
  description: string | null;
  /** Checked by an admin (app/trust): the page shows the Verified badge. */
  verified: boolean;
  open: CardItem[];
  openTotal: number;
  pastTotal: number;
  /** The causes its listings work on (app/causes). */
  causes: PublicCause[];
}

export type OrganizationPageResult =
  | { status: "ok"; page: OrganizationPage }
  | { status: "moved"; slug: string }
  | { status: "not-found" };

export function loadOrganizationPage(
  db: Db,
  slug: string,
  { cacheSeconds = 0, now, language = "en" }: { cacheSeconds?: number; now?: number; language?: string } = {},
): OrganizationPageResult {
  const resolved = resolveOrganizationSlug(db, slug);
  if (!resolved) return { status: "not-found" };
  if (resolved.moved) return { status: "moved", slug: resolved.slug };
  const org = db.$client
    .prepare(
      `SELECT name, logo, website, description, verified,
         (SELECT count(*) FROM opportunities o
           WHERE o.organization_id = organizations.id AND o.status IN ('published', 'expired') AND o.archived = 0)
       + (SELECT count(*) FROM job_listings j
           WHERE j.company_name = organizations.name COLLATE NOCASE AND j.status IN ('published', 'expired') AND j.archived = 0) AS public_total
       FROM organizations WHERE id = ?`,
    )
    .get(resolved.id) as {
    name: string;
    logo: string | null;
    website: string | null;
    description: string | null;
    verified: number;
    public_total: number;
  };
  if (org.public_total === 0) return { status: "not-found" };
  const open = searchListings(
    db,
    { ...EVERY_LISTING_NEWEST_FIRST, organizationId: resolved.id },
    { limit: ORGANIZATION_PAGE_LIMIT, cacheSeconds, now },
  );
  return {
    status: "ok",
    page: {
      slug: resolved.slug,
      name: org.name,
      logo: safeLogoUrl(org.logo),
      website: safeHttpUrl(org.website),
      description: org.description?.trim() || null,
      verified: org.verified === 1,
      open: open.items.map((item) => toCardItem(item, language)),
      openTotal: open.total,
      pastTotal: Math.max(0, org.public_total - open.total),
      causes: organizationCauses(db, resolved.id),
    },
  };
}

/** schema.org Organization markup of the page. */
export function organizationJsonLd(page: OrganizationPage, siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: page.name,
    url: absoluteUrl(siteUrl, `/organizations/${page.slug}`),
    ...(page.logo ? { logo: absoluteUrl(siteUrl, page.logo) } : {}),
    ...(page.website ? { sameAs: [page.website] } : {}),
    ...(page.description ? { description: page.description } : {}),
  };
}
