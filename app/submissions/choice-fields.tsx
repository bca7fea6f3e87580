/**
 * The listing's three choices, on /submit and on the poster's edit form: category, location type
 * (not for fellowships) and duration. Each required select starts with the empty "Choose…" option,
 * as HTML asks of a required select (docs/decisions/216, 262); the form's values select the rest.
 */
import type { FieldMetadata } from "@conform-to/react";
import { useT } from "~/i18n/translate";
import { categoryLabel, DURATION_VALUES, LOCATION_VALUES } from "~/opportunities/constants";
import type { SubmitType } from "./form-constants";
import { SelectField } from "~/ui/form-fields";
import { SUBMIT_TEXTS } from "./texts";

const TEXT = SUBMIT_TEXTS.form;
// The values stay English (they are stored); their labels are the page's language (a category an admin added: as written, decision 288).
const LOCATION_LABELS = [TEXT.locations.remote, TEXT.locations.inPerson, TEXT.locations.both];
const DURATION_LABELS = [TEXT.durations["1-3"], TEXT.durations["3-6"], TEXT.durations["6+"]];

export function ListingChoiceFields({
  type,
  fields,
  categories,
}: {
  type: SubmitType;
  /** The categories table's values (decision 277); a listing's own category stays choosable. */
  categories: readonly string[];
  // Each form's own field types (as the field kit's `meta`).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  fields: Record<"category" | "location" | "duration", FieldMetadata<any>>;
}) {
  const t = useT();
  const choices = (values: readonly string[], label: (value: string, index: number) => string) => [
    { value: "", label: t(TEXT.choose) },
    ...values.map((value, index) => ({ value, label: label(value, index) })),
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField look="public" meta={fields.category} label={t(TEXT.category)} options={choices(categories, (value) => t(categoryLabel(value)))} />
      {type !== "fellowship" ? (
        <SelectField look="public" meta={fields.location} label={t(TEXT.location)} options={choices(LOCATION_VALUES, (_, i) => t(LOCATION_LABELS[i]!))} />
      ) : null}
      {/* A job has no duration (its deadline and salary are asked instead). */}
      {type !== "job" ? (
        <SelectField look="public" meta={fields.duration} label={t(TEXT.duration)} options={choices(DURATION_VALUES, (_, i) => t(DURATION_LABELS[i]!))} />
      ) : null}
    </div>
  );
}
