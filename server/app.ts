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
import { dbContext, envContext, requestInfoContext } from "../app/lib/context";
import { createI18n, i18nContext } from "../app/i18n/i18n.server";
import { withDataNames } from "../app/i18n/translate";
import { dataNames } from "../app/taxonomy/names.server";
import type { Env } from "../app/lib/env.server";
import { purgeExpiredSessions } from "../app/auth/session.server";
import { configureToasts } from "../app/lib/toast.server";
import { startCounting } from "../app/insights/start-counting.server";
import type { VisitorSalt } from "../app/insights/visitor-salt.server";
import { registerAssetRoutes } from "./assets";
import { startBackgroundWork } from "./background";
import { pageCache } from "./page-cache";
import { securityHeaders } from "./security-headers";
import { log } from "../app/lib/log.server";
import { collectProcessMetrics, registerDatabaseMetrics } from "../app/lib/metrics.server";
import { metricsEndpoint } from "./observability";

export { loadEnv, openServingDatabase, startup } from "./startup";
export { configureLogger, log } from "../app/lib/log.server";
export { observeRequests, serveClusterMetrics } from "./observability";
export { securityHeaders } from "./security-headers";
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
}: {
  db: Db;
  env: Env;
  build?: () => Promise<ServerBuild>;
  /** A worker's salt from the primary (server.js); one process draws its own. */
  visitorSalt?: VisitorSalt;
}) {
  // Sessions past their absolute expiry are deleted hourly (idle ones on their next read).
  purgeExpiredSessions(db);
  setInterval(() => purgeExpiredSessions(db), 60 * 60 * 1000).unref();

  // The mail sender and scheduled jobs; server.js stops them before closing the database.
  const background = startBackgroundWork(db, env);

  // Before any action can set a toast: sign toast cookies with our secret.
  configureToasts(env);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  // Views, apply clicks and searches, written in batches; the last batch at shutdown.
  const counting = startCounting(db, env, visitorSalt);
  app.locals.stopBackgroundWork = async () => {
    counting?.stop();
    await background.stop();
  };

  // A refusal sent before the request body was read (413, 415, 401, 405…): the unread
  // bytes would be taken for the next request on a keep-alive connection, so close it.
  app.use((req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      const hasBody = req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
      if (hasBody && !req.complete) res.setHeader("Connection", "close");
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  });

  const isDev = env.NODE_ENV === "development";

  app.use(securityHeaders(env));

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

  // Manage pages carry a secret in their URL: never stored by caches, never sent to another site
  // as a referrer. `same-origin`, not `no-referrer`: under no-referrer a browser posts forms with
  // `Origin: null`, which React Router refuses (docs/decisions/111).
  app.use("/manage", (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Referrer-Policy", "same-origin");
    res.setHeader("X-Robots-Tag", "noindex");
    next();
  });

  // Before the page cache, so that a view it answers counts too.
  if (counting) app.use(counting.middleware);

  // Anonymous visitors' public pages, reused while nothing changes (decision 049).
  app.use(
    pageCache({
      db,
      seconds: isDev ? 0 : env.PAGE_CACHE_SECONDS,
      nonceOf: (res) => res.locals.cspNonce as string,
    }),
  );

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
          ip: req.ip ?? req.socket.remoteAddress ?? "unknown",
          requestId: res.locals.requestId as string,
          cspNonce: res.locals.cspNonce as string,
        });
        // This request's interface language, from its URL prefix (docs/decisions/280).
        // With the causes' and categories' names in its language (decision 301).
        const i18n = createI18n(req.path);
        context.set(i18nContext, withDataNames(i18n, i18n.locale === "en" ? undefined : dataNames(db, i18n.locale).names));
        return context;
      },
    }),
  );

  return app;
}
