/**
 * What the public pages read from the admin's settings: site settings (with env
 * fallbacks) and SEO settings, held in memory per database while the public
 * content version stays the same: its triggers bump it in the same transaction
 * as any write to either table, by any connection, so the writers need not know
 * this cache (docs/decisions/080-site-settings-used-by-pages.md, 182). A page
 * view costs one read of the version, not a query.
 */
import { contentVersion, type Db } from "../../db/client.server";
import { siteSettings } from "../../db/schema";
import { sanitizeRichHtml } from "~/content/sanitize.server";
import type { Env } from "~/lib/env.server";
import type { PageSeo, SiteConfig } from "~/lib/meta";
import { isUrlOrPath } from "~/content/url-rules";
import { type LOCALIZED_SETTING_KEYS, settingKeyIn } from "./known-keys";
import { normalizePath, pageKeysForPath } from "~/seo/page-keys";
import { listSeoSettings } from "~/seo/seo-settings.server";
import { createServerI18n } from "~/i18n/i18n.server";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { OPPORTUNITY_TEXTS } from "~/opportunities/texts";

export interface StoredSetting {
  value: string;
  type: "text" | "image" | "html" | "color";
}

interface Snapshot {
  dataVersion: number;
  /** Site settings by key; html values already sanitised. */
  settings: Map<string, StoredSetting>;
  /** SEO settings by page key. */
  seo: Map<string, Omit<PageSeo, "path">>;
}

const cache = new WeakMap<Db, Snapshot>();

/** Bumped with every change to site or SEO settings, by any process (db/content-version.ts). */
function dataVersion(db: Db): number {
  return Number(contentVersion(db));
}

function load(db: Db): Snapshot {
  const version = dataVersion(db);
  const settings = new Map<string, StoredSetting>();
  for (const row of db.select({ key: siteSettings.key, value: siteSettings.value, type: siteSettings.type }).from(siteSettings).all()) {
    settings.set(row.key, { type: row.type, value: row.type === "html" ? sanitizeRichHtml(row.value) : row.value });
  }
  const seo = new Map<string, Omit<PageSeo, "path">>();
  for (const row of listSeoSettings(db)) {
    const { pageKey, id: _id, ...rest } = row;
    seo.set(pageKey.startsWith("/") ? normalizePath(pageKey) : pageKey, {
      ...rest,
      canonicalUrl: rest.canonicalUrl && isUrlOrPath(rest.canonicalUrl) ? rest.canonicalUrl : null,
      openGraphImage: rest.openGraphImage && isUrlOrPath(rest.openGraphImage) ? rest.openGraphImage : null,
      structuredData: rest.structuredData ?? null,
    });
  }
  return { dataVersion: version, settings, seo };
}

function snapshot(db: Db): Snapshot {
  const cached = cache.get(db);
  if (cached && cached.dataVersion === dataVersion(db)) return cached;
  const fresh = load(db);
  cache.set(db, fresh);
  return fresh;
}

/** A site setting's value (html sanitised), or undefined. */
export function siteSettingValue(db: Db, key: string): string | undefined {
  return snapshot(db).settings.get(key)?.value;
}

function text(settings: Map<string, StoredSetting>, key: string): string | undefined {
  const value = settings.get(key)?.value.trim();
  return value ? value : undefined;
}

/**
 * The footer note in the page's language; without one, the English note stands in, marked as
 * English (a note is the board's promise to posters: better in English than missing).
 */
function footerNote(settings: Map<string, StoredSetting>, language: string): Pick<SiteConfig, "footerNote" | "footerNoteLang"> {
  const html = (key: string) => (settings.get(key)?.type === "html" ? text(settings, key) : undefined);
  const own = html(settingKeyIn("footer_note", language));
  if (own) return { footerNote: own };
  const english = html("footer_note");
  if (!english) return {};
  return language === DEFAULT_LOCALE ? { footerNote: english } : { footerNote: english, footerNoteLang: DEFAULT_LOCALE };
}

/** The root loader's `site`: site settings over env values. */
export function loadSiteConfig(db: Db, env: Pick<Env, "SITE_URL" | "SITE_NAME" | "SUPPORT_EMAIL">, language = "en"): SiteConfig {
  const { settings } = snapshot(db);
  // The sentences in the page's language only (decision 302): unset, the page says its built-in words.
  const sentence = (key: (typeof LOCALIZED_SETTING_KEYS)[number]) => text(settings, settingKeyIn(key, language));
  const email = text(settings, "support_email");
  const image = settings.get("default_social_image");
  const color = text(settings, "brand_color");
  return {
    siteUrl: env.SITE_URL,
    siteName: text(settings, "site_name") ?? env.SITE_NAME,
    supportEmail: email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : env.SUPPORT_EMAIL,
    description: sentence("site_description"),
    socialImage: image?.type === "image" && isUrlOrPath(image.value.trim()) ? image.value.trim() : undefined,
    // Unset values stay undefined (smaller root data); the page falls back to the built-in texts.
    heroTitle: sentence("hero_title"),
    heroTagline: sentence("hero_tagline"),
    brandColor: color && /^#[0-9a-fA-F]{6}$/.test(color) ? color : undefined,
    ...footerNote(settings, language),
    reviewTurnaround: sentence("review_turnaround"),
  };
}

/**
 * The site as a translated page's head reads it: without a description of its language, the page's
 * default description is the language's own built-in one (the home page's), never the English
 * default sentence (app/lib/meta.ts defaultDescription).
 */
export function siteInLanguage(site: SiteConfig, locale: Locale): SiteConfig {
  if (locale === DEFAULT_LOCALE || site.description) return site;
  return { ...site, description: createServerI18n(locale, "board").t(OPPORTUNITY_TEXTS.home.metaDescription) };
}

/** A page's own sentence setting in `language` only (decision 302): the About and Terms introductions, read by their loaders. */
export function pageSentence(db: Db, key: (typeof LOCALIZED_SETTING_KEYS)[number], language: string): string | undefined {
  return text(snapshot(db).settings, settingKeyIn(key, language));
}

/** The SEO setting for a request path (by named page key, else by exact path), or null. */
export function seoForPath(db: Db, pathname: string): PageSeo | null {
  const { seo } = snapshot(db);
  for (const key of pageKeysForPath(pathname)) {
    const found = seo.get(key);
    if (found) return { ...found, path: normalizePath(pathname) };
  }
  return null;
}

