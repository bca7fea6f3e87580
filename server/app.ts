/**
 * The Express app that serves React Router. Vite bundles this file together with
 * the route modules into build/server/index.js (see vite.config.ts), so the
 * production server (server.js) imports a single file.
 */
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import * as serverBuild from "virtual:react-router/server-build";
import type { Db } from "../db/client.server";
import { dbContext, envContext, offlineRulesContext, requestInfoContext } from "../app/lib/context";
import { clientNetwork } from "../app/lib/client-network";
import { createI18n, i18nContext } from "../app/i18n/i18n.server";
import { PSEUDO_LANGUAGE } from "../app/i18n/languages";
import { withDataNames } from "../app/i18n/translate";
import { dataNames } from "../app/taxonomy/names.server";
import type { Env } from "../app/lib/env.server";
import { purgeExpiredSessions } from "../app/auth/session.server";
import { configureToasts } from "../app/lib/toast.server";
import { startCounting } from "../app/insights/start-counting.server";
import type { VisitorSalt } from "../app/insights/visitor-salt.server";
import { registerAssetRoutes } from "./assets";
import { startBackgroundWork } from "./background";
import { buildRoutes } from "./build-routes";
import { pageCache } from "./page-cache";
import { searchGate } from "./search-gate";
import { startSearchThreads } from "./search-threads";
import { searchRoomContext } from "../app/search/search-jobs.server";
import { securityHeaders } from "./security-headers";
import { refuseInvalidHost } from "./host-check";
import { log } from "../app/lib/log.server";
import { collectProcessMetrics, registerDatabaseMetrics } from "../app/lib/metrics.server";
import { metricsEndpoint } from "./observability";

export { loadEnv, openServingDatabase, startup } from "./startup";
export { configureLogger, log, logNodeWarnings } from "../app/lib/log.server";
export { observeRequests, serveClusterMetrics } from "./observability";
export { securityHeaders } from "./security-headers";
export { answerBeforeBody } from "./early-refusal";
export { drainListenersWhereAdded } from "./compressed-drain";
export { superviseReplication } from "./replication";
export { receiveVisitorSalt, shareVisitorSalt } from "../app/insights/visitor-salt.server";

/**
 * `build` is given in development (server.js loads it through Vite on every request,
 * for hot reload); production uses the build bundled with this file.
 */
export function createApp({
  db,
  env,
  build,
  visitorSalt,
  searchThreadEntry,
}: {
  db: Db;
  env: Env;
  build?: () => Promise<ServerBuild>;
  /** A worker's salt from the primary (server.js); one process draws its own. */
  visitorSalt?: VisitorSalt;
  /** The URL of build/server/search-thread.js, which a search thread loads (server.js, in production); without it searches run inline. */
  searchThreadEntry?: string;
}) {
  // Sessions past their absolute expiry are deleted at start and by the hourly schedule
  // (app/jobs/registry.server.ts; idle ones on their next read). A busy
  // database (a sibling worker's start, the replica's checkpoint) only delays the purge: it must not
  // stop a worker from starting nor crash it an hour later.
  const purgeSessions = () => {
    try {
      purgeExpiredSessions(db);
    } catch (error) {
      log.warn({ event: "sessions.purge_failed", err: { type: (error as Error)?.name, message: (error as Error)?.message } }, "session purge deferred");
    }
  };
  purgeSessions();

  // Before any action can set a toast: sign toast cookies with our secret.
  configureToasts(env);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  // Views, apply clicks and searches, written in batches; the last batch at shutdown.
  const counting = startCounting(db, env, (req, res) => buildRoutes.routeOf(req, res), visitorSalt);
  // The mail sender and scheduled jobs: server.js starts them once it listens, so a start that
  // fails (a busy port) claims no mail, and stops them before closing the database.
  let background: ReturnType<typeof startBackgroundWork> | undefined;
  app.locals.startBackgroundWork = () => {
    background ??= startBackgroundWork(db, env);
  };
  // At once when a stop begins; the rest once the requests in flight are answered.
  app.locals.stopMail = () => background?.stopMail();
  // Searches off the request thread (decision 442); inline in development, tests and SEARCH_THREADS=0.
  const searchThreads =
    searchThreadEntry && env.SEARCH_THREADS > 0 && env.DATABASE_PATH !== ":memory:"
      ? startSearchThreads({ count: env.SEARCH_THREADS, entry: searchThreadEntry, databasePath: env.DATABASE_PATH, logLevel: env.LOG_LEVEL })
      : undefined;
  app.locals.stopBackgroundWork = async () => {
    counting?.stop();
    await background?.stop();
    await searchThreads?.stop();
  };

  const isDev = env.NODE_ENV === "development";

  app.use(securityHeaders(env));
  // Before anything that builds the request's URL from its Host line.
  app.use(refuseInvalidHost);
  // Each route's declared rules (server/route-rules.ts): a 400 for a path that does not decode,
  // no-store, noindex and a same-origin referrer on pages with a secret link or an address, in every language.
  app.use(buildRoutes.middleware);
  // The pseudo-language of tests (docs/decisions/420) is answered only when PSEUDO_LANGUAGE is set.
  if (!env.PSEUDO_LANGUAGE) {
    app.use([`/${PSEUDO_LANGUAGE.prefix}`, `/${PSEUDO_LANGUAGE.prefix}.data`], (_req, res) => void res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not Found\n"));
  }

  app.get("/healthz", (_req, res) => {
    try {
      db.$client.prepare("select 1").get();
      res.set("Cache-Control", "no-store").json({ status: "ok" });
    } catch (error) {
      log.error({ err: error }, "healthz: database check failed");
      res.status(503).set("Cache-Control", "no-store").json({ status: "error" });
    }
  });

  // Prometheus scrapes it; never cached (the page cache keeps only public pages).
  collectProcessMetrics();
  registerDatabaseMetrics(db, env.DATABASE_PATH);
  app.get("/metrics", metricsEndpoint(env));

  registerAssetRoutes(app, db);

  // Before the page cache, so that a view it answers counts too.
  if (counting) app.use(counting.middleware);

  // Anonymous visitors' public pages, reused while nothing changes (decision 049).
  app.use(
    pageCache({
      db,
      seconds: isDev ? 0 : env.PAGE_CACHE_SECONDS,
      nonceOf: (res) => res.locals.cspNonce as string,
      rulesOf: (req, res) => buildRoutes.routeOf(req, res).rules,
    }),
  );

  // Past the page cache: only searches it does not answer count against the cap.
  app.use(searchGate(env.SEARCHES_IN_FLIGHT, (req, res) => buildRoutes.routeOf(req, res).route?.pattern));

  app.use(
    createRequestHandler({
      // Given a function, React Router re-derives its routes and static handler on every
      // request (for hot reload); the production build never changes, so pass it once.
      build: build ?? serverBuild,
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(dbContext, db);
        context.set(envContext, env);
        context.set(requestInfoContext, {
          // An IPv6 client is its /64: per-address limits and reports see one host as one client.
          ip: clientNetwork(req.ip ?? req.socket.remoteAddress ?? "unknown"),
          requestId: res.locals.requestId as string,
          cspNonce: res.locals.cspNonce as string,
          logPath: buildRoutes.routeOf(req, res).logPath,
        });
        context.set(offlineRulesContext, buildRoutes.offline);
        if (searchThreads) context.set(searchRoomContext, searchThreads);
        // This request's interface language, from its URL prefix (docs/decisions/280).
        // With the causes' and categories' names in its language (decision 301).
        const i18n = createI18n(req.path);
        context.set(i18nContext, withDataNames(i18n, i18n.locale === "en" ? undefined : dataNames(db, i18n.locale).names));
        return context;
      },
    }),
  );

  // Anything thrown past React Router (which reports its own through handleError): one JSON line with
  // the route rules' path, never Express's default plain-text stack on stderr, which names the raw URL.
  app.use((error: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const { logPath } = buildRoutes.routeOf(req, res);
    const scrub = (text: unknown) => (typeof text === "string" ? text.split(req.path).join(logPath).split(req.originalUrl).join(logPath) : undefined);
    log.error({ path: logPath, err: { type: (error as Error)?.name, message: scrub((error as Error)?.message) } }, "unhandled error");
    if (res.headersSent) return void res.destroy();
    res.status(500).set("Cache-Control", "no-store").type("text/plain").send("Internal Server Error\n");
  });

  return app;
}
