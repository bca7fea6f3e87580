/**
 * The opportunity create/edit form (admin-back-office.md §2 edit dialog, §5
 * Opportunity edit): a plain form that works without JavaScript, validated with
 * the same schema as the action, the API and import. With JavaScript the
 * attribute inputs follow the chosen type, a type change resets them, and the
 * location is hidden for fellowships.
 */
import {
  getFormProps,
  getInputProps,
  getSelectProps,
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
  InputField,
  inputClass,
  Notice,
  type NoticeData,
  TextareaField,
  useIsSubmitting,
} from "~/components/admin-ui";
import { LOCATION_VALUES, OPPORTUNITY_TYPES, type OpportunityType, typeLabel } from "~/opportunities/constants";
import {
  type AttributeDefinitionForSchema,
  COLUMN_MIRRORED_ATTRIBUTES,
  definitionsForType,
  opportunitySchema,
  toDateInputValue,
} from "~/opportunities/opportunity-schema";

export interface OpportunityFormValues {
  title: string;
  organizationId: string;
  organizationName: string;
  opportunityType: OpportunityType;
  location: string;
  description: string;
  requirements: string;
  applicationInstructions: string;
  applicationUrl: string;
  expiresAt: string;
  featured: boolean;
  attributes: Record<string, string | boolean>;
}

type StoredValue = string | number | boolean | Date | string[] | null | undefined;

/** A stored attribute value as the form input shows it. */
export function attributeInputValue(value: StoredValue): string | boolean {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value;
  if (value instanceof Date) return toDateInputValue(value);
  if (Array.isArray(value)) return value.join(", ");
  return String(value);
}

/** The defaults of a type's definitions (for a new listing or after a type change). */
export function attributeDefaults(definitions: AttributeDefinitionForSchema[], type: string) {
  const values: Record<string, string | boolean> = {};
  for (const d of definitionsForType(definitions, type)) {
    if (d.defaultValue === null || d.defaultValue === undefined || d.defaultValue === "") continue;
    values[d.name] = d.dataType === "boolean" ? d.defaultValue === "true" : d.defaultValue;
  }
  return values;
}

/** Checkbox values as a form carries them: "on" when checked, absent when not. */
function checkboxValues(values: Record<string, string | boolean>): Record<string, string | undefined> {
  const result: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(values)) {
    result[name] = value === true ? "on" : value === false ? undefined : value;
  }
  return result;
}

export function OpportunityForm({
  definitions,
  organizations,
  defaultValue,
  lastResult,
  notice,
  submitLabel,
  cancelHref,
  note,
}: {
  definitions: AttributeDefinitionForSchema[];
  organizations: { id: number; name: string }[];
  defaultValue: OpportunityFormValues;
  lastResult?: SubmissionResult<string[]> | null;
  notice?: NoticeData;
  submitLabel: string;
  cancelHref: string;
  note?: string;
}) {
  // After a refused submission (no JavaScript) the form shows the type that was sent.
  const submittedType = (lastResult?.initialValue as { opportunityType?: unknown } | undefined)?.opportunityType;
  const [type, setType] = useState<string>(
    typeof submittedType === "string" && (OPPORTUNITY_TYPES as readonly string[]).includes(submittedType)
      ? submittedType
      : defaultValue.opportunityType,
  );
  const submitting = useIsSubmitting();
  const [form, fields] = useForm({
    id: "opportunity-form",
    lastResult,
    defaultValue: {
      ...defaultValue,
      featured: defaultValue.featured ? "on" : undefined,
      attributes: checkboxValues(defaultValue.attributes),
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      return parseWithZod(formData, { schema: opportunitySchema(definitions) });
    },
  });
  const attributeFields = fields.attributes.getFieldset();
  // A mirrored attribute is filled from its column by the schema: one input, not two.
  const typeDefinitions = definitionsForType(definitions, type).filter(
    (d) => !(COLUMN_MIRRORED_ATTRIBUTES as readonly string[]).includes(d.name),
  );

  return (
    <Form method="post" {...getFormProps(form)} className="max-w-3xl space-y-2">
      <Notice notice={notice} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <input {...getInputProps(fields.organizationId, { type: "hidden" })} key={fields.organizationId.key} />
      <InputField field={fields.title} label="Title" required maxLength={200} />
      <Field
        id={fields.organizationName.id}
        label="Organization name"
        required
        hint="Choose an existing organization or type a new name: a new name creates the organization."
        hintId={`${fields.organizationName.id}-hint`}
        errors={fields.organizationName.errors}
        errorId={fields.organizationName.errorId}
      >
        <input
          {...getInputProps(fields.organizationName, {
            type: "text",
            ariaDescribedBy: `${fields.organizationName.id}-hint`,
          })}
          key={fields.organizationName.key}
          list="organization-names"
          autoComplete="off"
          className={inputClass}
          maxLength={200}
        />
        <datalist id="organization-names">
          {organizations.map((o) => (
            <option key={o.id} value={o.name} />
          ))}
        </datalist>
      </Field>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field
          id={fields.opportunityType.id}
          label="Type"
          required
          errors={fields.opportunityType.errors}
          errorId={fields.opportunityType.errorId}
        >
          <select
            {...getSelectProps(fields.opportunityType)}
            key={fields.opportunityType.key}
            className={inputClass}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setType(next);
              // A type change resets the attributes (§5) to the new type's defaults.
              form.update({
                name: fields.attributes.name,
                value: checkboxValues(attributeDefaults(definitions, next)),
              });
            }}
          >
            {OPPORTUNITY_TYPES.map((t) => (
              <option key={t} value={t}>
                {typeLabel(t)}
              </option>
            ))}
          </select>
        </Field>
        {type !== "fellowship" ? (
          <Field
            id={fields.location.id}
            label="Location"
            hint="Not used for fellowships."
            hintId={`${fields.location.id}-hint`}
            errors={fields.location.errors}
            errorId={fields.location.errorId}
          >
            <select
              {...getSelectProps(fields.location, { ariaDescribedBy: `${fields.location.id}-hint` })}
              key={fields.location.key}
              className={inputClass}
            >
              <option value="">Not specified</option>
              {LOCATION_VALUES.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        <InputField field={fields.expiresAt} label="Application deadline" type="date" />
        <InputField field={fields.applicationUrl} label="Application URL" type="url" placeholder="https://" />
      </div>
      <div className="flex items-center gap-2 py-2">
        <input
          {...getInputProps(fields.featured, { type: "checkbox" })}
          key={fields.featured.key}
          className="h-4 w-4"
        />
        <label htmlFor={fields.featured.id} className="text-sm font-medium">
          Feature this opportunity
        </label>
      </div>

      {typeDefinitions.length > 0 ? (
        <fieldset className="rounded-lg border border-slate-200 p-4" key={`attributes-${type}`}>
          <legend className="px-1 text-sm font-semibold">{typeLabel(type)} details</legend>
          <div className="grid gap-x-4 sm:grid-cols-2">
            {typeDefinitions.map((definition) => {
              const field = attributeFields[definition.name]!;
              const common = { key: `${type}-${field.key ?? ""}`, className: inputClass };
              if (definition.dataType === "boolean") {
                return (
                  <div key={common.key} className="flex items-center gap-2 py-2">
                    <input {...getInputProps(field, { type: "checkbox" })} className="h-4 w-4" />
                    <label htmlFor={field.id} className="text-sm font-medium">
                      {definition.label}
                    </label>
                    <p id={field.errorId} className="text-sm text-red-700">
                      {field.errors?.join(" ")}
                    </p>
                  </div>
                );
              }
              const options = Array.isArray(definition.validationRules?.options)
                ? (definition.validationRules.options as unknown[]).map(String)
                : null;
              return (
                <Field
                  key={common.key}
                  id={field.id}
                  label={definition.label}
                  required={definition.isRequired}
                  hint={definition.dataType === "array" ? "Separate items with commas." : undefined}
                  hintId={`${field.id}-hint`}
                  errors={field.errors}
                  errorId={field.errorId}
                >
                  {options ? (
                    <select
                      {...getSelectProps(field, { ariaDescribedBy: undefined })}
                      required={definition.isRequired}
                      className={inputClass}
                    >
                      <option value="">Choose…</option>
                      {options.map((o) => (
                        <option key={o} value={o}>
                          {o}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input
                      {...getInputProps(field, {
                        type:
                          definition.dataType === "number"
                            ? "number"
                            : definition.dataType === "date"
                              ? "date"
                              : "text",
                        ariaDescribedBy: definition.dataType === "array" ? `${field.id}-hint` : undefined,
                      })}
                      required={definition.isRequired}
                      step={definition.dataType === "number" ? "any" : undefined}
                      className={inputClass}
                    />
                  )}
                </Field>
              );
            })}
          </div>
        </fieldset>
      ) : null}

      <TextareaField field={fields.description} label="Description" required rows={6} />
      <TextareaField field={fields.requirements} label="Requirements" rows={4} />
      <TextareaField field={fields.applicationInstructions} label="Application instructions" required rows={3} />
      {note ? <p className="text-sm text-slate-700">{note}</p> : null}
      <div className="flex gap-3 pt-2">
        <button type="submit" className={buttonClass.primary} disabled={submitting}>
          {submitting ? "Saving..." : submitLabel}
        </button>
        <Link to={cancelHref} className={buttonClass.secondary}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}
