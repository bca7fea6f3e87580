/**
 * The mails a poster receives: the receipt with the manage link, review news, the
 * deadline reminder and the closed notice. Each is queued in the caller's transaction;
 * a listing without a poster email gets none (the functions return false).
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { listingPosters, opportunities, organizations } from "../../db/schema";
import type { Env } from "~/lib/env.server";
import { enqueueMail } from "~/mail/outbox.server";
import { formatDeadline, listingPath } from "~/opportunities/listing-rules";
import { issueManageToken } from "./tokens.server";

/** The site that mails, and the secret that seals its mail in the outbox. */
export type NoticeSite = Pick<Env, "SITE_URL" | "SITE_NAME" | "SESSION_SECRET">;

export type PosterNotice =
  | { kind: "received" }
  | { kind: "approved" }
  | { kind: "rejected"; reason: string }
  | { kind: "reminder" }
  /** `totals`: its views and apply clicks (app/insights), told in the mail. */
  | { kind: "closed"; totals?: { views: number; applyClicks: number } }
  | { kind: "revision-approved" }
  | { kind: "revision-rejected"; reason: string }
  | { kind: "lost-link" };

export function manageUrl(site: NoticeSite, token: string): string {
  return new URL(`/manage/${token}`, site.SITE_URL).toString();
}

function loadListing(db: Db, opportunityId: number) {
  return db
    .select({
      email: listingPosters.email,
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

function compose(notice: PosterNotice, l: Listing, site: NoticeSite, manage: string): { subject: string; body: string } {
  const what = `“${l.title}” (${l.organization})`;
  const publicUrl = new URL(listingPath("opportunity", l.type, l.slug), site.SITE_URL).toString();
  const keep = `Keep this private link: anyone who has it can edit or close the listing.\n${manage}`;
  switch (notice.kind) {
    case "received":
      return {
        subject: `We received your ${l.type}`,
        body: `Thank you for posting ${what} on ${site.SITE_NAME}.\n\nOur team reviews every submission; we will write to you when it is published or if it needs changes.\n\nSee its status, edit it or close it here:\n${manage}\n\n${keep.split("\n")[0]}`,
      };
    case "approved":
      return {
        subject: `Your ${l.type} is live`,
        body: `Good news: ${what} is now published on ${site.SITE_NAME}.\n\nPublic page:\n${publicUrl}\n\nEdit it, extend the deadline or close it when the position is filled:\n${manage}`,
      };
    case "rejected":
      return {
        subject: `Your ${l.type} was not approved`,
        body: `We could not publish ${what} as it is.\n\nThe reviewer's reason:\n${notice.reason}\n\nYou can fix it and send it for review again here:\n${manage}`,
      };
    case "reminder":
      return {
        subject: `Your ${l.type} closes in 3 days`,
        body: `${what} stops taking applications after ${formatDeadline(l.expiresAt)}.\n\nTo keep it open longer, extend the deadline here:\n${manage}`,
      };
    case "closed":
      return {
        subject: `Your ${l.type} is closed`,
        body: `${what} is closed and no longer listed on ${site.SITE_NAME}; its page stays, marked closed.${
          notice.totals ? `\n\nWhile it was listed: ${notice.totals.views} views, ${notice.totals.applyClicks} apply clicks.` : ""
        }\n\nTo reopen it with a new deadline:\n${manage}`,
      };
    case "revision-approved":
      return {
        subject: `Your changes to your ${l.type} are live`,
        body: `The changes you made to ${what} were approved and are now on its public page:\n${publicUrl}\n\nManage it here:\n${manage}`,
      };
    case "revision-rejected":
      return {
        subject: `Your changes to your ${l.type} were not approved`,
        body: `The public page of ${what} keeps its earlier text.\n\nThe reviewer's reason:\n${notice.reason}\n\nYou can edit it again here:\n${manage}`,
      };
    case "lost-link":
      return {
        subject: `Your link to manage your ${l.type}`,
        body: `Someone (we hope you) asked for the private link to ${what} on ${site.SITE_NAME}.\n\n${manage}\n\nIf it was not you, you can ignore this message.`,
      };
  }
}

/** Queues `notice` for the listing's poster, with a fresh manage link; false when there is no poster email. */
export function queuePosterNotice(db: Db, site: NoticeSite, opportunityId: number, notice: PosterNotice): boolean {
  const listing = loadListing(db, opportunityId);
  if (!listing) return false;
  const manage = manageUrl(site, issueManageToken(db, opportunityId));
  const { subject, body } = compose(notice, listing, site, manage);
  enqueueMail(db, site, {
    to: listing.email,
    subject,
    text: `Hello,\n\n${body}\n\n— ${site.SITE_NAME}\n`,
    kind: `poster-${notice.kind}`,
  });
  return true;
}
