/**
 * What admins change about an organisation from the moderation screens and
 * PATCH /api/admin/organizations/{id}: verified, description, website. Audited.
 */
import type { Db } from "../../db/client.server";
import { recordAudit } from "../audit/audit-log.server";
import { type Actor, ListingError } from "../opportunities/write.server";
import { ORGANIZATION_MESSAGES, type OrganizationTrustInput } from "./schema";

export interface AdminOrganization {
  id: number;
  name: string;
  logo: string | null;
  website: string | null;
  description: string | null;
  verified: boolean;
}

export function getAdminOrganization(db: Db, id: number): AdminOrganization | null {
  const row = db.$client
    .prepare("SELECT id, name, logo, website, description, verified FROM organizations WHERE id = ?")
    .get(id) as (Omit<AdminOrganization, "verified"> & { verified: number }) | undefined;
  return row ? { ...row, verified: row.verified === 1 } : null;
}

const emptyToNull = (value: string | null | undefined) => (value ? value : null);

export function updateOrganizationTrust(db: Db, actor: Actor, id: number, input: OrganizationTrustInput): AdminOrganization {
  const run = db.$client.transaction(() => {
    const before = getAdminOrganization(db, id);
    if (!before) throw new ListingError(404, ORGANIZATION_MESSAGES.notFound);
    const after = {
      verified: input.verified ?? before.verified,
      description: input.description === undefined ? before.description : emptyToNull(input.description),
      website: input.website === undefined ? before.website : emptyToNull(input.website),
    };
    db.$client
      .prepare(
        `UPDATE organizations SET verified = @verified, description = @description, website = @website,
           updated_at = cast(unixepoch('subsec') * 1000 as integer) WHERE id = @id`,
      )
      .run({ ...after, verified: after.verified ? 1 : 0, id });
    const changed = (Object.keys(after) as (keyof typeof after)[]).filter((key) => after[key] !== before[key]);
    if (changed.length > 0) {
      recordAudit(db, {
        actorId: actor.id,
        action: before.verified !== after.verified ? (after.verified ? "organization.verify" : "organization.unverify") : "organization.update",
        entityType: "organization",
        entityId: id,
        details: { name: before.name, changed },
      });
    }
    return { ...before, ...after };
  });
  return run.immediate();
}
