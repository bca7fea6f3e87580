/**
 * The board's filter counts (places, who can apply) per tab type, kept while the public content is
 * unchanged and for at most `cacheSeconds`: one cache for each kind of count, one rule for all.
 */
import { databaseVersion, type Db } from "../../db/client.server";
import type { TypeFilter } from "./search-params";

export function perTypeCache<T>() {
  const cache = new WeakMap<object, { version: string; at: number; byType: Map<TypeFilter, T> }>();
  return (db: Db, type: TypeFilter, { now, cacheSeconds }: { now: number; cacheSeconds: number }, count: () => T): T => {
    const version = databaseVersion(db);
    let entry = cache.get(db.$client);
    if (!entry || entry.version !== version || now - entry.at >= cacheSeconds * 1000) {
      entry = { version, at: now, byType: new Map() };
      cache.set(db.$client, entry);
    }
    const hit = entry.byType.get(type);
    if (hit !== undefined) return hit;
    const counted = count();
    entry.byType.set(type, counted);
    return counted;
  };
}
