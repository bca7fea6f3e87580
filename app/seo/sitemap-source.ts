/**
 * The shape of the sitemap's sources, apart from the sitemap itself, so a
 * capability's source (organisations, content) imports it without importing
 * the sitemap that lists the sources (no import circle).
 */
import type { Db } from "../../db/client.server";
import type { Locale } from "../i18n/languages";

export interface SitemapUrl {
  /** A site path ("/about") or an absolute URL on this site. */
  loc: string;
  lastmod?: Date | null;
  changefreq?: string;
  priority?: string;
  /** False removes the URL (admin sitemap entries with include = false). */
  include?: boolean;
  /** The languages the page's text exists in (a content page's translations, decision 360); unset, every language. */
  languages?: readonly Locale[];
}

export type SitemapSource = (db: Db, now: number) => Iterable<SitemapUrl>;
