/**
 * The route pattern the request log and the metrics name: matched against the routes the
 * path's first segment can reach, it is the pattern the whole route table gives.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { routePatterns } from "../../server/route-pattern";

/** The route table as the server build's manifest: flat, each route naming its parent. */
function manifest(entries: RouteConfigEntry[], parentId = "root", out: ServerBuild["routes"] = {}) {
  for (const entry of entries) {
    const id = entry.id ?? entry.file;
    out[id] = { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive, module: {} as never };
    if (entry.children) manifest(entry.children, id, out);
  }
  return out;
}

const build: ServerBuild["routes"] = { root: { id: "root", path: "", module: {} as never }, ...manifest(routes) };
const patternOf = routePatterns(build);

/** The same answer from the whole table (what the server did before the cut). */
function wholeTable(path: string): string {
  const tree = (parentId?: string, parent = ""): object[] =>
    Object.values(build)
      .filter((route) => route!.parentId === parentId)
      .map((route) => {
        const pattern = route!.path ? `${parent.replace(/\/$/, "")}/${route!.path}` : parent || "/";
        return route!.index
          ? { id: route!.id, index: true, pattern }
          : { id: route!.id, path: route!.path, pattern, children: tree(route!.id, pattern) };
      });
  const page = path === "/_root.data" ? "/" : path.replace(/\.data$/, "");
  const last = matchRoutes(tree() as never, page)?.at(-1)?.route as { pattern?: string; path?: string } | undefined;
  return last?.pattern && !last.path?.includes("*") ? last.pattern : "static";
}

const PATHS = [
  "/",
  "/_root.data",
  "/internships/river-intern",
  "/Internships/river-intern",
  "/%69nternships/river-intern",
  "/fellowships/x.data",
  "/apply/x",
  "/manage",
  "/manage/tok",
  "/manage/tok/edit",
  "/manage/tok/stats.csv",
  "/admin",
  "/admin/opportunities",
  "/admin/settings",
  "/api/opportunities",
  "/api/opportunities/search",
  "/api/opportunities/slug/x/reports",
  "/api/admin/opportunities/3/status",
  "/api/admin/blog/4/publish",
  "/alerts/confirm/t",
  "/sitemap/part-1.xml",
  "/sw.js",
  "/favicon.svg",
  "/no/such/page",
  "/hi",
  "/hi/",
  "/hi.data",
  "/hi/internships/river-intern",
  "/HI/fellowships/x.data",
  "/hi/submit",
  "/hi/no/such/page",
  "/%E0%A4%A",
  "",
];

describe("route patterns", () => {
  it("names the pattern the whole route table matches", () => {
    for (const path of PATHS) expect(patternOf(path, 200), path).toBe(wholeTable(path));
  });

  it("names the routes the log and metrics expect", () => {
    expect(patternOf("/internships/river-intern", 200)).toBe("/internships/:slug");
    expect(patternOf("/manage/secret/edit", 200)).toBe("/manage/:token/edit");
    expect(patternOf("/", 200)).toBe("/");
    expect(patternOf("/healthz", 200)).toBe("/healthz");
    expect(patternOf("/assets/entry-x.js", 200)).toBe("/assets/*");
    expect(patternOf("/favicon.svg", 200)).toBe("static");
    expect(patternOf("/no/such/page", 404)).toBe("unmatched");
    expect(patternOf("/hi", 200)).toBe("/hi");
    expect(patternOf("/hi/internships/river-intern", 200)).toBe("/hi/internships/:slug");
    expect(patternOf("/hi/no/such/page", 404)).toBe("unmatched");
  });
});
