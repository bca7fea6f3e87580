/**
 * The web app manifest (/manifest.webmanifest, and /hi/…, /mr/…, /bn/… for each language's pages):
 * names from the site settings, colours from the brand colour, icons drawn at build time
 * (vite.config.ts, app/offline/icons.build.ts). Each language's app starts at its own home and
 * speaks its language (decision 303); the English one is as it always was.
 */
import type { Db } from "../../db/client.server";
import type { Env } from "~/lib/env.server";
import { type Locale, localizePath } from "~/i18n/locales";
import { languageOf } from "~/i18n/languages";
import { loadSiteConfig } from "~/settings/public-config.server";
import { DEFAULT_BRAND_COLOR, ICONS } from "./icons";
import { offlineTranslator } from "./offline-texts.server";
import { MANIFEST_TEXTS } from "./texts";

/** Home screens cut longer names; the first word is kept then. */
const SHORT_NAME_MAX = 12;

export function webManifest(db: Db, env: Pick<Env, "SITE_URL" | "SITE_NAME" | "SUPPORT_EMAIL">, locale: Locale = "en") {
  const site = loadSiteConfig(db, env, locale);
  const { t } = offlineTranslator(locale);
  const shortName = site.siteName.length <= SHORT_NAME_MAX ? site.siteName : site.siteName.split(/\s+/)[0]!.slice(0, SHORT_NAME_MAX);
  const colour = site.brandColor ?? DEFAULT_BRAND_COLOR;
  const home = localizePath("/", locale);
  return {
    name: t(MANIFEST_TEXTS.name, { siteName: site.siteName }),
    short_name: t(MANIFEST_TEXTS.shortName, { shortName }),
    description: site.description ?? t(MANIFEST_TEXTS.description),
    id: home,
    start_url: home,
    scope: "/",
    display: "standalone",
    lang: languageOf(locale).intl,
    theme_color: colour,
    background_color: "#ffffff",
    icons: ICONS.map(({ path, size, purpose }) => ({ src: path, sizes: `${size}x${size}`, type: "image/png", purpose })),
  };
}
