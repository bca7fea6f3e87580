/**
 * The mails a poster receives: the receipt with the manage link, review news, the
 * deadline reminder and the closed notice, in the language the listing was posted in,
 * with links to the pages in that language (decision 283). Each is queued in the caller's transaction;
 * a listing without a poster email gets none (the functions return false).
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { listingPosters, opportunities, organizations } from "../../db/schema";
import type { Env } from "~/lib/env.server";
import { enqueueMail, mayMail, withHeldBackNotice } from "~/mail/outbox.server";
import { formatDeadline, listingPath } from "~/opportunities/listing-rules";
import { createMailI18n } from "~/i18n/i18n.server";
import { INTL_LOCALE, type Locale, localizePath } from "~/i18n/locales";
import type { Translator } from "~/i18n/translate";
import { POSTER_MAIL_TEXTS as M } from "./mail-texts";
import { yourListingsParagraph } from "./mailbox.server";
import { issueManageToken, rotateManageToken } from "./tokens.server";

/** The site that mails, and the secret that seals its mail in the outbox. */
export type NoticeSite = Pick<Env, "SITE_URL" | "SITE_NAME" | "SESSION_SECRET">;

export type PosterNotice =
  | { kind: "received" }
  | { kind: "approved" }
  | { kind: "rejected"; reason: string }
  | { kind: "reminder" }
  /** `totals`: its views and apply clicks (app/insights), told in the mail. */
  | { kind: "closed"; totals?: { views: number; applyClicks: number } }
  /** "Is this still open?": {date} is the day the listing closes without an answer (docs/lifecycle.md). */
  | { kind: "still-open"; closesOn: Date }
  | { kind: "closed-unconfirmed" }
  | { kind: "revision-approved" }
  | { kind: "revision-rejected"; reason: string };

/** The private manage link, on the page in the poster's language (/hi/manage/… for Hindi; decision 283). */
export function manageUrl(site: NoticeSite, token: string, language: Locale = "en"): string {
  return new URL(localizePath(`/manage/${token}`, language), site.SITE_URL).toString();
}

function loadListing(db: Db, opportunityId: number) {
  return db
    .select({
      email: listingPosters.email,
      language: listingPosters.language,
      title: opportunities.title,
      type: opportunities.opportunityType,
      slug: opportunities.slug,
      expiresAt: opportunities.expiresAt,
      organization: organizations.name,
    })
    .from(listingPosters)
    .innerJoin(opportunities, eq(opportunities.id, listingPosters.opportunityId))
    .innerJoin(organizations, eq(organizations.id, opportunities.organizationId))
    .where(eq(listingPosters.opportunityId, opportunityId))
    .get();
}

type Listing = NonNullable<ReturnType<typeof loadListing>>;

const KINDS = {
  received: M.received,
  approved: M.approved,
  rejected: M.rejected,
  reminder: M.reminder,
  closed: M.closed,
  "still-open": M.stillOpen,
  "closed-unconfirmed": M.closedUnconfirmed,
  "revision-approved": M.revisionApproved,
  "revision-rejected": M.revisionRejected,
} as const;

/** The poster's words as quoted data, on a line of their own in every mail (decision 306). */
function quotedListing(l: Pick<Listing, "title" | "organization">): string {
  return `“${l.title}” — “${l.organization}”`;
}

function compose(notice: PosterNotice, l: Listing, site: NoticeSite, manage: string, { t, locale }: Translator): { subject: string; body: string } {
  const noun = M.nouns[l.type as keyof typeof M.nouns];
  const type = noun ? t(noun) : l.type;
  const publicUrl = new URL(localizePath(listingPath("opportunity", l.type, l.slug), locale), site.SITE_URL).toString();
  const totals = notice.kind === "closed" && notice.totals ? t(M.closed.totals, notice.totals) : "";
  const values = {
    what: quotedListing(l),
    site: site.SITE_NAME,
    manage,
    publicUrl,
    reason: "reason" in notice ? notice.reason : "",
    date: formatDeadline(notice.kind === "still-open" ? notice.closesOn : l.expiresAt, locale === "en" ? undefined : INTL_LOCALE[locale]),
    totals,
    // One-step answers on the manage page: it asks with one button, as mail scanners follow links (docs/lifecycle.md).
    open: `${manage}?answer=open`,
    filled: `${manage}?answer=filled`,
    later: `${manage}?answer=later`,
  };
  const texts = KINDS[notice.kind];
  return { subject: t(texts.subject, { type }), body: t(texts.body, values) };
}

/** Queues `notice` for the listing's poster, with a fresh manage link; false when there is no poster email. */
export function queuePosterNotice(db: Db, site: NoticeSite, opportunityId: number, notice: PosterNotice): boolean {
  const listing = loadListing(db, opportunityId);
  if (!listing) return false;
  // Anyone can post with any address: the receipt spends the mailbox's budget (app/mail/budget.server.ts),
  // and a receipt held back mints no link.
  if (notice.kind === "received" && !mayMail(db, site, listing.email)) return true;
  const manage = manageUrl(site, issueManageToken(db, opportunityId), listing.language);
  const translator = createMailI18n(listing.language);
  const { subject, body } = compose(notice, listing, site, manage, translator);
  // The receipt also links the page of every listing of the address (app/posters/mailbox.server.ts).
  const text = notice.kind === "received" ? body + yourListingsParagraph(db, site.SITE_URL, translator, listing.email) : body;
  const mail = { to: listing.email, subject, text: signed(translator, site, text), kind: `poster-${notice.kind}`, heldBackNotice: translator.t(M.heldBack) };
  enqueueMail(db, site, withHeldBackNotice(db, site, mail));
  return true;
}

function signed({ t }: Translator, site: NoticeSite, body: string): string {
  return `${t(M.hello)}\n\n${body}\n\n— ${site.SITE_NAME}\n`;
}

/**
 * The lost-link mail: one message to `email` with a new manage link for each of `opportunityIds`
 * (newest first), in the language of the newest; false when none of them has that poster. The new
 * links replace the old ones (whose page then says a newer link was sent); when the mailbox's budget
 * holds the mail back, nothing is minted or replaced.
 */
export function queueLostLinks(db: Db, site: NoticeSite, email: string, opportunityIds: number[], now = Date.now()): boolean {
  const listings = opportunityIds.flatMap((id) => {
    const listing = loadListing(db, id);
    return listing ? [{ id, listing }] : [];
  });
  if (listings.length === 0) return false;
  if (!mayMail(db, site, email, now)) return true;
  const language = listings[0]!.listing.language;
  const translator = createMailI18n(language);
  const links = listings
    .map(({ id, listing }) => `${quotedListing(listing)}\n${manageUrl(site, rotateManageToken(db, id, now), language)}`)
    .join("\n\n")
    // And the page of all of them, whose earlier links this one replaces (app/posters/mailbox.server.ts).
    .concat(yourListingsParagraph(db, site.SITE_URL, translator, email, { replace: true, now }));
  const mail = {
    to: email,
    subject: translator.t(M.lostLink.subject),
    text: signed(translator, site, translator.t(M.lostLink.body, { site: site.SITE_NAME, links })),
    kind: "poster-lost-link",
    heldBackNotice: translator.t(M.heldBack),
  };
  enqueueMail(db, site, withHeldBackNotice(db, site, mail, now));
  return true;
}
