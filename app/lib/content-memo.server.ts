/**
 * Values derived from the board's public content (what a query means, which plan a filter takes,
 * whether a word is common), remembered per connection while the content version stays the same
 * (db/content-version.ts: bumped by triggers with any change to what the board shows, in any
 * process). Each memo holds at most `max` values; past that it starts again.
 */
import { contentVersion, type Db } from "../../db/client.server";

export function contentMemo<T>(max: number): (db: Db, key: string, compute: () => T) => T {
  const byConnection = new WeakMap<object, { version: string; values: Map<string, T> }>();
  return (db, key, compute) => {
    const version = contentVersion(db);
    let memo = byConnection.get(db.$client);
    if (memo?.version !== version) {
      memo = { version, values: new Map() };
      byConnection.set(db.$client, memo);
    }
    if (memo.values.has(key)) return memo.values.get(key)!;
    const value = compute();
    if (memo.values.size >= max) memo.values.clear();
    memo.values.set(key, value);
    return value;
  };
}
