/**
 * How long each kind of personal data is kept (docs/personal-data.md): one setting per period,
 * read by the retention jobs (retention.server.ts) and written into the privacy notice, so the
 * page and the jobs never disagree. A period unset, or not a whole number, is its default.
 */

export interface RetentionPeriod {
  /** The site setting that changes it (admin → settings), e.g. "retention_poster_address_days". */
  key: string;
  unit: "days" | "months";
  defaultValue: number;
  /** What it limits, for the admin's settings screen. */
  label: string;
}

export const RETENTION_PERIODS = {
  /** An alert never confirmed is deleted. */
  unconfirmedAlert: { key: "retention_unconfirmed_alert_days", unit: "days", defaultValue: 7, label: "Unconfirmed alerts are deleted after (days)" },
  /** An alert with no sign of life is asked, once, whether it is still wanted. */
  idleAlert: { key: "retention_idle_alert_months", unit: "months", defaultValue: 12, label: "An alert unused this long is asked whether to keep it (months)" },
  /** …and deleted this long after the question without an answer. */
  idleAlertAnswer: { key: "retention_idle_alert_answer_days", unit: "days", defaultValue: 30, label: "An asked alert with no answer is deleted after (days)" },
  /** A poster's address leaves the listing this long after it closed. */
  posterAddress: { key: "retention_poster_address_days", unit: "days", defaultValue: 180, label: "A poster's address is removed after the listing closed (days)" },
  /** A reporter's contact address leaves the report this long after it was decided. */
  reportContact: { key: "retention_report_contact_days", unit: "days", defaultValue: 90, label: "A report's contact address is removed after the decision (days)" },
  /** A sent mail loses its recipient and body (the row keeps kind, status and times). */
  sentMail: { key: "retention_sent_mail_days", unit: "days", defaultValue: 30, label: "A sent mail's recipient and body are removed after (days)" },
  /** How long off-site backups keep what was erased (the operator prunes them to it). */
  backups: { key: "retention_backup_days", unit: "days", defaultValue: 30, label: "Off-site backups are kept for (days)" },
} as const satisfies Record<string, RetentionPeriod>;

export type RetentionKind = keyof typeof RETENTION_PERIODS;
export type Retention = Record<RetentionKind, number>;

/** The "My data" link opens for this long (not a setting: the notice and the mail say 24 hours). */
export const MY_DATA_LINK_HOURS = 24;

/** The grievance contact (a name and an address): required before the board goes public. */
export const GRIEVANCE_CONTACT_KEY = "grievance_contact";

/** The periods from the stored settings (key → value), each falling back to its default. */
export function retentionFrom(settings: ReadonlyMap<string, string>): Retention {
  const periods = {} as Record<RetentionKind, number>;
  for (const [kind, period] of Object.entries(RETENTION_PERIODS) as [RetentionKind, RetentionPeriod][]) {
    const raw = settings.get(period.key)?.trim() ?? "";
    const value = /^\d{1,5}$/.test(raw) ? Number(raw) : Number.NaN;
    periods[kind] = Number.isInteger(value) && value > 0 ? value : period.defaultValue;
  }
  return periods;
}
