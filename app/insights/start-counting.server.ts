/** Builds the counter and its middleware for the server (server/app.ts), or neither with COUNTING=false. */
import type { RequestHandler } from "express";
import type { Db } from "../../db/client.server";
import type { Env } from "../lib/env.server";
import { parseHomeSearchParams } from "../search/search-schema";
import { searchListings, triedLabel, understoodQuery } from "../search/search.server";
import { createInsightsCounter } from "./counter.server";
import { countRequests, type CountRequestsOptions } from "./count-requests.server";
import { createVisitorSalt, type VisitorSalt } from "./visitor-salt.server";
import { log } from "../lib/log.server";

export function startCounting(
  db: Db,
  env: Env,
  routeOf: CountRequestsOptions["routeOf"],
  salt: VisitorSalt = createVisitorSalt(),
): { middleware: RequestHandler; stop(): void } | null {
  if (!env.COUNTING) return null;
  const counter = createInsightsCounter(db, {
    salt,
    flushSeconds: env.COUNTING_FLUSH_SECONDS,
    // The board's own search for that text, with its cache: ten results are enough for the buckets.
    countResults: (query) =>
      searchListings(db, parseHomeSearchParams(new URLSearchParams({ query })), {
        limit: 10,
        count: false,
        cacheSeconds: env.SEARCH_CACHE_SECONDS,
      }).items.length,
    triedFor: (query) => triedLabel(understoodQuery(db, query)),
    onError: (error) => log.error({ err: error }, "insights: writing the counts failed; kept for the next try"),
  });
  return { middleware: countRequests({ counter, db, env, routeOf }), stop: () => counter.stop() };
}
