/**
 * The Express app that serves React Router. Vite bundles this file together with
 * the route modules into build/server/index.js (see vite.config.ts), so the
 * production server (server.js) imports a single file.
 */
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider } from "react-router";
import * as serverBuild from "virtual:react-router/server-build";
import type { Db } from "../db/client.server";
import { dbContext, envContext, requestInfoContext } from "../app/lib/context";
import type { Env } from "../app/lib/env.server";
import { purgeExpiredSessions } from "../app/auth/session.server";
import { configureToasts } from "../app/lib/toast.server";
import { registerAssetRoutes } from "./assets";
import { startBackgroundWork } from "./background";
import { pageCache } from "./page-cache";
import { securityHeaders } from "./security-headers";

export { loadEnv, startup } from "./startup";
export { securityHeaders } from "./security-headers";

export function createApp({ db, env }: { db: Db; env: Env }) {
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
  app.locals.stopBackgroundWork = background.stop;
  const isDev = env.NODE_ENV === "development";

  app.use(securityHeaders(env));

  app.get("/healthz", (_req, res) => {
    try {
      db.$client.prepare("select 1").get();
      res.set("Cache-Control", "no-store").json({ status: "ok" });
    } catch (error) {
      console.error("healthz: database check failed", error);
      res.status(503).set("Cache-Control", "no-store").json({ status: "error" });
    }
  });

  registerAssetRoutes(app, env);

  // Manage pages carry a secret in their URL: never stored by caches, never sent to another site
  // as a referrer. `same-origin`, not `no-referrer`: under no-referrer a browser posts forms with
  // `Origin: null`, which React Router refuses (docs/decisions/111).
  app.use("/manage", (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Referrer-Policy", "same-origin");
    res.setHeader("X-Robots-Tag", "noindex");
    next();
  });

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
      build: isDev ? () => import("virtual:react-router/server-build") : serverBuild,
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(dbContext, db);
        context.set(envContext, env);
        context.set(requestInfoContext, {
          ip: req.ip ?? req.socket.remoteAddress ?? "unknown",
          requestId: res.locals.requestId as string,
          cspNonce: res.locals.cspNonce as string,
        });
        return context;
      },
    }),
  );

  return app;
}
