/**
 * The flags stored with a new submission (app/trust/signals.ts): computed in the
 * submission's transaction, shown to admins only.
 */
import type { Db } from "../../db/client.server";
import { stipendTooHigh } from "../opportunities/stipend-amount";
import { asksForMoney, DUPLICATE_WINDOW_MS, duplicateFlag, FEE_FLAG, isSimilarTitle, STIPEND_FLAG } from "./signals";

export interface FlagInput {
  organizationId: number;
  title: string;
  description: string;
  requirements: string | null;
  applicationInstructions: string | null;
  /** The stipend as typed, when one is offered. */
  stipend?: string | null;
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
  const flags: string[] = [];
  if (asksForMoney(input.description, input.requirements, input.applicationInstructions)) flags.push(FEE_FLAG);
  if (stipendTooHigh(input.stipend)) flags.push(STIPEND_FLAG);
  const duplicate = findLikelyDuplicate(db, input, options);
  if (duplicate !== null) flags.push(duplicateFlag(duplicate));
  return flags;
}
