/**
 * A short-lived cache of the public pages as anonymous visitors see them
 * (docs/decisions/049-anonymous-page-cache.md, 162-page-cache-single-flight.md).
 *
 * Rendering the home page with React costs ~10x the request itself; the same
 * few URLs (the first page of each tab, a shared listing) are asked for again
 * and again. A page is reused while the public content version is unchanged
 * (db/content-version.ts: a counter that triggers bump with every change to what
 * public pages show, in any process) and for at most `seconds`. Only cookie-less
 * GETs of the routes that declare `audience: "public", pageCache: true` (app/lib/route-rules.ts;
 * their `.data` twins, which client-side navigation asks for, too) are served or stored, so nothing personal (a session, a
 * toast, a form token) is ever shared. The CSP nonce differs per response: the
 * stored page's nonce is swapped for this response's.
 *
 * One render per key at a time: requests for a key being rendered wait for that
 * render; once a page is older than `seconds`, the first request renders it again while
 * the others get the previous page (stale-while-revalidate), for at most `seconds` more.
 * A page whose public content changed is never served again, not even meanwhile: a listing
 * the team hides or removes is gone from every page at once, in every process
 * (docs/decisions/293).
 */
import type { NextFunction, Request, Response } from "express";
import { contentVersion, type Db } from "../db/client.server";
import { searchFiltersSchema } from "../app/search/search-schema";
import { SAVE_DATA_HEADER, wantsSavedData } from "../app/offline/save-data";
import type { RouteRules } from "../app/lib/route-rules";
import { sharedCacheControl } from "../app/lib/http";

/*
 * The language twins (/hi, /hi/internships/…) are pages of their own: the language is in the
 * path, so it is in the key and a page is never served in the other language
 * (docs/decisions/280); nothing varies on Accept-Language.
 */
/**
 * The query parameters public pages read: the board's filters (from its schema, so a
 * new filter is part of the key as soon as the board reads it), the number shown, the
 * blog's page and the routes a `.data` request asks for. Others (tracking, typos)
 * render the same page and are left out of the key.
 */
const KNOWN_PARAMS = new Set([...Object.keys(searchFiltersSchema.shape), "show", "page", "_routes"]);
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
  "cache-control",
]);

interface CachedPage {
  at: number;
  version: string;
  headers: [string, string | string[]][];
  /** The body as sent, cut where the render's nonce was: each hit joins the parts with its own. */
  parts: Buffer[];
}

export interface PageCacheOptions {
  db: Db;
  seconds: number;
  /** This response's CSP nonce (set by an earlier middleware). */
  nonceOf: (res: Response) => string;
  /** The rules of the route this request matches (server/route-rules.ts). */
  rulesOf: (req: Request, res: Response) => RouteRules;
}

export function isCacheableRequest(req: Pick<Request, "method" | "originalUrl" | "headers">, rules: RouteRules): boolean {
  return (
    req.method === "GET" &&
    !req.headers.cookie &&
    !req.headers.authorization &&
    req.originalUrl.length <= MAX_URL_LENGTH &&
    rules.audience === "public" &&
    rules.pageCache === true
  );
}

/**
 * The cache key: the path and the known parameters in a fixed order, and whether the
 * visitor asked to save data (`Save-Data: on` pages leave out logos).
 */
export function cacheKey(originalUrl: string, saveData = false): string {
  const url = new URL(originalUrl, "http://localhost");
  const kept: [string, string][] = [];
  for (const [name, value] of url.searchParams) if (KNOWN_PARAMS.has(name)) kept.push([name, value]);
  // A stable sort keeps the order of repeated names.
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  const page = query ? `${url.pathname}?${query}` : url.pathname;
  return saveData ? `${page} save-data` : page;
}

/** What a shared cache in front may do with an anonymous page (docs/deploying.md). */
export { sharedCacheControl };

export function pageCache({ db, seconds, nonceOf, rulesOf }: PageCacheOptions) {
  const entries = new Map<string, CachedPage>();
  /** Renders under way, by key: later requests for the key wait for them. */
  const rendering = new Map<string, Promise<CachedPage | null>>();

  function serve(res: Response, page: CachedPage, state: string) {
    for (const [name, value] of page.headers) if (!res.hasHeader(name)) res.setHeader(name, value);
    res.setHeader("X-Page-Cache", state);
    res.setHeader("Cache-Control", sharedCacheControl(seconds));
    const nonce = Buffer.from(nonceOf(res));
    res.status(200).end(Buffer.concat(page.parts.flatMap((part, i) => (i === 0 ? [part] : [nonce, part]))));
  }

  return function pageCacheMiddleware(req: Request, res: Response, next: NextFunction) {
    if (seconds <= 0 || !isCacheableRequest(req, rulesOf(req, res))) return next();
    // A shared cache in front keeps the data-saver page apart too.
    res.vary(SAVE_DATA_HEADER);
    const key = cacheKey(req.originalUrl, wantsSavedData(req.get(SAVE_DATA_HEADER)));
    const version = contentVersion(db);
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.version === version && now - hit.at < seconds * 1000) {
      entries.delete(key); // least recently used goes first
      entries.set(key, hit);
      return serve(res, hit, "hit");
    }
    const inFlight = rendering.get(key);
    if (inFlight) {
      // Someone is rendering this page: the previous one meanwhile, if recent enough and of the
      // same content (never a page with a listing since taken down), else wait.
      if (hit && hit.version === version && now - hit.at < 2 * seconds * 1000) return serve(res, hit, "stale");
      // A render that started before a change this request may expect (an approval) does not answer it.
      inFlight.then(
        (page) => (page && page.version === version && !res.headersSent ? serve(res, page, "hit") : next()),
        () => next(),
      );
      return;
    }
    if (hit && now - hit.at >= 2 * seconds * 1000) entries.delete(key);
    let settle!: (page: CachedPage | null) => void;
    const promise = new Promise<CachedPage | null>((resolve) => (settle = resolve));
    rendering.set(key, promise);
    const done = (page: CachedPage | null) => {
      if (rendering.get(key) === promise) rendering.delete(key);
      settle(page);
    };
    res.once("close", () => done(null)); // aborted or not stored: waiters render themselves
    res.setHeader("X-Page-Cache", "miss");
    const nonce = nonceOf(res);
    captureBody(res, (body) => {
      const type = String(res.getHeader("content-type") ?? "");
      const page: CachedPage = { at: Date.now(), version, headers: [], parts: splitAt(body, Buffer.from(nonce)) };
      if (
        res.statusCode !== 200 ||
        !(type.startsWith("text/html") || type.startsWith("text/x-script")) ||
        res.hasHeader("set-cookie") ||
        body.length > MAX_PAGE_BYTES
      ) {
        return done(null);
      }
      // Content that changed during the render (another request's approval) is kept under the
      // version the render started from: the page shows at least that, so the next request renders
      // it again while this one is the previous page. Dropping it made every render under a stream
      // of writes wasted, and its waiters render one each.
      page.headers = Object.entries(res.getHeaders())
        .filter(([name]) => !PER_RESPONSE_HEADERS.has(name) && name !== "x-page-cache" && !isSecurityHeader(name))
        .map(([name, value]) => [name, Array.isArray(value) ? value : String(value)] as [string, string | string[]]);
      entries.delete(key);
      entries.set(key, page);
      while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      done(page);
    });
    // Anonymous and stored only without Set-Cookie: a shared cache in front may keep it too.
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
    res.writeHead = ((...args: unknown[]) => {
      if (res.statusCode === 200 && !res.hasHeader("set-cookie") && !res.hasHeader("cache-control")) {
        res.setHeader("Cache-Control", sharedCacheControl(seconds));
      }
      return writeHead(...args);
    }) as Response["writeHead"];
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
function captureBody(res: Response, onEnd: (body: Buffer) => void) {
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
    if (!overflow) onEnd(Buffer.concat(chunks));
    return result;
  }) as Response["end"];
}

/** The bytes between the occurrences of `separator`. */
function splitAt(body: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, from)) {
    parts.push(body.subarray(from, at));
    from = at + separator.length;
  }
  parts.push(body.subarray(from));
  return parts;
}
