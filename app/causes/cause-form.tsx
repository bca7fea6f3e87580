/** The admin's add/edit cause form, in a CrudPanel dialog (app/components/crud-panel.tsx). */
import type { SubmissionResult } from "@conform-to/react";
import { CheckboxField, TextAreaField, TextField } from "~/ui/form-fields";
import { CrudForm, useCrudForm } from "~/components/crud-panel";
import type { CauseRow } from "./causes.server";
import { causeSchema } from "./schema";
import { translatedDefaults, type TranslatedNames } from "~/taxonomy/languages";
import { TranslatedNameFields } from "~/taxonomy/name-fields";

export function CauseForm({
  cause,
  lastResult,
  closeTo,
}: {
  cause?: CauseRow & { names?: TranslatedNames };
  lastResult?: SubmissionResult<string[]>;
  closeTo: string;
}) {
  const [form, fields] = useCrudForm({
    id: cause ? `cause-${cause.id}` : "cause-new",
    lastResult,
    defaultValue: cause
      ? {
          name: cause.name,
          slug: cause.slug,
          description: cause.description,
          position: String(cause.position),
          hidden: cause.hidden ? "on" : undefined,
          ...translatedDefaults(cause.names),
        }
      : { name: "", slug: "", description: "", position: "0", ...translatedDefaults(undefined) },
    schema: causeSchema,
  });
  return (
    <CrudForm form={form} rowId={cause?.id} closeTo={closeTo} submitLabel={cause ? "Update Cause" : "Create Cause"}>
      <TextField meta={fields.name} label="Name" required maxLength={60} />
      <TextField
        meta={fields.slug}
        label="Address"
        maxLength={60}
        hint="The page /causes/{address} and the filter's value; made from the name when empty. Changing it breaks old links."
      />
      <TextAreaField meta={fields.description} label="Description" rows={3} hint="A few sentences shown on the cause's page." />
      <TranslatedNameFields fields={fields} nameMax={60} descriptionMax={600} />
      <TextField meta={fields.position} label="Order" type="number" min={0} max={999} hint="Smaller numbers come first." />
      <CheckboxField meta={fields.hidden} label="Hidden" hint="Hidden causes leave /submit, the filters and their page; listings keep them." />
    </CrudForm>
  );
}
