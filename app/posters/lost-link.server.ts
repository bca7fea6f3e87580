/** "I lost my link": fresh manage links by mail, rate-limited, never saying whether an address is known. */
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { listingPosters } from "../../db/schema";
import { normaliseEmail } from "~/mail/address";
import { addressKey } from "~/mail/budget.server";
import { hitRateLimit } from "~/lib/rate-limit.server";
import { immediate } from "./managed-listing.server";
import { type NoticeSite, queueLostLinks } from "./notices.server";

const HOUR_MS = 3_600_000;
export const LOST_LINK_LIMITS = { perIp: 10, perAddress: 3 } as const;

/**
 * Mails one message with a fresh manage link for each listing of `email` (the newest 20). The
 * answer never says whether the address is known; over the limits (or the mailbox's mail budget)
 * nothing is sent.
 */
export function requestManageLinks(db: Db, site: NoticeSite, email: string, ip: string, now = Date.now()): { limited: boolean } {
  const address = normaliseEmail(email);
  const byIp = hitRateLimit(db, `manage-link-ip:${ip}`, { limit: LOST_LINK_LIMITS.perIp, windowMs: HOUR_MS, now });
  // The counter's key is a keyed hash of the address, never the address itself (docs/personal-data.md).
  const byAddress = hitRateLimit(db, `manage-link-email:${addressKey(site, "manage-link", address)}`, { limit: LOST_LINK_LIMITS.perAddress, windowMs: HOUR_MS, now });
  if (!byIp.allowed || !byAddress.allowed) return { limited: true };
  immediate(db, () => {
    const listings = db
      .select({ id: listingPosters.opportunityId })
      .from(listingPosters)
      .where(eq(listingPosters.email, address))
      .orderBy(desc(listingPosters.createdAt))
      .limit(20)
      .all();
    queueLostLinks(db, site, address, listings.map(({ id }) => id), now);
  });
  return { limited: false };
}
