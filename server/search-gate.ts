/**
 * A cap on the board's searches in flight in one worker (docs/request-cost.md). A search the page
 * cache does not answer costs milliseconds of a worker's one thread; when more of them are waiting
 * than the cap (`SEARCHES_IN_FLIGHT`), the next is answered at once with 503 and Retry-After instead
 * of queuing, so listing pages, assets and cached searches are not held behind them. The cap is the
 * worker's, not an address's: many phones share one address behind carrier-grade NAT.
 */
import type { RequestHandler } from "express";
import { LANGUAGES } from "../app/i18n/languages";
import { log } from "../app/lib/log.server";

const API_SEARCH = "/api/opportunities/search";
const HOME_PATTERNS = new Set(LANGUAGES.map((language) => (language.prefix ? `/${language.prefix}` : "/")));
/** Seconds a refused client is asked to wait. */
export const SEARCH_RETRY_SECONDS = 2;

/** A request that runs a search: the API's, or a board page (or its `.data`) with a query. */
function isSearch(pattern: string | undefined, query: Record<string, unknown>): boolean {
  if (pattern === API_SEARCH) return true;
  return pattern !== undefined && HOME_PATTERNS.has(pattern) && typeof query.query === "string" && query.query.trim() !== "";
}

export function searchGate(limit: number, patternOf: (req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1]) => string | undefined): RequestHandler {
  let inFlight = 0;
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (!isSearch(patternOf(req, res), req.query as Record<string, unknown>)) return next();
    if (inFlight >= limit) {
      log.warn({ event: "search.refused", inFlight }, "searches in flight past the cap");
      res.status(503).set({ "Retry-After": String(SEARCH_RETRY_SECONDS), "Cache-Control": "no-store" });
      if (patternOf(req, res) === API_SEARCH) res.json({ error: `Too many searches at once; try again in ${SEARCH_RETRY_SECONDS} seconds` });
      else res.type("text/plain").send(`Too many searches at once; try again in ${SEARCH_RETRY_SECONDS} seconds.\n`);
      return;
    }
    inFlight++;
    let done = false;
    const release = () => {
      if (done) return;
      done = true;
      inFlight--;
    };
    res.on("finish", release);
    res.on("close", release);
    next();
  };
}
