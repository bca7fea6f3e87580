/**
 * Prepared statements reused per connection: preparing costs more than running
 * the small queries of a page view, and the set of distinct SQL texts is small.
 */
import type Database from "better-sqlite3";
import type { Db } from "../../db/client.server";

const statementCache = new WeakMap<Database.Database, Map<string, Database.Statement>>();

export function prepared(db: Db, sqlText: string): Database.Statement {
  let cache = statementCache.get(db.$client);
  if (!cache) {
    cache = new Map();
    statementCache.set(db.$client, cache);
  }
  let statement = cache.get(sqlText);
  if (!statement) {
    statement = db.$client.prepare(sqlText);
    if (cache.size > 500) cache.clear();
    cache.set(sqlText, statement);
  }
  return statement;
}

const queryCache = new WeakMap<Database.Database, Map<string, unknown>>();

/**
 * A drizzle query built and prepared once per connection (`build` ends in `.prepare()`, its values
 * placeholders): a page of results runs its per-listing queries with one JSON list of keys, so a query
 * built anew for each page with a placeholder per key costs more than reading the rows
 * (docs/request-cost.md).
 */
export function preparedQuery<T>(db: Db, name: string, build: (db: Db) => T): T {
  let cache = queryCache.get(db.$client);
  if (!cache) {
    cache = new Map();
    queryCache.set(db.$client, cache);
  }
  if (!cache.has(name)) cache.set(name, build(db));
  return cache.get(name) as T;
}
