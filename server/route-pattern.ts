/**
 * The route pattern of a request path ("/manage/:token"), the bounded set of names the
 * request log and the metric labels use (server/observability.ts).
 *
 * `matchRoutes` flattens and ranks the whole route tree on every call: with about 150
 * routes that was a third of the busy CPU of a page answered from the page cache (decision 240).
 * A route whose own first segment is another word cannot match a path, so each path is
 * matched against the routes its first segment can reach, cut once per first segment the
 * route table names; routes that could match any first segment (pathless, dynamic,
 * optional, splat) are in every cut. Leaving out routes that cannot match changes no answer.
 */
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { rulesOfHandle, type RouteRules } from "../app/lib/route-rules";

/** A route of the tree: its full pattern and its rules (its own handle's, or its parent's). */
export type RouteTree = RouteObject & { pattern?: string; rules?: RouteRules; children?: RouteTree[] };

const EXPRESS_ROUTES = new Set(["/healthz", "/metrics"]);

/** The route manifest as a tree, each route knowing its full pattern ("/manage/:token") and its rules. */
export function routeTree(routes: ServerBuild["routes"], parentId?: string, parentPattern = "", parentRules?: RouteRules): RouteTree[] {
  return Object.values(routes)
    .filter((route) => route && route.parentId === parentId)
    .map((route) => {
      const pattern = route!.path ? `${parentPattern.replace(/\/$/, "")}/${route!.path}` : parentPattern || "/";
      // A route that declares no rules has its parent's (the root's: private).
      const rules = rulesOfHandle((route!.module as { handle?: unknown } | undefined)?.handle, parentRules);
      const children = routeTree(routes, route!.id, pattern, rules);
      return route!.index
        ? { id: route!.id, index: true, pattern, rules }
        : { id: route!.id, path: route!.path, caseSensitive: route!.caseSensitive, pattern, rules, children };
    });
}

const firstSegment = (path: string | undefined) => (path ?? "").replace(/^\//, "").split("/")[0]!.toLowerCase();

/** The cut of the tree for a path: the root with only the children its first segment can reach. */
export function routeTreeByFirstSegment(routes: RouteTree[]): (path: string) => RouteTree[] {
  const root = routes.length === 1 && !routes[0]!.path ? routes[0]! : undefined;
  if (!root?.children) return () => routes;
  const anywhere = (child: RouteTree) => !child.index && (!child.path || /[:*?]/.test(firstSegment(child.path)));
  const segmentOf = (child: RouteTree) => (child.index ? "" : firstSegment(child.path));
  const cut = (children: RouteTree[]) => [{ ...root, children }];
  const cuts = new Map<string, RouteTree[]>();
  for (const child of root.children) {
    const segment = segmentOf(child);
    if (anywhere(child) || cuts.has(segment)) continue;
    cuts.set(segment, cut(root.children.filter((c) => anywhere(c) || segmentOf(c) === segment)));
  }
  const rest = cut(root.children.filter(anywhere));
  return (path) => {
    let segment = path.split("/")[1] ?? "";
    try {
      segment = decodeURIComponent(segment);
    } catch {
      // matched as written
    }
    return cuts.get(segment.toLowerCase()) ?? rest;
  };
}

/** The page a path is, or the data of (`.data`: client-side navigation). */
export function pageOfPath(path: string): string {
  return path === "/_root.data" ? "/" : path.endsWith(".data") ? path.slice(0, -".data".length) : path;
}

/** Whether every segment of a path decodes (React Router warns on stderr, with the raw path, when one does not). */
export function isDecodablePath(path: string): boolean {
  try {
    // The result is used: a bundler may drop a call to a "pure" global whose result is not.
    return typeof decodeURIComponent(path) === "string";
  } catch {
    return false;
  }
}

export interface RouteMatch {
  /** The deepest route the path matches (the 404 splat included). */
  route: RouteTree;
  params: Record<string, string | undefined>;
}

/** For a server build: a decodable path to the deepest route it matches and its parameters. */
export function routeMatcher(routes: ServerBuild["routes"]): (path: string) => RouteMatch | null {
  const treeFor = routeTreeByFirstSegment(routeTree(routes));
  return (path) => {
    const page = pageOfPath(path);
    const last = matchRoutes(treeFor(page), page)?.at(-1);
    return last ? { route: last.route as RouteTree, params: last.params } : null;
  };
}

/** The pattern the log and metrics name for a matched route (or what answered without one). */
export function patternName(path: string, match: RouteMatch | null, status: number): string {
  if (EXPRESS_ROUTES.has(path)) return path;
  if (path.startsWith("/assets/")) return "/assets/*";
  if (path.startsWith("/uploads/")) return "/uploads/*";
  const last = match?.route;
  if (last?.pattern && !last.path?.includes("*")) return last.pattern;
  // Files of the client build (favicon, robots…) answer 200 without a route.
  return status < 400 ? "static" : "unmatched";
}

/** For a server build: a path and its status to the route pattern. */
export function routePatterns(routes: ServerBuild["routes"]): (path: string, status: number) => string {
  const match = routeMatcher(routes);
  return (path, status) => patternName(path, isDecodablePath(path) ? match(path) : null, status);
}
