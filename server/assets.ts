/**
 * Uploaded files live in the data folder, outside the build. They are served
 * with nosniff and a CSP that forbids any active content, whatever they contain.
 */
import { join } from "node:path";
import express from "express";
import type { Env } from "../app/lib/env.server";

export const UPLOADS_URL_PREFIX = "/uploads";

export function uploadsDir(env: Pick<Env, "dataDir">) {
  return join(env.dataDir, "uploads");
}

export function registerAssetRoutes(app: express.Express, env: Env) {
  app.use(
    UPLOADS_URL_PREFIX,
    express.static(uploadsDir(env), {
      fallthrough: false,
      index: false,
      dotfiles: "deny",
      maxAge: "30d",
      immutable: true,
      setHeaders(res) {
        res.setHeader("X-Content-Type-Options", "nosniff");
        res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
      },
    }),
  );
}
