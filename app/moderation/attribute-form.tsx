/**
 * Add/Edit attribute form (admin-back-office.md §2 Attribute Management, §5
 * Attribute). Works without JavaScript; with it, the save button is disabled
 * until a type is chosen and changing the data type clears the default.
 */
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { Form, Link } from "react-router";
import {
  buttonClass,
  Field,
  FormErrors,
  inputClass,
  Notice,
  type NoticeData,
  useHydrated,
  useIsSubmitting,
} from "~/components/admin-ui";
import { ATTRIBUTE_DATA_TYPES } from "../../db/schema";
import { attributeDefinitionSchema, DATA_TYPE_LABELS } from "~/moderation/schemas";
import { OPPORTUNITY_TYPES, typeLabel } from "~/opportunities/constants";

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
  const submitting = useIsSubmitting();
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
    <Form method="post" {...getFormProps(form)} className="max-w-2xl space-y-2">
      <Notice notice={notice} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field
          id={fields.name.id}
          label="Name"
          required
          hint={nameLocked ?? "Lowercase; spaces become underscores (e.g. “team size” → team_size)."}
          hintId={`${fields.name.id}-hint`}
          errors={fields.name.errors}
          errorId={fields.name.errorId}
        >
          <input
            {...getInputProps(fields.name, { type: "text", ariaDescribedBy: `${fields.name.id}-hint` })}
            key={fields.name.key}
            maxLength={60}
            autoComplete="off"
            readOnly={Boolean(nameLocked)}
            className={inputClass}
          />
        </Field>
        <Field id={fields.label.id} label="Label" required errors={fields.label.errors} errorId={fields.label.errorId}>
          <input
            {...getInputProps(fields.label, { type: "text" })}
            key={fields.label.key}
            maxLength={100}
            className={inputClass}
          />
        </Field>
        <Field
          id={fields.dataType.id}
          label="Data type"
          required
          errors={fields.dataType.errors}
          errorId={fields.dataType.errorId}
        >
          <select
            {...getSelectProps(fields.dataType)}
            key={fields.dataType.key}
            className={inputClass}
            onChange={() => form.update({ name: fields.defaultValue.name, value: "" })}
          >
            {ATTRIBUTE_DATA_TYPES.map((t) => (
              <option key={t} value={t}>
                {DATA_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={fields.displayOrder.id}
          label="Display order"
          hint="Lower numbers show first."
          hintId={`${fields.displayOrder.id}-hint`}
          errors={fields.displayOrder.errors}
          errorId={fields.displayOrder.errorId}
        >
          <input
            {...getInputProps(fields.displayOrder, {
              type: "number",
              ariaDescribedBy: `${fields.displayOrder.id}-hint`,
            })}
            key={fields.displayOrder.key}
            step={1}
            className={inputClass}
          />
        </Field>
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
      <div className="flex items-center gap-2 py-1">
        <input
          {...getInputProps(fields.isRequired, { type: "checkbox" })}
          key={fields.isRequired.key}
          className="h-4 w-4"
        />
        <label htmlFor={fields.isRequired.id} className="text-sm font-medium">
          Required
        </label>
      </div>
      <Field
        id={fields.defaultValue.id}
        label="Default value"
        hint="Optional. Yes/No: true or false; List: items separated by commas; Date: YYYY-MM-DD."
        hintId={`${fields.defaultValue.id}-hint`}
        errors={fields.defaultValue.errors}
        errorId={fields.defaultValue.errorId}
      >
        <input
          {...getInputProps(fields.defaultValue, { type: "text", ariaDescribedBy: `${fields.defaultValue.id}-hint` })}
          key={fields.defaultValue.key}
          className={inputClass}
        />
      </Field>
      <Field
        id={fields.validationRules.id}
        label="Validation rules (JSON)"
        hint='Optional, e.g. {"maxLength": 50}, {"min": 0, "max": 100} or {"options": ["a", "b"]}.'
        hintId={`${fields.validationRules.id}-hint`}
        errors={fields.validationRules.errors}
        errorId={fields.validationRules.errorId}
      >
        <textarea
          {...getTextareaProps(fields.validationRules, { ariaDescribedBy: `${fields.validationRules.id}-hint` })}
          key={fields.validationRules.key}
          rows={3}
          className={`${inputClass} font-mono`}
        />
      </Field>
      <div className="flex gap-3 pt-2">
        <button type="submit" className={buttonClass.primary} disabled={submitting || (hydrated && typesChosen === 0)}>
          {submitting ? "Saving..." : submitLabel}
        </button>
        <Link to={cancelHref} className={buttonClass.secondary}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}
