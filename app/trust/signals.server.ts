/**
 * The flags stored with a submission (app/trust/signals.ts): computed in the submission's
 * transaction, again when a poster edits a published listing and for each bulk import row, shown
 * to admins only (docs/scam-signals.md).
 */
import type { Db } from "../../db/client.server";
import { stipendTooHigh } from "../opportunities/stipend-amount";
import { DUPLICATE_WINDOW_MS, duplicateFlag, flagText, isSimilarTitle, listingSignals, type SignalOrganization, STIPEND_FLAG } from "./signals";

export interface FlagInput {
  organizationId: number;
  title: string;
  description: string;
  requirements: string | null;
  applicationInstructions: string | null;
  /** The stipend as typed, when one is offered. */
  stipend?: string | null;
  applicationUrl?: string | null;
  /** What is known of the organisation the listing names (verified, its website), for the checks that need it. */
  organization?: SignalOrganization;
}

/**
 * The newest pending or published listing of the same organisation (found by
 * name case-insensitively, so the same row) from the last 60 days with a very
 * similar title, or null.
 */
export function findLikelyDuplicate(db: Db, input: FlagInput, { now = Date.now(), excludeId = 0 } = {}) {
  const rows = db.$client
    .prepare(
      `SELECT id, title FROM opportunities
        WHERE organization_id = ? AND status IN ('pending', 'published') AND posted_at >= ? AND id <> ?
        ORDER BY posted_at DESC, id DESC LIMIT 200`,
    )
    .all(input.organizationId, now - DUPLICATE_WINDOW_MS, excludeId) as { id: number; title: string }[];
  return rows.find((row) => isSimilarTitle(row.title, input.title))?.id ?? null;
}

export function submissionFlags(db: Db, input: FlagInput, options: { now?: number; excludeId?: number } = {}): string[] {
  const flags = listingSignals(input, input.organization ?? organizationFacts(db, input.organizationId)).map(flagText);
  if (stipendTooHigh(input.stipend)) flags.push(STIPEND_FLAG);
  const duplicate = findLikelyDuplicate(db, input, options);
  if (duplicate !== null) flags.push(duplicateFlag(duplicate));
  return flags;
}

/** What the signals know of a stored organisation (it exists, so it may be verified and have a website). */
export function organizationFacts(db: Db, organizationId: number): SignalOrganization | undefined {
  const row = db.$client.prepare("SELECT name, verified, website FROM organizations WHERE id = ?").get(organizationId) as
    | { name: string; verified: number; website: string | null }
    | undefined;
  return row ? { name: row.name, existing: true, verified: row.verified === 1, website: row.website } : undefined;
}

/** The same, found by name as a submission names it (case-insensitive); undefined for a new name. */
export function organizationFactsByName(db: Db, name: string): SignalOrganization | undefined {
  const row = db.$client.prepare("SELECT id FROM organizations WHERE name = ? COLLATE NOCASE").get(name.trim().replace(/\s+/g, " ")) as
    | { id: number }
    | undefined;
  return row ? organizationFacts(db, row.id) : undefined;
}
