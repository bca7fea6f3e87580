/**
 * The rules each route declares on its module (app/lib/route-rules.ts), read from the route
 * manifest for every request: the path as logged (secret parameters cut out), the headers of
 * secret pages, a 400 for a path that does not decode, and what the service worker keeps.
 * Nothing here names a path: a route or a language twin added to app/routes.ts is covered
 * by what its module declares (docs/decisions/290-route-rules.md).
 */
import type { Request, RequestHandler, Response } from "express";
import type { ServerBuild } from "react-router";
import { localeOfPattern, LOCALES, patternToRegExp } from "../app/i18n/locales";
import { redactQuery, redactTokens } from "../app/lib/log.server";
import { isFramable, isSecretPage, PRIVATE_ROUTE, SECRET_PAGE_HEADERS, type MatchedRoute, type OfflineRules } from "../app/lib/route-rules";
import { isDecodablePath, patternName, routeMatcher, routeTree, type RouteTree } from "./route-pattern";

export interface RequestRoute extends MatchedRoute {
  /** The deepest route the path matches (the 404 splat included), or null. */
  route: RouteTree | null;
  /** The path and query as logged: secret parameters and secret query values cut out. */
  logPath: string;
  /** A segment does not decode: answered 400 before the router sees it. */
  malformed: boolean;
}

/** A route with secret parameters: its pattern's segments, and which are secrets. */
interface SecretPattern {
  segments: string[];
  secrets: Set<string>;
}

function flatten(tree: RouteTree[]): RouteTree[] {
  return tree.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

/** "." or "..", written plainly or percent-encoded, with or without `;parameters`. */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}(?:;.*)?$/i;

function decodedOrNull(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Cuts each secret parameter out of a raw path: every route declaring one is tried as a prefix
 * of the path's non-empty segments, its words compared decoded and in any case (as the router
 * matches), so `/MANAGE/x`, `/%6danage/x`, `//hi/manage/x/edit.data` and a 404 below a secret
 * link all lose the secret.
 */
function redactSegments(path: string, secretPatterns: SecretPattern[]): string {
  const raw = path.split("/");
  const filled = raw.flatMap((segment, at) => (segment ? [at] : []));
  for (const { segments, secrets } of secretPatterns) {
    if (filled.length < segments.length) continue;
    const fits = segments.every((word, k) => word.startsWith(":") || decodedOrNull(raw[filled[k]!]!)?.toLowerCase() === word.toLowerCase());
    if (!fits) continue;
    segments.forEach((word, k) => {
      if (secrets.has(word.slice(1))) raw[filled[k]!] = `[${word.slice(1)}]`;
    });
  }
  return raw.join("/");
}

export interface RouteRulesTable {
  /** This request's route and rules, worked out once and kept on `res.locals`. */
  routeOf(req: Pick<Request, "path" | "originalUrl">, res?: Pick<Response, "locals">): RequestRoute;
  /** The route pattern for logs and metric labels. */
  patternOf(req: Pick<Request, "path" | "originalUrl">, res: Pick<Response, "locals">, status: number): string;
  /** 400 for a path that does not decode; the secret pages' headers, whatever else sets them. */
  middleware: RequestHandler;
  /** What the service worker keeps, for its build. */
  offline: OfflineRules;
  /** Every route of the table, with its pattern and rules (tests walk them). */
  routes: RouteTree[];
}

export function createRouteRules(manifest: ServerBuild["routes"]): RouteRulesTable {
  const routes = flatten(routeTree(manifest));
  const match = routeMatcher(manifest);
  const secretPatterns: SecretPattern[] = routes
    .filter((route) => route.rules?.audience === "private" && route.rules.secretParams?.length)
    .map((route) => ({
      segments: route.pattern!.split("/").filter(Boolean),
      secrets: new Set(route.rules?.audience === "private" ? route.rules.secretParams : []),
    }));

  function describe(req: Pick<Request, "path" | "originalUrl">): RequestRoute {
    const queryAt = req.originalUrl.indexOf("?");
    const query = queryAt === -1 ? "" : redactQuery(req.originalUrl.slice(queryAt + 1));
    // A dot segment (`/x/../manage/…`, `/./`, `%2e%2e`): the router would match the normalised path
    // while these rules read the raw one, so it is refused before routing (docs/request-cost.md).
    if (!isDecodablePath(req.path) || req.path.split("/").some((segment) => DOT_SEGMENT.test(segment))) {
      return { route: null, rules: PRIVATE_ROUTE, locale: localeOfPattern(req.path), params: {}, logPath: "[malformed]", malformed: true };
    }
    const found = match(req.path);
    const pattern = found?.route.pattern;
    return {
      route: found?.route ?? null,
      rules: found?.route.rules ?? PRIVATE_ROUTE,
      locale: localeOfPattern(pattern && !found?.route.path?.includes("*") ? pattern : req.path),
      params: found?.params ?? {},
      logPath: redactTokens(redactSegments(req.path, secretPatterns)).replace(/\.data$/, "") + (query ? `?${query}` : ""),
      malformed: false,
    };
  }

  function routeOf(req: Pick<Request, "path" | "originalUrl">, res?: Pick<Response, "locals">): RequestRoute {
    const kept = res?.locals.route as RequestRoute | undefined;
    if (kept) return kept;
    const route = describe(req);
    if (res) res.locals.route = route;
    return route;
  }

  const middleware: RequestHandler = (req, res, next) => {
    // An absolute-form request line ("GET http://host/manage/…", as to a proxy): served as its path,
    // so no later layer builds a URL from it (React Router's adapter would throw with the URL in the message).
    if (!req.originalUrl.startsWith("/")) req.url = req.originalUrl = req.path + (req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "");
    const route = routeOf(req, res);
    if (route.malformed) {
      res.status(400).set("Cache-Control", "no-store").type("text/plain").send("Bad Request: this address is not valid.\n");
      return;
    }
    // A token-shaped segment or value on any page (a 404 below a mistyped secret route, `?next=/manage/…`): a secret page's headers.
    if (isSecretPage(route.rules) || redactTokens(req.originalUrl) !== req.originalUrl) forceHeaders(res, SECRET_PAGE_HEADERS);
    if (isFramable(route.rules)) allowFraming(res);
    next();
  };

  return {
    routeOf,
    patternOf(req, res, status) {
      const { route, params } = routeOf(req, res);
      return patternName(req.path, route && { route, params }, status);
    },
    middleware,
    offline: offlineRules(routes),
    routes,
  };
}

/** Sets headers now and again as the head is written, so no later layer (a loader's headers) changes them. */
function forceHeaders(res: Response, headers: Record<string, string>) {
  const set = () => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  };
  set();
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
    set();
    return writeHead.apply(this, args);
  } as typeof writeHead;
}

/**
 * Lets any site frame the answer (docs/decisions/393): the security headers' `frame-ancestors 'none'`
 * becomes `*` and X-Frame-Options goes, as the head is written, whatever set them before.
 */
function allowFraming(res: Response) {
  const open = () => {
    res.removeHeader("X-Frame-Options");
    const csp = res.getHeader("Content-Security-Policy");
    if (typeof csp === "string") res.setHeader("Content-Security-Policy", csp.replace(/frame-ancestors [^;]*/, "frame-ancestors *"));
  };
  open();
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
    open();
    return writeHead.apply(this, args);
  } as typeof writeHead;
}

const anyOf = (routes: RouteTree[]) => routes.map((route) => patternToRegExp(route.pattern!).source).join("|") || "$^";

/** The pages the worker keeps a copy of (one pattern for all), and the offline page of each language. */
function offlineRules(routes: RouteTree[]): OfflineRules {
  const publicRoutes = routes.filter((route) => route.rules?.audience === "public" && !route.path?.includes("*"));
  const keep = publicRoutes.filter((route) => route.rules?.audience === "public" && route.rules.offline === "keep");
  const shells = routes.filter((route) => route.rules?.audience === "public" && route.rules.offline === "shell");
  const shellOf = Object.fromEntries(
    LOCALES.flatMap((locale) => {
      const shell = shells.find((route) => localeOfPattern(route.pattern!) === locale);
      return shell ? [[locale, shell.pattern!]] : [];
    }),
  );
  return {
    keep: anyOf(keep),
    public: anyOf(publicRoutes),
    shells: shellOf,
  };
}
