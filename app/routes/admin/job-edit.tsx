import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, href, Link, useActionData, useLoaderData } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import type { Route } from "./+types/job-edit";
import { requireAdmin } from "~/auth/guard.server";
import { LogoField } from "~/moderation/logo-field";
import {
  buttonClass,
  Field,
  FormErrors,
  InputField,
  inputClass,
  Notice,
  StatusBadge,
  TextareaField,
  useIsSubmitting,
} from "~/components/admin-ui";
import { dbContext, envContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { readForm } from "~/lib/api.server";
import { getJob, updateJob } from "~/moderation/jobs.server";
import { MODERATION_TEXT } from "~/moderation/messages";
import { formFailure, positiveInt, redirectWithRefusal, refusalToast } from "~/moderation/page-actions.server";
import { JOB_CATEGORY_OPTIONS, jobEditSchema } from "~/moderation/schemas";
import { MAX_LOGO_BYTES, storeLogo } from "~/moderation/upload.server";
import { categoryLabel, DURATION_VALUES, LOCATION_VALUES } from "~/opportunities/constants";
import { toDateInputValue } from "~/opportunities/opportunity-schema";
import { ListingError } from "~/opportunities/write.server";

function loadOr404(db: Parameters<typeof getJob>[0], rawId: string) {
  const id = positiveInt(rawId);
  try {
    if (!id) throw new ListingError(404, "Job not found");
    return getJob(db, id);
  } catch (error) {
    if (error instanceof ListingError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { job: loadOr404(context.get(dbContext), params.id) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const db = context.get(dbContext);
  const job = loadOr404(db, params.id);
  const formData = await readForm(request, { limit: MAX_LOGO_BYTES + 256 * 1024 });
  // A logo file sent with the form (the way without JavaScript): stored first, so
  // that the form keeps its URL even when another field needs correcting.
  const file = formData.get("logo");
  formData.delete("logo");
  if (file instanceof File && file.size > 0) {
    try {
      const { url } = await storeLogo(context.get(envContext), file);
      formData.set("companyLogo", url);
    } catch (error) {
      const toast = refusalToast(error, MODERATION_TEXT.uploadFailed, MODERATION_TEXT.failedUploadImage);
      const submission = parseWithZod(formData, { schema: jobEditSchema });
      return formFailure(
        { result: submission.reply({ fieldErrors: { logo: [toast.description] } }) },
        toast,
        error instanceof ListingError ? error.status : 500,
      );
    }
  }
  const submission = parseWithZod(formData, { schema: jobEditSchema });
  if (submission.status !== "success") {
    return formFailure(
      { result: submission.reply() },
      { message: MODERATION_TEXT.updateFailed, description: "Please correct the highlighted fields." },
      400,
    );
  }
  try {
    updateJob(db, admin, job.id, submission.value);
  } catch (error) {
    return redirectWithRefusal(href("/admin/jobs"), error, MODERATION_TEXT.updateFailed);
  }
  return redirectWithSuccess(href("/admin/jobs"), {
    message: MODERATION_TEXT.jobUpdated,
    description: `“${submission.value.positionTitle}” was saved.`,
  });
}

export default function EditJob() {
  const { job } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const submitting = useIsSubmitting();
  const [form, fields] = useForm({
    id: "job-form",
    lastResult: actionData?.result,
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
  const logoErrors = (actionData?.result?.error as Record<string, string[] | null> | undefined)?.logo ?? undefined;
  const categories: string[] = [...JOB_CATEGORY_OPTIONS];
  if (!categories.includes(job.category)) categories.push(job.category);
  return (
    <section aria-labelledby="edit-job-heading">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 id="edit-job-heading" className="text-xl font-semibold">
          Edit Job Listing
        </h2>
        <StatusBadge status={job.status} />
      </div>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="max-w-3xl space-y-2">
        <Notice notice={actionData?.notice} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <InputField field={fields.companyName} label="Company name" required maxLength={100} />
          <InputField field={fields.positionTitle} label="Position title" required maxLength={100} />
          <Field
            id={fields.category.id}
            label="Category"
            required
            errors={fields.category.errors}
            errorId={fields.category.errorId}
          >
            <select {...getSelectProps(fields.category)} key={fields.category.key} className={inputClass}>
              {categories.map((c) => (
                <option key={c} value={c}>
                  {categoryLabel(c)}
                </option>
              ))}
            </select>
          </Field>
          <Field
            id={fields.location.id}
            label="Location"
            required
            errors={fields.location.errors}
            errorId={fields.location.errorId}
          >
            <select {...getSelectProps(fields.location)} key={fields.location.key} className={inputClass}>
              {LOCATION_VALUES.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          </Field>
          <Field
            id={fields.duration.id}
            label="Duration"
            errors={fields.duration.errors}
            errorId={fields.duration.errorId}
          >
            <select {...getSelectProps(fields.duration)} key={fields.duration.key} className={inputClass}>
              <option value="">Not specified</option>
              {DURATION_VALUES.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          </Field>
          <InputField field={fields.salary} label="Stipend" placeholder="₹10,000/month" maxLength={50} />
          <InputField field={fields.applicationUrl} label="Application URL" required type="url" placeholder="https://" />
          <InputField field={fields.applicationDeadline} label="Application deadline" type="date" />
        </div>
        <LogoField
          field={fields.companyLogo}
          fileField={{ id: "job-form-logo", errors: logoErrors, errorId: "job-form-logo-error" }}
          onUploaded={(url) => form.update({ name: fields.companyLogo.name, value: url })}
        />
        <TextareaField field={fields.description} label="Description" required rows={6} />
        <TextareaField field={fields.requirements} label="Requirements" required rows={4} />
        <TextareaField field={fields.applicationInstructions} label="Application instructions" rows={3} />
        <div className="flex gap-3 pt-2">
          <button type="submit" className={buttonClass.primary} disabled={submitting}>
            {submitting ? "Saving..." : "Save Changes"}
          </button>
          <Link to={href("/admin/jobs")} className={buttonClass.secondary}>
            Cancel
          </Link>
        </div>
      </Form>
    </section>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Edit Job Listing · Admin", noindex: true });
}
