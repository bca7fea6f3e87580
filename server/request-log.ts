/**
 * The request log line and metrics (docs/decisions/220-structured-logs.md, 223-metrics.md): the
 * route's pattern names it, and its path is the one the route rules give, secret parameters cut
 * out (server/route-rules.ts); the raw URL is never logged.
 */
import { performance } from "node:perf_hooks";
import type express from "express";
import type { Env } from "../app/lib/env.server";
import { log } from "../app/lib/log.server";
import { countCacheLookup, httpDuration, httpRequests } from "../app/lib/metrics.server";
import type { RouteRulesTable } from "./route-rules";

/** One log line and the request metrics per answer, named by the route table's rules. */
export function logRequests(env: Pick<Env, "OBSERVE_REQUESTS">, routes: Pick<RouteRulesTable, "patternOf" | "routeOf">): express.RequestHandler {
  if (!env.OBSERVE_REQUESTS) return (_req, _res, next) => next();
  return (req, res, next) => {
    const started = performance.now();
    res.once("close", () => {
      const seconds = (performance.now() - started) / 1000;
      // Closed before the answer was complete: nginx's "client closed request".
      const status = res.writableFinished ? res.statusCode : 499;
      // The route pattern (a bounded set of names for logs and metric labels) and the path with its secrets cut out.
      const route = routes.patternOf(req, res, status);
      httpRequests.inc({ route, method: req.method, status });
      httpDuration.observe({ route, method: req.method }, seconds);
      const pageCache = res.getHeader("x-page-cache");
      if (pageCache === "hit" || pageCache === "stale" || pageCache === "miss") countCacheLookup("page", pageCache);
      const line = {
        event: "request",
        reqId: res.locals.requestId as string | undefined,
        method: req.method,
        route,
        path: routes.routeOf(req, res).logPath,
        status,
        ms: Math.round(seconds * 10_000) / 10,
      };
      if (status >= 500) log.error(line, "request failed");
      // Health checks come every few seconds from a supervisor or balancer: counted, not logged.
      else if (route !== "/healthz") log.info(line, "request");
    });
    next();
  };
}
