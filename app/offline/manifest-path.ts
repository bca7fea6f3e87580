/**
 * Where each language's web app manifest is: routes.ts registers one route per language of the
 * registry from this, and every page links its language's (app/offline/document-parts.tsx), so a
 * page can never link a manifest that has no route.
 */
import { LANGUAGES, languageOf, type Locale } from "../i18n/languages";

/** "/manifest.webmanifest" for English, "/mr/manifest.webmanifest" for Marathi. */
export function manifestPath(locale: Locale): string {
  const { prefix } = languageOf(locale);
  return prefix ? `/${prefix}/manifest.webmanifest` : "/manifest.webmanifest";
}

/** Every language's manifest route: its path (without the leading slash) and its route id. */
export const MANIFEST_ROUTES = LANGUAGES.map(({ code, prefix }) => ({
  path: manifestPath(code).slice(1),
  id: prefix ? `routes/web-manifest-${prefix}` : "routes/web-manifest",
}));
