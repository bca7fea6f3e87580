/**
 * The listing's three choices, on /submit and on the poster's edit form: category, location type
 * (not for fellowships) and duration. Each required select starts with the empty "Choose…" option,
 * as HTML asks of a required select (docs/decisions/216, 262); the form's values select the rest.
 */
import type { FieldMetadata } from "@conform-to/react";
import { categoryLabel, DURATION_VALUES, LOCATION_VALUES, type OpportunityType } from "~/opportunities/constants";
import { SelectField } from "~/ui/form-fields";
import { CHOOSE_OPTION } from "./form-constants";
import { SUBMIT_TEXTS } from "./texts";

const TEXT = SUBMIT_TEXTS.form;

const choices = (values: readonly string[], label: (value: string) => string = (value) => value) => [
  CHOOSE_OPTION,
  ...values.map((value) => ({ value, label: label(value) })),
];

export function ListingChoiceFields({
  type,
  fields,
  categories,
}: {
  type: OpportunityType;
  /** The categories table's values (decision 277); a listing's own category stays choosable. */
  categories: readonly string[];
  // Each form's own field types (as the field kit's `meta`).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  fields: Record<"category" | "location" | "duration", FieldMetadata<any>>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField look="public" meta={fields.category} label={TEXT.category} options={choices(categories, categoryLabel)} />
      {type !== "fellowship" ? (
        <SelectField look="public" meta={fields.location} label={TEXT.location} options={choices(LOCATION_VALUES)} />
      ) : null}
      <SelectField look="public" meta={fields.duration} label={TEXT.duration} options={choices(DURATION_VALUES)} />
    </div>
  );
}
