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

export type RouteTree = RouteObject & { pattern?: string; children?: RouteTree[] };

const EXPRESS_ROUTES = new Set(["/healthz", "/metrics"]);

/** The route manifest as a tree, each route knowing its full pattern ("/manage/:token"). */
function routeTree(routes: ServerBuild["routes"], parentId?: string, parentPattern = ""): RouteTree[] {
  return Object.values(routes)
    .filter((route) => route && route.parentId === parentId)
    .map((route) => {
      const pattern = route!.path ? `${parentPattern.replace(/\/$/, "")}/${route!.path}` : parentPattern || "/";
      const children = routeTree(routes, route!.id, pattern);
      return route!.index
        ? { id: route!.id, index: true, pattern }
        : { id: route!.id, path: route!.path, caseSensitive: route!.caseSensitive, pattern, children };
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

/** For a server build: a path and its status to the route pattern. */
export function routePatterns(routes: ServerBuild["routes"]): (path: string, status: number) => string {
  const treeFor = routeTreeByFirstSegment(routeTree(routes));
  return (path, status) => {
    if (EXPRESS_ROUTES.has(path)) return path;
    if (path.startsWith("/assets/")) return "/assets/*";
    if (path.startsWith("/uploads/")) return "/uploads/*";
    const page = path === "/_root.data" ? "/" : path.endsWith(".data") ? path.slice(0, -".data".length) : path;
    const last = matchRoutes(treeFor(page), page)?.at(-1)?.route as RouteTree | undefined;
    if (last?.pattern && !last.path?.includes("*")) return last.pattern;
    // Files of the client build (favicon, robots…) answer 200 without a route.
    return status < 400 ? "static" : "unmatched";
  };
}
