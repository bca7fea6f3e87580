/**
 * Add/Edit attribute form. Works without JavaScript; with it, the save button is disabled
 * until a type is chosen and changing the data type clears the default.
 */
import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { CheckboxField, optionsOf, SelectField, TextAreaField, TextField } from "~/ui/form-fields";
import { EditForm } from "~/components/admin-screens";
import { type NoticeData } from "~/ui/form-notices";
import { useHydrated } from "~/lib/use-hydrated";
import { ATTRIBUTE_DATA_TYPES } from "../../db/schema";
import { attributeDefinitionSchema, DATA_TYPE_LABELS } from "~/moderation/schemas";
import { OPPORTUNITY_TYPES, typeLabel } from "~/opportunities/constants";

const DATA_TYPE_OPTIONS = optionsOf(ATTRIBUTE_DATA_TYPES, (t) => DATA_TYPE_LABELS[t as keyof typeof DATA_TYPE_LABELS]);

export interface AttributeFormValues {
  name: string;
  label: string;
  dataType: string;
  opportunityTypes: string[];
  isRequired: boolean;
  defaultValue: string;
  validationRules: string;
  displayOrder: string;
}

export function AttributeForm({
  defaultValue,
  previous,
  lastResult,
  notice,
  submitLabel,
  cancelHref,
  nameLocked,
}: {
  defaultValue: AttributeFormValues;
  previous?: { dataType: string; defaultValue: string | null };
  lastResult?: SubmissionResult<string[]> | null;
  notice?: NoticeData;
  submitLabel: string;
  cancelHref: string;
  nameLocked?: string;
}) {
  const [form, fields] = useForm({
    id: "attribute-form",
    lastResult,
    defaultValue: { ...defaultValue, isRequired: defaultValue.isRequired ? "on" : undefined },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      return parseWithZod(formData, { schema: attributeDefinitionSchema(previous) });
    },
  });
  // With JavaScript the save button waits for a type (§5); without it the server says so.
  const hydrated = useHydrated();
  const [typesChosen, setTypesChosen] = useState(defaultValue.opportunityTypes.length);
  const typeHintId = `${fields.opportunityTypes.id}-hint`;
  return (
    <EditForm
      form={form}
      notice={notice}
      submitLabel={submitLabel}
      cancelHref={cancelHref}
      saveDisabled={hydrated && typesChosen === 0}
      className="max-w-2xl space-y-2"
    >
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          meta={fields.name}
          label="Name"
          required
          hint={nameLocked ?? "Lowercase; spaces become underscores (e.g. “team size” → team_size)."}
          maxLength={60}
          autoComplete="off"
          readOnly={Boolean(nameLocked)}
        />
        <TextField meta={fields.label} label="Label" required maxLength={100} />
        <SelectField
          meta={fields.dataType}
          label="Data type"
          required
          options={DATA_TYPE_OPTIONS}
          onChange={() => form.update({ name: fields.defaultValue.name, value: "" })}
        />
        <TextField meta={fields.displayOrder} label="Display order" hint="Lower numbers show first." type="number" step={1} />
      </div>
      <fieldset
        aria-describedby={`${typeHintId} ${fields.opportunityTypes.errorId}`}
        className="rounded-lg border border-slate-200 p-3"
      >
        <legend className="px-1 text-sm font-medium">
          Opportunity types
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        </legend>
        <p id={typeHintId} className="text-xs text-slate-600">
          Choose at least one type that uses this attribute.
        </p>
        <div className="mt-2 flex flex-wrap gap-4">
          {OPPORTUNITY_TYPES.map((t) => (
            <label key={t} className="inline-flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name={fields.opportunityTypes.name}
                value={t}
                defaultChecked={defaultValue.opportunityTypes.includes(t)}
                onChange={(event) => {
                  const boxes = event.currentTarget.form?.querySelectorAll<HTMLInputElement>(
                    `input[name="${fields.opportunityTypes.name}"]:checked`,
                  );
                  setTypesChosen(boxes?.length ?? 0);
                }}
                className="h-4 w-4"
              />
              {typeLabel(t)}
            </label>
          ))}
        </div>
        <p id={fields.opportunityTypes.errorId} className="min-h-5 text-sm text-red-700">
          {fields.opportunityTypes.errors?.join(" ")}
        </p>
      </fieldset>
      <CheckboxField meta={fields.isRequired} label="Required" />
      <TextField
        meta={fields.defaultValue}
        label="Default value"
        hint="Optional. Yes/No: true or false; List: items separated by commas; Date: YYYY-MM-DD."
      />
      <TextAreaField
        meta={fields.validationRules}
        label="Validation rules (JSON)"
        hint='Optional, e.g. {"maxLength": 50}, {"min": 0, "max": 100} or {"options": ["a", "b"]}.'
        rows={3}
        mono
      />
    </EditForm>
  );
}
