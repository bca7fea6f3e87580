/**
 * Security headers (helmet: CSP with a per-request nonce, HSTS on https,
 * nosniff, frame and referrer policies) plus Permissions-Policy, for every
 * answer: server.js mounts this before its static files, createApp again for
 * the app (the second time it does nothing). Unknown methods get a 405 here.
 * See docs/decisions/006-security-headers.md and 153-headers-everywhere.md.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type express from "express";
import helmet from "helmet";
import type { Env } from "../app/lib/env.server";

/** Methods the site answers; anything else (TRACE, CONNECT, made-up ones) gets 405 before any route. */
const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const ALLOW = [...KNOWN_METHODS].join(", ");

/** Browser features no page here uses: camera, microphone, location, payment and the like. */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "interest-cohort=()",
  "browsing-topics=()",
].join(", ");

/**
 * Security headers for every answer, static files included: server.js mounts
 * this before express.static, and createApp mounts it again for the app
 * (the second time it does nothing). Also refuses unknown methods.
 */
export function securityHeaders(env: Pick<Env, "NODE_ENV" | "SITE_URL">): express.RequestHandler {
  const isDev = env.NODE_ENV === "development";
  const https = env.SITE_URL.startsWith("https:");
  const headers = helmet({
    contentSecurityPolicy: isDev
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`],
            // React renders style attributes (docs/decisions/154-style-src.md).
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "https:"],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            baseUri: ["'self'"],
            objectSrc: ["'none'"],
            // Only when the site itself is served over https.
            upgradeInsecureRequests: https ? [] : null,
          },
        },
    // HSTS only makes sense (and is only sent) when served over https.
    strictTransportSecurity: https ? { maxAge: 63072000, includeSubDomains: true } : false,
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-site" },
  });
  return (req, res, next) => {
    if (res.locals.securityHeaders) return next();
    res.locals.securityHeaders = true;
    res.locals.cspNonce = randomBytes(16).toString("base64");
    res.locals.requestId = randomUUID();
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    headers(req, res, (error?: unknown) => {
      if (error) return next(error);
      if (!KNOWN_METHODS.has(req.method)) {
        res.status(405).set({ Allow: ALLOW, "Cache-Control": "no-store" }).type("text/plain").send("Method Not Allowed");
        return;
      }
      next();
    });
  };
}
