/**
 * The Edit Job Listing form: every field of a
 * legacy job and its company logo. A plain multipart form that works without
 * JavaScript, validated with the same schema as the action and the JSON API.
 */
import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { href } from "react-router";
import { EditForm } from "~/components/admin-screens";
import { type NoticeData } from "~/ui/form-notices";
import { optionsOf, SelectField, TextAreaField, TextField } from "~/ui/form-fields";
import { categoryLabel, DURATION_VALUES, LOCATION_VALUES } from "~/opportunities/constants";
import { toDateInputValue } from "~/opportunities/opportunity-schema";
import type { AdminJob } from "./jobs.server";
import { LogoField } from "./logo-field";
import { JOB_CATEGORY_OPTIONS, jobEditSchema } from "./schemas";

const LOCATION_OPTIONS = optionsOf(LOCATION_VALUES);
const DURATION_OPTIONS = [{ value: "", label: "Not specified" }, ...optionsOf(DURATION_VALUES)];

export function JobForm({
  job,
  lastResult,
  notice,
}: {
  job: AdminJob;
  lastResult?: SubmissionResult<string[]> | null;
  notice?: NoticeData;
}) {
  const [form, fields] = useForm({
    id: "job-form",
    lastResult,
    defaultValue: {
      companyName: job.companyName,
      positionTitle: job.positionTitle,
      category: job.category,
      location: job.location,
      duration: job.duration ?? "",
      salary: job.salary ?? "",
      description: job.description,
      requirements: job.requirements,
      applicationInstructions: job.applicationInstructions ?? "",
      applicationUrl: job.applicationUrl,
      companyLogo: job.companyLogo ?? "",
      applicationDeadline: toDateInputValue(job.applicationDeadline),
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      formData.delete("logo");
      return parseWithZod(formData, { schema: jobEditSchema });
    },
  });
  // A category outside the form's list (an older one) stays choosable.
  const categories: string[] = [...JOB_CATEGORY_OPTIONS];
  if (!categories.includes(job.category)) categories.push(job.category);
  return (
    <EditForm form={form} notice={notice} submitLabel="Save Changes" cancelHref={href("/admin/jobs")} multipart>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField meta={fields.companyName} label="Company name" required maxLength={100} />
        <TextField meta={fields.positionTitle} label="Position title" required maxLength={100} />
        <SelectField meta={fields.category} label="Category" required options={optionsOf(categories, categoryLabel)} />
        <SelectField meta={fields.location} label="Location" required options={LOCATION_OPTIONS} />
        <SelectField meta={fields.duration} label="Duration" options={DURATION_OPTIONS} />
        <TextField meta={fields.salary} label="Stipend" placeholder="₹10,000/month" maxLength={50} />
        <TextField meta={fields.applicationUrl} label="Application URL" required type="url" placeholder="https://" />
        <TextField meta={fields.applicationDeadline} label="Application deadline" type="date" />
      </div>
      <LogoField form={form} field={fields.companyLogo} legend="Company logo" />
      <TextAreaField meta={fields.description} label="Description" required rows={6} />
      <TextAreaField meta={fields.requirements} label="Requirements" required rows={4} />
      <TextAreaField meta={fields.applicationInstructions} label="Application instructions" rows={3} />
    </EditForm>
  );
}
