/**
 * "Your listings" (docs/decisions/390): one secret link per mailbox opens the page of every listing
 * posted with that address. Like the manage links: 256 random bits, stored only as a SHA-256 hash,
 * mailed with the receipt and the lost-link mail. A lost-link mail replaces every earlier link of
 * the address (they stop working); a link not opened for LINK_IDLE_DAYS stops working too.
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { listingPosters, mailboxLinks, opportunities, organizations } from "../../db/schema";
import { type Locale, localizePath } from "~/i18n/locales";
import type { Translator } from "~/i18n/translate";
import type { DbOrTx } from "~/mail/outbox.server";
import type { OpportunityType } from "~/opportunities/constants";
import { POSTER_MAIL_TEXTS } from "./mail-texts";
import { managedState, publicPathOf } from "./managed-listing.server";
import type { ManagedStatus } from "./texts";
import { hashManageToken, issueManageToken, looksLikeManageToken } from "./tokens.server";

/** A link that nobody opened for this many days (since it was mailed or last opened) no longer works. */
export const LINK_IDLE_DAYS = 30;
const DAY_MS = 86_400_000;
/** The most listings the page shows (the newest): a mailbox's page costs a bounded amount. */
export const MAILBOX_PAGE_SIZE = 100;

/**
 * Mints a link to the page of `email`'s listings and returns it (the only time it exists in clear).
 * `replace`: the lost-link mail's link, which ends every earlier one of the address.
 */
export function issueMailboxLink(db: DbOrTx, email: string, { replace = false, now = Date.now() } = {}): string {
  if (replace) db.delete(mailboxLinks).where(eq(mailboxLinks.email, email)).run();
  const token = randomBytes(32).toString("base64url");
  db.insert(mailboxLinks).values({ tokenHash: hashManageToken(token), email, createdAt: new Date(now) }).run();
  return token;
}

/** The page of the mailbox's listings, in `language` (/hi/your-listings/… for Hindi). */
export function yourListingsUrl(siteUrl: string, token: string, language: Locale = "en"): string {
  return new URL(localizePath(`/your-listings/${token}`, language), siteUrl).toString();
}

/**
 * The paragraph a poster's mail ends its links with: a fresh link to the page of every listing of
 * `email`, in the mail's language. `replace` for the lost-link mail (docs/decisions/390).
 */
export function yourListingsParagraph(db: DbOrTx, siteUrl: string, { t, locale }: Translator, email: string, options: { replace?: boolean; now?: number } = {}): string {
  const url = yourListingsUrl(siteUrl, issueMailboxLink(db, email, options), locale);
  return `\n\n${t(POSTER_MAIL_TEXTS.yourListings, { url })}`;
}

/** The address a link opens, or null (unknown, malformed, replaced or unused too long); opening it counts as use. */
export function openMailbox(db: Db, token: string, now = Date.now()): string | null {
  if (!looksLikeManageToken(token)) return null;
  const hash = hashManageToken(token);
  const row = db.select().from(mailboxLinks).where(eq(mailboxLinks.tokenHash, hash)).get();
  if (!row) return null;
  const lastUse = (row.usedAt ?? row.createdAt).getTime();
  if (now - lastUse > LINK_IDLE_DAYS * DAY_MS) return null;
  db.update(mailboxLinks).set({ usedAt: new Date(now) }).where(eq(mailboxLinks.tokenHash, hash)).run();
  return row.email;
}

export interface MailboxListing {
  id: number;
  title: string;
  organization: string;
  organizationSlug: string | null;
  opportunityType: OpportunityType;
  state: ManagedStatus;
  expiresAt: Date | null;
  publicPath: string | null;
  views: number;
  applyClicks: number;
  /** The language it was posted in, which its words are marked with (app/lib/text-language.ts). */
  writtenIn: string;
}

/** Open first: waiting for review or on the board, then the rest; the newest first within each. */
const OPEN: readonly ManagedStatus[] = ["pending", "published"];

/** Every listing posted with `email` (the newest MAILBOX_PAGE_SIZE), open ones first, with their views and apply clicks. */
export function mailboxListings(db: Db, email: string, now = Date.now()): MailboxListing[] {
  const rows = db
    .select({
      id: opportunities.id,
      title: opportunities.title,
      organization: organizations.name,
      organizationSlug: organizations.slug,
      opportunityType: opportunities.opportunityType,
      slug: opportunities.slug,
      status: opportunities.status,
      expiresAt: opportunities.expiresAt,
      writtenIn: listingPosters.language,
    })
    .from(listingPosters)
    .innerJoin(opportunities, eq(opportunities.id, listingPosters.opportunityId))
    .innerJoin(organizations, eq(organizations.id, opportunities.organizationId))
    .where(eq(listingPosters.email, email))
    .orderBy(desc(opportunities.postedAt), desc(opportunities.id))
    .limit(MAILBOX_PAGE_SIZE)
    .all();
  const totals = new Map<number, { views: number; applyClicks: number }>();
  if (rows.length > 0) {
    const sums = db.$client
      .prepare(
        `SELECT listing_key AS id, sum(views) AS views, sum(apply_clicks) AS applyClicks FROM listing_daily_stats
          WHERE listing_key IN (${rows.map(() => "?").join(",")}) GROUP BY listing_key`,
      )
      .all(...rows.map((row) => row.id)) as { id: number; views: number; applyClicks: number }[];
    for (const sum of sums) totals.set(sum.id, sum);
  }
  const listings = rows.map(({ slug, status, ...row }) => ({
    ...row,
    state: managedState({ status, expiresAt: row.expiresAt }, now),
    publicPath: publicPathOf({ status, opportunityType: row.opportunityType, slug }),
    views: totals.get(row.id)?.views ?? 0,
    applyClicks: totals.get(row.id)?.applyClicks ?? 0,
  }));
  const rank = (listing: MailboxListing) => (OPEN.includes(listing.state) ? 0 : 1);
  // A stable sort keeps the newest first within each group.
  return listings.sort((a, b) => rank(a) - rank(b));
}

/** Whether `email` posted listing `id`. */
export function mailboxOwns(db: Db, email: string, id: number): boolean {
  return Boolean(
    db
      .select({ id: listingPosters.opportunityId })
      .from(listingPosters)
      .where(and(eq(listingPosters.email, email), eq(listingPosters.opportunityId, id)))
      .get(),
  );
}

/** A fresh manage link for one of the mailbox's listings (the page holds none: they are stored as hashes only). */
export function manageTokenFor(db: Db, email: string, id: number): string | null {
  return mailboxOwns(db, email, id) ? issueManageToken(db, id) : null;
}

