/**
 * A request's address is built from its Host line (and X-Forwarded-Host and -Proto behind a
 * trusted proxy) the way React Router's Express adapter builds it. A request without one, or with
 * one no URL can hold (`x:99999`, `[::1`, `%`), is answered 400 here; the adapter would throw
 * `TypeError: Invalid URL` and the request would end as a 500 with a stack on stderr
 * (docs/decisions/310).
 */
import type express from "express";

/** The origin the adapter will give the request, or null when it cannot build one. */
export function adapterOrigin(req: express.Request): string | null {
  if (!req.hostname) return null;
  // As @react-router/express's createRemixRequest: the port of X-Forwarded-Host, else of Host.
  const [, forwardedPort] = req.app.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort].map((value) => Number.parseInt(value ?? "", 10)).find(Number.isSafeInteger);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  try {
    return new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`).origin;
  } catch {
    return null;
  }
}

export const refuseInvalidHost: express.RequestHandler = (req, res, next) => {
  if (adapterOrigin(req) !== null) return next();
  res.status(400).set("Cache-Control", "no-store").type("text/plain").send("Bad Request: the Host line is missing or not a valid host\n");
};
