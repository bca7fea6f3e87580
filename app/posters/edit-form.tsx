/**
 * The submission form as a poster edits a listing: the same field names and the
 * same schema as /submit (app/submissions/schema.ts), filled with the current values.
 */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, href, useNavigation } from "react-router";
import { categoryLabel, CATEGORY_VALUES, DURATION_VALUES, LOCATION_VALUES, type OpportunityType } from "~/opportunities/constants";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/ui/form-fields";
import { FORM_TEXTS } from "~/lib/form-texts";
import { submissionSchema } from "~/submissions/schema";

type FieldName =
  | "opportunityType"
  | "companyName"
  | "positionTitle"
  | "category"
  | "location"
  | "duration"
  | "offersStipend"
  | "salary"
  | "description"
  | "requirements"
  | "applicationInstructions"
  | "applicationUrl"
  | "companyLogo"
  | "skills"
  | "terms";
type FormShape = { [K in FieldName]?: string };

export function ManageEditForm({
  type,
  defaultValue,
  lastResult,
  submitLabel,
}: {
  type: OpportunityType;
  defaultValue: FormShape;
  lastResult: SubmissionResult<string[]> | undefined;
  submitLabel: string;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm<FormShape>({
    id: "manage-edit",
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: submissionSchema }) as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const errorCount = Object.values(form.allErrors).flat().length;
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
      {lastResult?.status === "error" && errorCount > 0 ? (
        <p role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-4 text-red-800">
          Please correct the highlighted fields.
        </p>
      ) : null}
      <input type="hidden" name="opportunityType" value={type} />
      <TextField look="public" meta={fields.companyName} label="Organization Name" hint="3 to 100 characters." autoComplete="organization" />
      <TextField look="public" meta={fields.positionTitle} label="Title" hint="5 to 100 characters." />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          look="public"
          meta={fields.category}
          label="Category"
          options={CATEGORY_VALUES.map((value) => ({ value, label: categoryLabel(value) }))}
        />
        {type !== "fellowship" ? (
          <SelectField look="public" meta={fields.location} label="Location Type" options={LOCATION_VALUES.map((value) => ({ value, label: value }))} />
        ) : null}
        <SelectField look="public" meta={fields.duration} label="Duration" options={DURATION_VALUES.map((value) => ({ value, label: value }))} />
      </div>
      <fieldset className="rounded-md border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold">Stipend</legend>
        <CheckboxField look="public" meta={fields.offersStipend} label="A stipend is offered" />
        <TextField look="public" meta={fields.salary} label="Stipend Amount" hint="Only if a stipend is offered. At most 50 characters." optional={FORM_TEXTS.optional} />
      </fieldset>
      <TextAreaField look="public" meta={fields.description} label="Description" hint="50 to 2000 characters." rows={7} />
      <TextAreaField look="public" meta={fields.requirements} label="Requirements" hint="30 to 1000 characters." />
      <TextAreaField look="public" meta={fields.applicationInstructions} label="Application Instructions" hint="10 to 500 characters." rows={3} />
      <TextField look="public" meta={fields.applicationUrl} label="Application URL" hint="Starting with https://" type="url" inputMode="url" />
      <TextField look="public" meta={fields.companyLogo} label="Organization Logo URL" hint="Starting with https://" type="url" inputMode="url" optional={FORM_TEXTS.optional} />
      <TextAreaField look="public" meta={fields.skills} label="Skills" hint="Separated by commas or new lines. At most 10." rows={2} optional={FORM_TEXTS.optional} />
      <CheckboxField
        look="public"
        meta={fields.terms}
        label={
          <>
            I agree to the{" "}
            <a href={href("/terms")} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
              Terms and Conditions<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </>
        }
      />
      <button
        type="submit"
        className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 focus:outline-none focus:ring-2 focus:ring-brand-600 focus:ring-offset-2"
      >
        {submitLabel}
      </button>
    </Form>
  );
}
