/** Words every public form shares, given to the field kit (app/ui/field.tsx), which holds none. */
export const FORM_TEXTS = {
  /** After the label of a field that may stay empty. */
  optional: "(optional)",
} as const;
