/**
 * The opportunity create/edit form: a plain form that works without JavaScript, validated with
 * the same schema as the action, the API and import. With JavaScript the
 * attribute inputs follow the chosen type, a type change resets them, the
 * location is hidden for fellowships and the city for remote listings. The
 * organisation logo may be uploaded with the form (multipart) or at once.
 */
import { getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { useActionData } from "react-router";
import { CheckboxField, optionsOf, SelectField, TextAreaField, TextField } from "~/ui/form-fields";
import { EditForm } from "~/components/admin-screens";
import { type NoticeData } from "~/ui/form-notices";
import { useHydrated } from "~/lib/use-hydrated";
import { LogoField } from "~/moderation/logo-field";
import { CauseCheckboxes, type CauseChoice } from "~/causes/cause-checkboxes";
import { cityApplies } from "~/taxonomy/cities";
import { CityField } from "~/opportunities/city-field";
import { WhoFields } from "~/eligibility/who-fields";
import type { WhoFieldName } from "~/eligibility/values";
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
  /** The organisation's logo URL (an upload of ours or an http(s) URL). */
  organizationLogo: string;
  opportunityType: OpportunityType;
  location: string;
  /** Up to 3 cities, comma-separated (in-person and hybrid listings). */
  city: string;
  description: string;
  requirements: string;
  applicationInstructions: string;
  applicationUrl: string;
  expiresAt: string;
  featured: boolean;
  attributes: Record<string, string | boolean>;
  /** The listing's causes' slugs, comma-separated. */
  causes?: string;
  /** Who can apply, as the form's fields (app/eligibility/fields.ts `whoFormValues`); absent on a new listing. */
  who?: Partial<Record<WhoFieldName, string | undefined>>;
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

const TYPE_OPTIONS = optionsOf(OPPORTUNITY_TYPES, typeLabel);
const LOCATION_OPTIONS = [{ value: "", label: "Not specified" }, ...optionsOf(LOCATION_VALUES)];

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
  causes,
  defaultValue,
  submitLabel,
  cancelHref,
  note,
}: {
  definitions: AttributeDefinitionForSchema[];
  organizations: { id: number; name: string }[];
  causes: readonly CauseChoice[];
  defaultValue: OpportunityFormValues;
  submitLabel: string;
  cancelHref: string;
  note?: string;
}) {
  // The refused save's reply (saveOpportunityForm): messages, and the values that were sent.
  const reply = useActionData() as { result?: SubmissionResult<string[]>; notice?: NoticeData } | undefined;
  const lastResult = reply?.result;
  const notice = reply?.notice;
  // After a refused submission (no JavaScript) the form shows the type that was sent.
  const submittedType = (lastResult?.initialValue as { opportunityType?: unknown } | undefined)?.opportunityType;
  const [type, setType] = useState<string>(
    typeof submittedType === "string" && (OPPORTUNITY_TYPES as readonly string[]).includes(submittedType)
      ? submittedType
      : defaultValue.opportunityType,
  );
  const hydrated = useHydrated();
  const [form, fields] = useForm({
    id: "opportunity-form",
    lastResult,
    defaultValue: {
      ...defaultValue,
      ...defaultValue.who,
      featured: defaultValue.featured ? "on" : undefined,
      attributes: checkboxValues(defaultValue.attributes),
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      formData.delete("logo");
      return parseWithZod(formData, { schema: opportunitySchema(definitions) });
    },
  });
  const attributeFields = fields.attributes.getFieldset();
  // A mirrored attribute is filled from its column by the schema: one input, not two.
  const typeDefinitions = definitionsForType(definitions, type).filter(
    (d) => !(COLUMN_MIRRORED_ATTRIBUTES as readonly string[]).includes(d.name),
  );

  const location = typeof fields.location.value === "string" ? fields.location.value : defaultValue.location;
  const cityRequired = hydrated && type !== "fellowship" && cityApplies(location);

  return (
    <EditForm form={form} notice={notice} submitLabel={submitLabel} cancelHref={cancelHref} multipart>
      <input {...getInputProps(fields.organizationId, { type: "hidden" })} key={fields.organizationId.key} />
      <TextField meta={fields.title} label="Title" required maxLength={200} />
      <TextField
        meta={fields.organizationName}
        label="Organisation name"
        required
        hint="Choose an existing organization or type a new name: a new name creates the organization."
        list="organization-names"
        autoComplete="off"
        maxLength={200}
      />
      <datalist id="organization-names">
        {organizations.map((o) => (
          <option key={o.id} value={o.name} />
        ))}
      </datalist>
      <LogoField form={form} field={fields.organizationLogo} legend="Organisation logo" />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <SelectField
          meta={fields.opportunityType}
          label="Type"
          required
          options={TYPE_OPTIONS}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setType(next);
            // A type change resets the attributes (§5) to the new type's defaults.
            form.update({
              name: fields.attributes.name,
              value: checkboxValues(attributeDefaults(definitions, next)),
            });
          }}
        />
        {type !== "fellowship" ? (
          <SelectField meta={fields.location} label="Location" hint="Not used for fellowships." options={LOCATION_OPTIONS} />
        ) : null}
        <CityField meta={fields.city} listId="admin-city-suggestions" required={cityRequired} />
        <TextField meta={fields.expiresAt} label="Application deadline" type="date" />
        <TextField meta={fields.applicationUrl} label="Application URL" type="url" placeholder="https://" />
      </div>
      <div className="py-2">
        <CheckboxField meta={fields.featured} label="Feature this opportunity" />
      </div>
      <CauseCheckboxes meta={fields.causes} causes={causes} look="admin" />
      <WhoFields fields={fields} type={type} look="admin" />

      {typeDefinitions.length > 0 ? (
        <fieldset className="rounded-lg border border-slate-200 p-4" key={`attributes-${type}`}>
          <legend className="px-1 text-sm font-semibold">{typeLabel(type)} details</legend>
          <div className="grid gap-x-4 sm:grid-cols-2">
            {typeDefinitions.map((definition) => {
              const field = attributeFields[definition.name]!;
              const key = `${type}-${field.key ?? ""}`;
              if (definition.dataType === "boolean") {
                return (
                  <div key={key} className="py-2">
                    <CheckboxField meta={field} label={definition.label} />
                  </div>
                );
              }
              const options = Array.isArray(definition.validationRules?.options)
                ? (definition.validationRules.options as unknown[]).map(String)
                : null;
              const common = { meta: field, label: definition.label, required: definition.isRequired, "aria-required": definition.isRequired };
              if (options) {
                return <SelectField key={key} {...common} options={[{ value: "", label: "Choose…" }, ...optionsOf(options)]} />;
              }
              return (
                <TextField
                  key={key}
                  {...common}
                  hint={definition.dataType === "array" ? "Separate items with commas." : undefined}
                  type={definition.dataType === "number" ? "number" : definition.dataType === "date" ? "date" : "text"}
                  step={definition.dataType === "number" ? "any" : undefined}
                />
              );
            })}
          </div>
        </fieldset>
      ) : null}

      <TextAreaField meta={fields.description} label="Description" required rows={6} />
      <TextAreaField meta={fields.requirements} label="Requirements" rows={4} />
      <TextAreaField meta={fields.applicationInstructions} label="Application instructions" required rows={3} />
      {note ? <p className="text-sm text-slate-700">{note}</p> : null}
    </EditForm>
  );
}
