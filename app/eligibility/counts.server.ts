/**
 * Counts beside the board's who-can-apply filters (board-filters.tsx): how many open listings of
 * the tab's type each option would show, as the place filters count theirs (app/search/places.server.ts).
 * One pass over listing_facets' who columns (db/migrations/0035); reused while the database is
 * unchanged, for at most `cacheSeconds` (like the place and category filters).
 *
 * A listing open to anyone counts under every year, as the filter matches it (filter.ts).
 */
import type { Db } from "../../db/client.server";
import { openDeadlineCutoff } from "../opportunities/listing-rules";
import { prepared } from "../lib/statements.server";
import { perTypeCache } from "../search/facet-cache.server";
import type { TypeFilter } from "../search/search-params";
import type { WhoCounts } from "./filter";
import { OPEN_TO_VALUES, PERK_VALUES, type Programme, PROGRAMME_VALUES } from "./values";

export type { WhoCounts };


const OPEN_WHO_SQL = `SELECT f.open_to, f.part_time, f.work_languages, f.perks, f.programme_for, count(*) AS n
  FROM listing_facets f
  WHERE f.visible = 1 AND (f.deadline IS NULL OR f.deadline > @cutoff)
    AND (@type = 'all' OR f.opportunity_type = @type)
  GROUP BY f.open_to, f.part_time, f.work_languages, f.perks, f.programme_for`;

const cached = perTypeCache<WhoCounts>();

function zeros<T extends string>(values: readonly T[]): Record<T, number> {
  return Object.fromEntries(values.map((value) => [value, 0])) as Record<T, number>;
}

export function openWhoCounts(db: Db, type: TypeFilter, { now = Date.now(), cacheSeconds = 0 } = {}): WhoCounts {
  return cached(db, type, { now, cacheSeconds }, () => {
    const rows = prepared(db, OPEN_WHO_SQL).all({ cutoff: openDeadlineCutoff(now), type }) as {
      open_to: number | null;
      part_time: number | null;
      work_languages: string | null;
      perks: number | null;
      programme_for: string | null;
      n: number;
    }[];
    const counts: WhoCounts = {
      openTo: zeros(OPEN_TO_VALUES),
      partTime: 0,
      workLanguage: {},
      perk: zeros(PERK_VALUES),
      programmeFor: zeros(PROGRAMME_VALUES),
    };
    for (const row of rows) {
      const openTo = row.open_to ?? 0;
      OPEN_TO_VALUES.forEach((value, bit) => {
        if (openTo === 0 || (openTo & (1 << bit)) !== 0) counts.openTo[value] += row.n;
      });
      if (row.part_time) counts.partTime += row.n;
      for (const code of new Set((row.work_languages ?? "").split(",").filter(Boolean))) {
        counts.workLanguage[code] = (counts.workLanguage[code] ?? 0) + row.n;
      }
      PERK_VALUES.forEach((perk, bit) => {
        if (((row.perks ?? 0) & (1 << bit)) !== 0) counts.perk[perk] += row.n;
      });
      const programme = row.programme_for as Programme | null;
      if (programme && programme in counts.programmeFor) counts.programmeFor[programme] += row.n;
    }
    return counts;
  });
}
