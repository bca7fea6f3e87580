/**
 * Who can apply: the eight fields' names, values, defaults and limits, and how they are stored
 * (docs/who-can-apply.md, docs/decisions/375). No zod here, so cards and the board's filters load
 * only these words; fields.ts holds the one schema every writer uses.
 *
 * Stored as columns of `opportunities` (db/migrations/0035): `openTo` and `perks` as bit masks in
 * the order of their values below (never reorder them; add at the end), `workLanguages` as codes
 * between commas.
 */
export const ANYONE = "anyone";
/** Years and degrees a listing may be open to (bit n of `open_to` is value n); none of them stored = anyone. */
export const OPEN_TO_VALUES = ["first-year", "second-year", "third-year", "final-year", "graduates", "postgraduates"] as const;
export type OpenToValue = (typeof OPEN_TO_VALUES)[number];
export type OpenTo = OpenToValue | typeof ANYONE;

export const PERK_VALUES = [
  "certificate",
  "letter-of-recommendation",
  "flexible-hours",
  "travel-reimbursed",
  "meals",
  "housing",
  "pre-placement-offer",
] as const;
export type Perk = (typeof PERK_VALUES)[number];

/** A declared programme: the only restrictive criterion the board accepts (the moderator sees it). */
export const PROGRAMME_VALUES = ["women", "women-returning", "persons-with-disabilities", "first-generation-learners"] as const;
export type Programme = (typeof PROGRAMME_VALUES)[number];

export const WHO_LIMITS = {
  hoursPerWeek: { min: 1, max: 60 },
  openings: { min: 1, max: 500 },
  workLanguages: { max: 5 },
  accessibility: { max: 200 },
} as const;

/** The languages the forms offer as checkboxes (the board's four first); the API and import take any code with a name. */
export const OFFERED_WORK_LANGUAGES = ["en", "hi", "mr", "bn", "ta", "te", "kn", "gu", "ml", "pa", "or", "ur"] as const;

export const WHO_FIELD_NAMES = [
  "openTo",
  "partTime",
  "hoursPerWeek",
  "workLanguages",
  "openings",
  "perks",
  "programmeFor",
  "accessibility",
] as const;
export type WhoFieldName = (typeof WHO_FIELD_NAMES)[number];

/** The fields a course takes (who can join, hours, languages, certificate); internships and fellowships take all. */
export const COURSE_FIELDS: readonly WhoFieldName[] = ["openTo", "hoursPerWeek", "workLanguages", "perks", "accessibility"];
export const COURSE_PERKS: readonly Perk[] = ["certificate"];

export interface WhoCanApply {
  /** ["anyone"], or the years and degrees in the order of OPEN_TO_VALUES. */
  openTo: OpenTo[];
  partTime: boolean;
  hoursPerWeek: number | null;
  /** Language codes as given (the first is the main one); empty when not said. */
  workLanguages: string[];
  openings: number | null;
  perks: Perk[];
  programmeFor: Programme | null;
  accessibility: string | null;
}

export const WHO_DEFAULTS: WhoCanApply = {
  openTo: [ANYONE],
  partTime: false,
  hoursPerWeek: null,
  workLanguages: [],
  openings: null,
  perks: [],
  programmeFor: null,
  accessibility: null,
};

/** A parsed value as the listing's type keeps it: a course takes only its fields and the certificate (the rest at their defaults). */
export function whoForType(value: WhoCanApply, type: string): WhoCanApply {
  if (type !== "course") return value;
  return {
    ...WHO_DEFAULTS,
    openTo: value.openTo,
    hoursPerWeek: value.hoursPerWeek,
    workLanguages: value.workLanguages,
    perks: value.perks.filter((p) => COURSE_PERKS.includes(p)),
    accessibility: value.accessibility,
  };
}

/** The fields a form shows for a type. */
export function whoFieldsOf(type: string): readonly WhoFieldName[] {
  return type === "course" ? COURSE_FIELDS : WHO_FIELD_NAMES;
}

// ── Stored columns ───────────────────────────────────────────────────────────

export function maskOf<T extends string>(values: readonly T[], list: readonly string[]): number {
  return values.reduce((mask, value, bit) => (list.includes(value) ? mask | (1 << bit) : mask), 0);
}

export function valuesOfMask<T extends string>(values: readonly T[], mask: number): T[] {
  return values.filter((_, bit) => (mask & (1 << bit)) !== 0);
}

export interface WhoColumns {
  openTo: number;
  partTime: boolean;
  hoursPerWeek: number | null;
  workLanguages: string | null;
  openings: number | null;
  perks: number;
  programmeFor: string | null;
  accessibility: string | null;
}

export function whoColumns(value: WhoCanApply): WhoColumns {
  return {
    openTo: maskOf(OPEN_TO_VALUES, value.openTo),
    partTime: value.partTime,
    hoursPerWeek: value.hoursPerWeek,
    workLanguages: value.workLanguages.length ? `,${value.workLanguages.join(",")},` : null,
    openings: value.openings,
    perks: maskOf(PERK_VALUES, value.perks),
    programmeFor: value.programmeFor,
    accessibility: value.accessibility,
  };
}

/** The columns as read: through drizzle (`partTime` a boolean) or as SQLite gives them (0 or 1). */
export type StoredWhoColumns = Omit<WhoColumns, "partTime"> & { partTime: boolean | number };

export function whoFromColumns(row: StoredWhoColumns): WhoCanApply {
  const years = valuesOfMask(OPEN_TO_VALUES, row.openTo);
  return {
    openTo: years.length ? years : [ANYONE],
    partTime: Boolean(row.partTime),
    hoursPerWeek: row.hoursPerWeek,
    workLanguages: (row.workLanguages ?? "").split(",").filter(Boolean),
    openings: row.openings,
    perks: valuesOfMask(PERK_VALUES, row.perks),
    programmeFor: (PROGRAMME_VALUES as readonly string[]).includes(row.programmeFor ?? "") ? (row.programmeFor as Programme) : null,
    accessibility: row.accessibility,
  };
}

/** A value as a form's fields (the edit forms start from it): lists comma-joined, a checkbox "on". */
export function whoFormValues(value: WhoCanApply): Record<WhoFieldName, string | undefined> {
  return {
    openTo: value.openTo.includes(ANYONE) ? undefined : value.openTo.join(","),
    partTime: value.partTime ? "on" : undefined,
    hoursPerWeek: value.hoursPerWeek?.toString(),
    workLanguages: value.workLanguages.join(",") || undefined,
    openings: value.openings?.toString(),
    perks: value.perks.join(",") || undefined,
    programmeFor: value.programmeFor ?? undefined,
    accessibility: value.accessibility ?? undefined,
  };
}

/** Picks a value's fields out of an object holding others (a submission's value). */
export function pickWho(value: Record<string, unknown>): WhoCanApply {
  return Object.fromEntries(WHO_FIELD_NAMES.map((name) => [name, value[name] ?? WHO_DEFAULTS[name]])) as unknown as WhoCanApply;
}
