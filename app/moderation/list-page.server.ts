/** One page of an admin listing list: newest first, pending ones oldest first (a queue), 100 at a time. */
import { asc, desc, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteSelect } from "drizzle-orm/sqlite-core";

export interface ListPageFilters {
  status?: string | null;
  limit?: number;
  offset?: number;
  /** An order that comes first (the opportunities list sorted by views, app/insights). */
  orderFirst?: SQL[];
}

export function adminListPage<Q extends SQLiteSelect>(
  query: Q,
  table: { postedAt: SQLiteColumn; id: SQLiteColumn },
  filters: ListPageFilters,
) {
  const order: SQL[] =
    filters.status === "pending" ? [asc(table.postedAt), asc(table.id)] : [desc(table.postedAt), desc(table.id)];
  return query
    .orderBy(...(filters.orderFirst ?? []), ...order)
    .limit(filters.limit ?? 100)
    .offset(filters.offset ?? 0);
}
