/**
 * The Hindi twins of English routes, for routes.ts (docs/decisions/280): the same module
 * under /hi with its own id ("hi-" + the English id). A path that is not in
 * TWINNED_PATTERNS (app/i18n/locales.ts) is refused, so links, hreflang and the sitemap
 * never point at a twin that does not exist.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { hasHindiTwin } from "./locales";

const routeId = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");

export function withHindiTwins(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  const twins = entries.map((entry): RouteConfigEntry => {
    if (entry.children?.length) throw new Error(`withHindiTwins: ${entry.file} has child routes`);
    const english = entry.index ? "/" : `/${entry.path ?? ""}`;
    if (entry.path !== "*" && !hasHindiTwin(english.replace(/:[a-z]+/gi, "x"))) {
      throw new Error(`withHindiTwins: add ${english} to TWINNED_PATTERNS in app/i18n/locales.ts`);
    }
    const { index: _index, ...rest } = entry;
    return { ...rest, path: entry.index ? "hi" : `hi/${entry.path}`, id: `hi-${routeId(entry)}` };
  });
  return [...entries, ...twins];
}
