/** Date and text formatting of the moderation screens (client-safe, same output on server and client). */

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const timestampFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A calendar date stored as midnight UTC (deadlines), e.g. "30 Jun 2025". */
export function formatDeadline(value: Date | string | number | null | undefined, empty = "No deadline"): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : empty;
}

/** A moment (posted, decided), as a date in India. */
export function formatDate(value: Date | string | number | null | undefined, empty = "No date"): string {
  const date = toDate(value);
  if (!date) return empty;
  return new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  }).format(date);
}

export function formatTimestamp(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  return date ? timestampFormat.format(date) : "";
}

export function isoDateTime(value: Date | string | number | null | undefined): string | undefined {
  return toDate(value)?.toISOString();
}

/** The card preview: the first 100 characters of the description (§9). */
export const DESCRIPTION_PREVIEW_LENGTH = 100;

export function descriptionPreview(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > DESCRIPTION_PREVIEW_LENGTH ? `${flat.slice(0, DESCRIPTION_PREVIEW_LENGTH)}…` : flat;
}
