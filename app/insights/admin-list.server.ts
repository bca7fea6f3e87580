/** Views, apply clicks and apply rate on the admin's opportunities list, and its sort orders. */
import { desc, type SQL, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/sqlite-core";
import { listingDailyStats } from "../../db/schema";

export const LISTING_SORTS = ["views", "applies", "rate"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** Each listing's totals over the kept days, joined on its key. */
export const listingStatsJoin = new QueryBuilder()
  .select({
    listingKey: listingDailyStats.listingKey,
    views: sql<number>`sum(${listingDailyStats.views})`.as("total_views"),
    applyClicks: sql<number>`sum(${listingDailyStats.applyClicks})`.as("total_apply_clicks"),
  })
  .from(listingDailyStats)
  .groupBy(listingDailyStats.listingKey)
  .as("listing_totals");

export const listingStatsColumns = {
  views: sql<number>`coalesce(${listingStatsJoin.views}, 0)`.mapWith(Number),
  applyClicks: sql<number>`coalesce(${listingStatsJoin.applyClicks}, 0)`.mapWith(Number),
};

const RATE = sql`coalesce(1.0 * ${listingStatsJoin.applyClicks} / nullif(${listingStatsJoin.views}, 0), 0)`;

export function listingStatsOrder(sort: ListingSort | null | undefined): SQL[] {
  if (sort === "views") return [desc(sql`coalesce(${listingStatsJoin.views}, 0)`)];
  if (sort === "applies") return [desc(sql`coalesce(${listingStatsJoin.applyClicks}, 0)`)];
  if (sort === "rate") return [desc(RATE)];
  return [];
}
