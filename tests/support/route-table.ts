/**
 * The route table as the server build has it: app/routes.ts flattened into a manifest whose
 * modules are the real route modules (their `handle` carries the rules), for
 * server/route-rules.ts. Tests load every module; the bench only the few it requests.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { ServerBuild } from "react-router";
import routes from "../../app/routes";
import { createRouteRules, type RouteRulesTable } from "../../server/route-rules";

/** Modules that cannot load outside a build (a virtual module): their rules are the default. */
const BUILD_ONLY = new Set(["routes/service-worker.ts"]);

export type ModuleLoader = (file: string) => Promise<object>;

const importModule: ModuleLoader = async (file) =>
  BUILD_ONLY.has(file) ? {} : ((await import(/* @vite-ignore */ `../../app/${file}`)) as object);

async function manifest(entries: RouteConfigEntry[], parentId: string, load: ModuleLoader, out: ServerBuild["routes"]) {
  for (const entry of entries) {
    const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
    const module = await load(entry.file);
    out[id] = { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive, module: module as never };
    if (entry.children) await manifest(entry.children, id, load, out);
  }
  return out;
}

const tables = new Map<ModuleLoader, Promise<RouteRulesTable>>();

/** The rules of the whole route table, loaded once per test file (or per loader). */
export function routeRulesTable(load: ModuleLoader = importModule): Promise<RouteRulesTable> {
  let table = tables.get(load);
  if (!table) {
    const root: ServerBuild["routes"] = { root: { id: "root", path: "", module: {} as never } };
    table = manifest(routes, "root", load, root).then(createRouteRules);
    tables.set(load, table);
  }
  return table;
}
