/** The report form of /report/{slug} (works without JavaScript) and its thank-you. */
import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FieldError } from "~/submissions/form-fields";
import { FORM_TOKEN_FIELD, TRAP_FIELD } from "~/submissions/schema";
import { REPORT_DETAILS_MAX, REPORT_MESSAGES, REPORT_REASON_LABELS, REPORT_REASONS, reportSchema } from "./schema";

export function ReportThanks({ path }: { path: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby="report-thanks" className="mt-6 rounded-lg border border-green-200 bg-green-50 p-6">
      <h1 id="report-thanks" ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        Thank you
      </h1>
      <p className="mt-2 text-slate-800">{REPORT_MESSAGES.thanks}</p>
      <p className="mt-4">
        <Link to={path} className="font-medium text-brand-700 underline">
          Back to the listing
        </Link>
      </p>
    </section>
  );
}

export function ReportForm({
  listing,
  initialToken,
  actionData,
}: {
  listing: { title: string; organization: string };
  initialToken: string;
  actionData: { result: SubmissionResult<string[]>; formToken: string } | undefined;
}) {
  const navigation = useNavigation();
  const [firstToken] = useState(initialToken);
  const formToken = actionData?.formToken ?? firstToken;
  const [form, fields] = useForm({
    id: "report-listing",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reportSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const submitting = navigation.state === "submitting";
  const reasonError = fields.reason.errors?.length ? fields.reason.errorId : undefined;
  return (
    <>
      <h1 className="mt-4 text-2xl font-bold">Report this listing</h1>
      <p className="mt-1 text-slate-700">
        {listing.title} · {listing.organization}
      </p>
      <p className="mt-3 text-sm text-slate-700">
        Tell our team what is wrong. Listings may never ask applicants for money; if this one does, choose the first reason.
      </p>
      {form.errors?.length ? (
        <div role="alert" className="mt-4 rounded-md border-2 border-red-700 bg-red-50 p-4 text-red-800">
          {form.errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-5">
        <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
        <fieldset aria-describedby={reasonError}>
          <legend className="text-sm font-semibold text-slate-900">What is wrong with this listing?</legend>
          <div className="mt-2 space-y-2">
            {REPORT_REASONS.map((reason) => (
              <div key={reason} className="flex items-center gap-3">
                <input
                  type="radio"
                  id={`${fields.reason.id}-${reason}`}
                  name={fields.reason.name}
                  value={reason}
                  defaultChecked={fields.reason.initialValue === reason}
                  required
                  aria-invalid={reasonError ? true : undefined}
                  className="h-4 w-4 text-brand-700 focus:ring-2 focus:ring-brand-600"
                />
                <label htmlFor={`${fields.reason.id}-${reason}`} className="text-slate-900">
                  {REPORT_REASON_LABELS[reason]}
                </label>
              </div>
            ))}
          </div>
          <FieldError field={fields.reason} />
        </fieldset>
        <div>
          <label htmlFor={fields.details.id} className="block text-sm font-semibold text-slate-900">
            Details <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <p id={fields.details.descriptionId} className="mt-0.5 text-sm text-slate-600">
            What did you see? At most {REPORT_DETAILS_MAX} characters.
          </p>
          <textarea
            {...getTextareaProps(fields.details, { ariaDescribedBy: fields.details.descriptionId })}
            key={fields.details.key}
            rows={4}
            maxLength={REPORT_DETAILS_MAX}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-600"
          />
          <FieldError field={fields.details} />
        </div>
        <div>
          <label htmlFor={fields.email.id} className="block text-sm font-semibold text-slate-900">
            Your email <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <p id={fields.email.descriptionId} className="mt-0.5 text-sm text-slate-600">
            Only if our team may write to you about this report.
          </p>
          <input
            {...getInputProps(fields.email, { type: "email", ariaDescribedBy: fields.email.descriptionId })}
            key={fields.email.key}
            autoComplete="email"
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-600"
          />
          <FieldError field={fields.email} />
        </div>
        {/* Trap for bots, as on /submit (docs/decisions/051-anti-bot.md). */}
        <div aria-hidden="true" className="absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
          <label htmlFor="report-contact-email">Contact email</label>
          <input id="report-contact-email" type="text" name={TRAP_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <button
          type="submit"
          aria-disabled={submitting || undefined}
          onClick={(event) => {
            if (submitting) event.preventDefault();
          }}
          className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 focus:outline-none focus:ring-2 focus:ring-brand-600 focus:ring-offset-2"
        >
          {submitting ? "Sending..." : "Send report"}
        </button>
      </Form>
    </>
  );
}
