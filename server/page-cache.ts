/**
 * A short-lived cache of the public pages as anonymous visitors see them
 * (docs/decisions/049-anonymous-page-cache.md).
 *
 * Rendering the home page with React costs ~10x the request itself; the same
 * few URLs (the first page of each tab, a shared listing) are asked for again
 * and again. A page is reused only while the database is unchanged (this
 * connection's total_changes() and SQLite's data_version for other processes)
 * and for at most `seconds`. Only cookie-less GETs of an allow-list of public
 * pages are served or stored, so nothing personal (a session, a toast, a form
 * token) is ever shared. The CSP nonce differs per response: the stored page's
 * nonce is swapped for this response's.
 */
import type { NextFunction, Request, Response } from "express";
import { databaseVersion, type Db } from "../db/client.server";

const CACHEABLE_PATH =
  /^\/(?:|about|terms|blog|(?:internships|fellowships|courses|scholarships|jobs|blog|pages)\/[^/]+)$/;
const MAX_URL_LENGTH = 1024;
const MAX_ENTRIES = 300;
const MAX_PAGE_BYTES = 256 * 1024;
/** Headers that belong to this response, not to the page (compression, outside, sets its own). */
const PER_RESPONSE_HEADERS = new Set([
  "set-cookie",
  "content-length",
  "content-encoding",
  "vary",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
]);

interface CachedPage {
  at: number;
  version: string;
  nonce: string;
  headers: [string, string | string[]][];
  body: string;
}

export interface PageCacheOptions {
  db: Db;
  seconds: number;
  /** This response's CSP nonce (set by an earlier middleware). */
  nonceOf: (res: Response) => string;
}

export function isCacheableRequest(req: Pick<Request, "method" | "path" | "originalUrl" | "headers">): boolean {
  return (
    req.method === "GET" &&
    !req.headers.cookie &&
    !req.headers.authorization &&
    req.originalUrl.length <= MAX_URL_LENGTH &&
    CACHEABLE_PATH.test(req.path)
  );
}

export function pageCache({ db, seconds, nonceOf }: PageCacheOptions) {
  const entries = new Map<string, CachedPage>();

  return function pageCacheMiddleware(req: Request, res: Response, next: NextFunction) {
    if (seconds <= 0 || !isCacheableRequest(req)) return next();
    const key = req.originalUrl;
    const version = databaseVersion(db);
    const nonce = nonceOf(res);
    const hit = entries.get(key);
    if (hit && hit.version === version && Date.now() - hit.at < seconds * 1000) {
      entries.delete(key); // least recently used goes first
      entries.set(key, hit);
      for (const [name, value] of hit.headers) if (!res.hasHeader(name)) res.setHeader(name, value);
      res.setHeader("X-Page-Cache", "hit");
      res.status(200).end(hit.body.split(hit.nonce).join(nonce));
      return;
    }
    if (hit) entries.delete(key);
    res.setHeader("X-Page-Cache", "miss");
    captureBody(res, (body) => {
      const type = String(res.getHeader("content-type") ?? "");
      if (res.statusCode !== 200 || !type.startsWith("text/html") || res.hasHeader("set-cookie")) return;
      if (body.length > MAX_PAGE_BYTES) return;
      // The render may have written to the database (nothing on these pages should): then do not trust it.
      if (databaseVersion(db) !== version) return;
      const headers = Object.entries(res.getHeaders())
        .filter(([name]) => !PER_RESPONSE_HEADERS.has(name) && name !== "x-page-cache" && !isSecurityHeader(name))
        .map(([name, value]) => [name, Array.isArray(value) ? value : String(value)] as [string, string | string[]]);
      entries.set(key, { at: Date.now(), version, nonce, headers, body });
      while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    });
    next();
  };
}

/** Helmet sets these on every response itself, with this response's nonce. */
function isSecurityHeader(name: string) {
  return (
    name === "content-security-policy" ||
    name.startsWith("cross-origin-") ||
    name.startsWith("x-") ||
    name === "origin-agent-cluster" ||
    name === "referrer-policy" ||
    name === "strict-transport-security"
  );
}

/** Collects what the handler writes (before compression, which wraps outside) and reports it at the end. */
function captureBody(res: Response, onEnd: (body: string) => void) {
  const chunks: Buffer[] = [];
  let size = 0;
  let overflow = false;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (overflow || chunk == null || typeof chunk === "function") return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
        : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
    size += buffer.byteLength;
    if (size > MAX_PAGE_BYTES) {
      overflow = true;
      chunks.length = 0;
      return;
    }
    chunks.push(Buffer.from(buffer));
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    const result = end(chunk, ...rest);
    if (!overflow) onEnd(Buffer.concat(chunks).toString("utf8"));
    return result;
  }) as Response["end"];
}
