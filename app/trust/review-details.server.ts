/**
 * What the moderator needs beside a pending listing's card: the passages holding the words its
 * flags quote (marked on the page), and the change it proposes to an existing organisation's face
 * (a logo, applied only on approval: docs/decisions/365). Admins only.
 */
import type { Db } from "../../db/client.server";
import { flaggedPassages, type Part } from "./flagged-passages";
import { flaggedWords } from "./signals";

export interface ReviewDetails {
  passages: Part[][];
  /** The logo the submission proposes for an organisation that exists, and the one it shows now. */
  logoChange: { proposed: string; current: string | null; organization: string; verified: boolean } | null;
}

export function reviewDetails(db: Db, ids: readonly number[]): Record<number, ReviewDetails> {
  if (!ids.length) return {};
  const rows = db.$client
    .prepare(
      `SELECT o.id, o.flags, o.description, o.requirements, o.application_instructions AS instructions, p.logo AS proposedLogo,
              org.name, org.logo, org.verified
         FROM opportunities o JOIN organizations org ON org.id = o.organization_id
         LEFT JOIN organization_proposals p ON p.opportunity_id = o.id
        WHERE o.id IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(ids)) as {
    id: number;
    flags: string;
    description: string;
    requirements: string | null;
    instructions: string | null;
    proposedLogo: string | null;
    name: string;
    logo: string | null;
    verified: number;
  }[];
  return Object.fromEntries(
    rows.map((row) => [
      row.id,
      {
        passages: flaggedPassages([row.description, row.requirements, row.instructions], flaggedWords(JSON.parse(row.flags) as string[])),
        logoChange: row.proposedLogo
          ? { proposed: row.proposedLogo, current: row.logo, organization: row.name, verified: row.verified === 1 }
          : null,
      },
    ]),
  );
}
