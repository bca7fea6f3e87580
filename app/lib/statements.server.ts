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
