/**
 * The web app manifest (/manifest.webmanifest): names from the site settings, colours from
 * the brand colour, icons drawn at build time (vite.config.ts, app/offline/icons.build.ts).
 */
import type { Db } from "../../db/client.server";
import type { Env } from "~/lib/env.server";
import { loadSiteConfig } from "~/settings/public-config.server";
import { DEFAULT_BRAND_COLOR, ICONS } from "./icons";

/** Home screens cut longer names; the first word is kept then. */
const SHORT_NAME_MAX = 12;

export function webManifest(db: Db, env: Pick<Env, "SITE_URL" | "SITE_NAME" | "SUPPORT_EMAIL">) {
  const site = loadSiteConfig(db, env);
  const shortName = site.siteName.length <= SHORT_NAME_MAX ? site.siteName : site.siteName.split(/\s+/)[0]!.slice(0, SHORT_NAME_MAX);
  const colour = site.brandColor ?? DEFAULT_BRAND_COLOR;
  return {
    name: site.siteName,
    short_name: shortName,
    description: site.description ?? "Internships, fellowships and courses with organisations working for social impact.",
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    lang: "en-IN",
    theme_color: colour,
    background_color: "#ffffff",
    icons: ICONS.map(({ path, size, purpose }) => ({ src: path, sizes: `${size}x${size}`, type: "image/png", purpose })),
  };
}
