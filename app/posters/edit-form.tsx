/**
 * The submission form as a poster edits a listing: the same field names and rules as
 * /submit (app/submissions/schema.ts), filled with the current values. The terms were
 * agreed to when the listing was posted, so the edit is checked with the schema that
 * leaves them out (the API's), and the form does not ask again.
 */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import type { OpportunityType } from "~/opportunities/constants";
import { ListingChoiceFields } from "~/submissions/choice-fields";
import { CheckboxField, TextAreaField, TextField } from "~/ui/form-fields";
import { useT } from "~/i18n/translate";
import { SUBMIT_COPY, SUBMIT_TEXTS } from "~/submissions/texts";
import { cityApplies } from "~/submissions/deadline-city-values";
import { CityField } from "~/opportunities/city-field";
import { useHydrated } from "~/lib/use-hydrated";
import { apiSubmissionSchema, parseSubmission } from "~/submissions/schema";
import { EDIT_FORM_TEXT } from "./texts";
import { CauseCheckboxes, type CauseChoice } from "~/causes/cause-checkboxes";
import { WhoFields } from "~/eligibility/who-fields";
import type { WhoFieldName } from "~/eligibility/values";

type FieldName =
  | "opportunityType"
  | "companyName"
  | "positionTitle"
  | "category"
  | "causes"
  | "location"
  | "city"
  | "duration"
  | "offersStipend"
  | "salary"
  | "description"
  | "requirements"
  | "applicationInstructions"
  | "applicationUrl"
  | "companyLogo"
  | "skills"
  | WhoFieldName;
type FormShape = { [K in FieldName]?: string };

/** The fields in the form's order: the error summary names the fields it lists. */
const FIELDS = Object.keys(EDIT_FORM_TEXT.labels) as (keyof typeof EDIT_FORM_TEXT.labels)[];
const label = EDIT_FORM_TEXT.labels;
const hint = EDIT_FORM_TEXT.hints;

export function ManageEditForm({
  type,
  defaultValue,
  lastResult,
  submitLabel,
  categories,
  causes,
}: {
  type: OpportunityType;
  /** The categories table's values and the listing's own (decision 277). */
  categories: readonly string[];
  causes: readonly CauseChoice[];
  defaultValue: FormShape;
  lastResult: SubmissionResult<string[]> | undefined;
  submitLabel: string;
}) {
  const navigation = useNavigation();
  const t = useT();
  const hydrated = useHydrated();
  const [form, fields] = useForm<FormShape>({
    id: "manage-edit",
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    defaultValue,
    onValidate: ({ formData }) => parseSubmission(formData, t, apiSubmissionSchema) as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  // One name per field: the title and the stipend box have /submit's label of the listing's type.
  const labelOf = (name: (typeof FIELDS)[number]) =>
    name === "positionTitle" ? SUBMIT_COPY[type].positionTitleLabel : name === "offersStipend" ? SUBMIT_COPY[type].offersStipendLabel : label[name];
  const summary =
    lastResult?.status === "error"
      ? FIELDS.flatMap((name) => (form.allErrors[name] ?? []).map((message) => ({ id: fields[name].id, text: labelOf(name), message })))
      : [];
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
      {summary.length > 0 ? (
        <div role="alert" aria-labelledby="manage-edit-errors" className="rounded-md border-2 border-red-700 bg-red-50 p-4 text-red-800">
          <h2 id="manage-edit-errors" className="font-bold">
            {t(EDIT_FORM_TEXT.errorsHeading)}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {summary.map((error) => (
              <li key={`${error.id}:${error.message}`}>
                <a href={`#${error.id}`} className="underline">
                  {t(EDIT_FORM_TEXT.error, { field: t(error.text), message: error.message })}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <input type="hidden" name="opportunityType" value={type} />
      <TextField look="public" meta={fields.companyName} label={t(label.companyName)} hint={t(hint.companyName)} autoComplete="organization" />
      <TextField look="public" meta={fields.positionTitle} label={t(labelOf("positionTitle"))} hint={t(hint.positionTitle)} />
      <ListingChoiceFields type={type} fields={fields} categories={categories} />
      <CauseCheckboxes meta={fields.causes} causes={causes} />
      <WhoFields fields={fields} type={type} optional={t(SUBMIT_TEXTS.form.optional)} />
      <CityField
        look="public"
        meta={fields.city}
        listId="manage-city-suggestions"
        required={hydrated && type !== "fellowship" && cityApplies(typeof fields.location.value === "string" ? fields.location.value : null)}
      />
      <fieldset className="rounded-md border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold">{t(EDIT_FORM_TEXT.stipend)}</legend>
        <CheckboxField look="public" meta={fields.offersStipend} label={t(labelOf("offersStipend"))} />
        <TextField look="public" meta={fields.salary} label={t(label.salary)} hint={t(hint.salary)} optional={t(SUBMIT_TEXTS.form.optional)} />
      </fieldset>
      <TextAreaField look="public" meta={fields.description} label={t(label.description)} hint={t(hint.description)} rows={7} />
      <TextAreaField look="public" meta={fields.requirements} label={t(label.requirements)} hint={t(hint.requirements)} />
      <TextAreaField look="public" meta={fields.applicationInstructions} label={t(label.applicationInstructions)} hint={t(hint.applicationInstructions)} rows={3} />
      <TextField look="public" meta={fields.applicationUrl} label={t(label.applicationUrl)} hint={t(hint.url)} type="url" inputMode="url" />
      <TextField look="public" meta={fields.companyLogo} label={t(label.companyLogo)} hint={t(hint.url)} type="url" inputMode="url" optional={t(SUBMIT_TEXTS.form.optional)} />
      <TextAreaField look="public" meta={fields.skills} label={t(label.skills)} hint={t(hint.skills)} rows={2} optional={t(SUBMIT_TEXTS.form.optional)} />
      <button
        type="submit"
        className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 focus:outline-none focus:ring-2 focus:ring-brand-600 focus:ring-offset-2"
      >
        {submitLabel}
      </button>
    </Form>
  );
}
