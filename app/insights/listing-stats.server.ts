/**
 * A listing's views and apply clicks for its poster (/manage/{token}, its CSV, the
 * closing notice) and how it compares with similar listings.
 */
import type { Db } from "../../db/client.server";
import { utcDay } from "./visitor-salt.server";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days shown on the manage page and in its CSV. */
export const POSTER_DAYS = 30;
/** Fewer similar listings than this and no comparison is shown. */
const MIN_PEERS = 3;

export interface DayCount {
  date: string;
  views: number;
  applyClicks: number;
}

export interface Totals {
  views: number;
  applyClicks: number;
}

/** The last `days` days up to today, or since publication when that is later; every day, zeros included. */
export function listingDailyCounts(db: Db, listingKey: number, postedAt: Date, { days = POSTER_DAYS, now = Date.now() } = {}): DayCount[] {
  const first = Math.max(now - (days - 1) * DAY_MS, postedAt.getTime());
  const from = utcDay(first);
  const rows = db.$client
    .prepare("SELECT day, views, apply_clicks FROM listing_daily_stats WHERE listing_key = ? AND day >= ? ORDER BY day")
    .all(listingKey, from) as { day: string; views: number; apply_clicks: number }[];
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const result: DayCount[] = [];
  for (let at = Date.parse(from); utcDay(at) <= utcDay(now); at += DAY_MS) {
    const row = byDay.get(utcDay(at));
    result.push({ date: utcDay(at), views: row?.views ?? 0, applyClicks: row?.apply_clicks ?? 0 });
  }
  return result;
}

export function listingTotals(db: Db, listingKey: number): Totals {
  const row = db.$client
    .prepare("SELECT coalesce(sum(views), 0) AS views, coalesce(sum(apply_clicks), 0) AS applyClicks FROM listing_daily_stats WHERE listing_key = ?")
    .get(listingKey) as Totals;
  return row;
}

/** A listing's views and apply clicks in one language (a code of app/i18n/locales.ts), and its name. */
export interface LanguageTotals extends Totals {
  language: string;
  name: string;
}

/**
 * The totals split by the language of the page each visitor used, most views first; each language
 * named in `intlLocale` ("Hindi", "हिन्दी") on the server, so the page hydrates with the same words.
 */
export function listingTotalsByLanguage(db: Db, listingKey: number, intlLocale: string): LanguageTotals[] {
  const names = new Intl.DisplayNames([intlLocale], { type: "language" });
  const rows = db.$client
    .prepare(
      `SELECT language, sum(views) AS views, sum(apply_clicks) AS applyClicks FROM listing_language_stats
       WHERE listing_key = ? GROUP BY language ORDER BY views DESC, language`,
    )
    .all(listingKey) as Omit<LanguageTotals, "name">[];
  return rows.map((row) => ({ ...row, name: names.of(row.language) ?? row.language }));
}

export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

export interface Comparison extends Totals {
  days: number;
  /** This listing over the same first days. */
  own: Totals;
  peers: number;
}

/**
 * The median views and apply clicks of published listings of the same type and category over
 * their first N days, N being how long this one has been published (at most 30). Only listings
 * published since counting began, and at least N days ago, are compared; null with fewer than 3.
 */
export function similarListings(db: Db, listingKey: number, now = Date.now()): Comparison | null {
  const listing = db.$client
    .prepare("SELECT opportunity_type AS type, category, posted_at AS postedAt FROM listing_facets WHERE key = ?")
    .get(listingKey) as { type: string; category: string | null; postedAt: number } | undefined;
  const countingSince = db.$client.prepare("SELECT min(day) FROM listing_daily_stats").pluck().get() as string | null;
  if (!listing || !countingSince) return null;
  const days = Math.min(POSTER_DAYS, Math.max(1, Math.floor((now - listing.postedAt) / DAY_MS) + 1));
  const firstDays = `coalesce(sum(s.views), 0) AS views, coalesce(sum(s.apply_clicks), 0) AS applyClicks
    FROM listing_facets f LEFT JOIN listing_daily_stats s ON s.listing_key = f.key
      AND s.day >= date(f.posted_at / 1000, 'unixepoch') AND s.day < date(f.posted_at / 1000 + :days * 86400, 'unixepoch')`;
  const peers = db.$client
    .prepare(
      `SELECT ${firstDays}
       WHERE f.key != :key AND f.opportunity_type = :type AND f.category IS :category
         AND f.posted_at >= :since AND f.posted_at <= :latest
         AND (f.visible = 1 OR EXISTS (SELECT 1 FROM listing_daily_stats o WHERE o.listing_key = f.key))
       GROUP BY f.key`,
    )
    .all({
      key: listingKey,
      type: listing.type,
      category: listing.category,
      days,
      since: Date.parse(countingSince),
      latest: now - days * DAY_MS,
    }) as Totals[];
  if (peers.length < MIN_PEERS) return null;
  const own = db.$client.prepare(`SELECT ${firstDays} WHERE f.key = :key`).get({ key: listingKey, days }) as Totals;
  return {
    days,
    peers: peers.length,
    own,
    views: median(peers.map((p) => p.views)),
    applyClicks: median(peers.map((p) => p.applyClicks)),
  };
}

/** Everything the manage page shows about an opportunity's audience. */
export function posterStats(db: Db, listing: { id: number; postedAt: Date; opportunityType: string }, intlLocale: string, now = Date.now()) {
  return {
    totals: listingTotals(db, listing.id),
    byLanguage: listingTotalsByLanguage(db, listing.id, intlLocale),
    days: listingDailyCounts(db, listing.id, listing.postedAt, { now }),
    comparison: similarListings(db, listing.id, now),
    type: listing.opportunityType,
  };
}

/** `date,views,apply_clicks`, one row per day, as on the manage page. */
export function posterStatsCsvRows(days: DayCount[]): (string | number)[][] {
  return days.map((d) => [d.date, d.views, d.applyClicks]);
}
