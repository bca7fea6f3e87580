/**
 * /organizations: the organisations with open listings, by name, searchable and paged
 * (docs/decisions/317). One grouped query over the open facet rows; causes per organisation
 * as on its page.
 */
import type { Db } from "../../db/client.server";
import { organizationCauses } from "../causes/page.server";
import type { PublicCause } from "../causes/causes.server";
import { openDeadlineCutoff, safeLogoUrl } from "../opportunities/listing-rules";
import { prepared } from "../lib/statements.server";
import { DIRECTORY_QUERY_MAX } from "./directory";

export const DIRECTORY_PAGE_SIZE = 24;

export interface DirectoryEntry {
  slug: string;
  name: string;
  logo: string | null;
  verified: boolean;
  open: number;
  causes: PublicCause[];
}

// Open opportunities by organisation, and open jobs by the organisation named like their company.
const DIRECTORY_SQL = `WITH listed AS (
    SELECT o.organization_id AS org FROM listing_facets f JOIN opportunities o ON o.id = f.key
    WHERE f.visible = 1 AND (f.deadline IS NULL OR f.deadline > @cutoff) AND f.key > 0
    UNION ALL
    SELECT org.id FROM listing_facets f JOIN job_listings j ON j.id = -f.key
      JOIN organizations org ON org.name = j.company_name COLLATE NOCASE
    WHERE f.visible = 1 AND (f.deadline IS NULL OR f.deadline > @cutoff) AND f.key < 0),
  open AS (SELECT org, count(*) AS n FROM listed GROUP BY org)
  SELECT org.id, org.slug, org.name, org.logo, org.verified, open.n AS open, count(*) OVER () AS total
  FROM open JOIN organizations org ON org.id = open.org
  WHERE org.slug IS NOT NULL AND (@like = '' OR org.name LIKE @like ESCAPE '\\')
  ORDER BY org.name COLLATE NOCASE, org.id LIMIT @limit OFFSET @offset`;

interface Row {
  id: number;
  slug: string;
  name: string;
  logo: string | null;
  verified: number;
  open: number;
  total: number;
}

export function listOrganizations(db: Db, { query, page, now = Date.now() }: { query: string; page: number; now?: number }) {
  const like = query ? `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : "";
  const rows = prepared(db, DIRECTORY_SQL).all({
    cutoff: openDeadlineCutoff(now),
    like,
    limit: DIRECTORY_PAGE_SIZE,
    offset: (page - 1) * DIRECTORY_PAGE_SIZE,
  }) as Row[];
  const entries: DirectoryEntry[] = rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    logo: safeLogoUrl(row.logo),
    verified: row.verified === 1,
    open: row.open,
    causes: organizationCauses(db, row.id),
  }));
  const total = rows[0]?.total ?? 0;
  return { entries, total, page, pages: Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE)) };
}

/** `?q=` and `?page=`, forgiving: a bad value falls back to none and the first page. */
export function directoryParams(search: URLSearchParams): { query: string; page: number } {
  const query = (search.get("q") ?? "").trim().slice(0, DIRECTORY_QUERY_MAX);
  const page = Number(search.get("page"));
  return { query, page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1 };
}
