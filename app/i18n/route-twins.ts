/**
 * The twins of English routes in every other language, for routes.ts (docs/decisions/280, 330):
 * the same module under each language's prefix with its own id ("hi-" + the English id). A path
 * that is not in TWINNED_PATTERNS (app/i18n/locales.ts) is refused, so links, hreflang and the
 * sitemap never point at a twin that does not exist.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { ROUTED_LANGUAGES } from "./languages";
import { hasTwins } from "./locales";

const routeId = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");

export function withTwins(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  for (const entry of entries) {
    if (entry.children?.length) throw new Error(`withTwins: ${entry.file} has child routes`);
    const english = entry.index ? "/" : `/${entry.path ?? ""}`;
    if (entry.path !== "*" && !hasTwins(english.replace(/:[a-z]+/gi, "x"))) {
      throw new Error(`withTwins: add ${english} to TWINNED_PATTERNS in app/i18n/locales.ts`);
    }
  }
  const twins = ROUTED_LANGUAGES.filter((language) => language.prefix !== "").flatMap(({ prefix }) =>
    entries.map((entry): RouteConfigEntry => {
      const { index: _index, ...rest } = entry;
      return { ...rest, path: entry.index ? prefix : `${prefix}/${entry.path}`, id: `${prefix}-${routeId(entry)}` };
    }),
  );
  return [...entries, ...twins];
}
