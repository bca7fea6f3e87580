/** The retention periods and the grievance contact as stored in the site settings (periods.ts). */
import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { siteSettings } from "../../db/schema";
import { GRIEVANCE_CONTACT_KEY, RETENTION_PERIODS, type Retention, retentionFrom } from "./periods";

const KEYS = [...Object.values(RETENTION_PERIODS).map((period) => period.key), GRIEVANCE_CONTACT_KEY];

function storedValues(db: Db): Map<string, string> {
  const rows = db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings).where(inArray(siteSettings.key, KEYS)).all();
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** Each period in its unit (days or months), a setting's value or its default. */
export function readRetention(db: Db): Retention {
  return retentionFrom(storedValues(db));
}

/** The grievance contact the notice names, or null while it is not set (the dashboard warns). */
export function readGrievanceContact(db: Db): string | null {
  return storedValues(db).get(GRIEVANCE_CONTACT_KEY)?.trim() || null;
}
