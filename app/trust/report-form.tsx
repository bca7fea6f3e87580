/** The report form of /report/{slug} (works without JavaScript) and its thank-you. */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { AddressUse } from "~/privacy/notice-link";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { LocalLink } from "~/i18n/local-link";
import { useT } from "~/i18n/translate";
import { FieldErrors } from "~/ui/field";
import { TextAreaField, TextField } from "~/ui/form-fields";
import { BotTrap } from "~/submissions/bot-trap";
import { FORM_TOKEN_FIELD } from "~/submissions/schema";
import { REPORT_DETAILS_MAX, REPORT_REASONS, reportErrors, reportSchema } from "./schema";
import { REPORT_TEXTS as TEXT } from "./report-texts";

export function ReportThanks({ path }: { path: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const t = useT();
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby="report-thanks" className="mt-6 rounded-lg border border-green-200 bg-green-50 p-6">
      <h1 id="report-thanks" ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        {t(TEXT.thanksHeading)}
      </h1>
      <p className="mt-2 text-slate-800">{t(TEXT.messages.thanks)}</p>
      <p className="mt-4">
        <LocalLink to={path} className="font-medium text-brand-700 underline">
          {t(TEXT.backToListing)}
        </LocalLink>
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
  const t = useT();
  const [firstToken] = useState(initialToken);
  const formToken = actionData?.formToken ?? firstToken;
  const [form, fields] = useForm({
    id: "report-listing",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    // The schema carries message ids: the browser's check writes them in the page's language, as the action does.
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reportSchema, formatError: reportErrors(t).formatErrors }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const submitting = navigation.state === "submitting";
  const reasonError = fields.reason.errors?.length ? fields.reason.errorId : undefined;
  return (
    <>
      <h1 className="mt-4 text-2xl font-bold">{t(TEXT.heading)}</h1>
      <p className="mt-1 text-slate-700">
        {t(TEXT.listing, { title: listing.title, organization: listing.organization })}
      </p>
      <p className="mt-3 text-sm text-slate-700">
        {t(TEXT.intro)}
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
          <legend className="text-sm font-semibold text-slate-900">{t(TEXT.reasonLegend)}</legend>
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
                  {t(TEXT.reasons[reason])}
                </label>
              </div>
            ))}
          </div>
          <FieldErrors id={fields.reason.errorId} errors={fields.reason.errors} />
        </fieldset>
        <TextAreaField
          look="public"
          meta={fields.details}
          errors={fields.details.errors}
          label={t(TEXT.details)}
          optional={t(TEXT.optional)}
          hint={t(TEXT.detailsHint, { max: REPORT_DETAILS_MAX })}
          maxLength={REPORT_DETAILS_MAX}
          rows={4}
        />
        <TextField
          look="public"
          meta={fields.email}
          errors={fields.email.errors}
          label={t(TEXT.email)}
          optional={t(TEXT.optional)}
          hint={t(TEXT.emailHint)}
          type="email"
          autoComplete="email"
        />
        <AddressUse />
        <BotTrap id="report-contact-email" />
        <button
          type="submit"
          aria-disabled={submitting || undefined}
          onClick={(event) => {
            if (submitting) event.preventDefault();
          }}
          className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 focus:outline-none focus:ring-2 focus:ring-brand-600 focus:ring-offset-2"
        >
          {t(submitting ? TEXT.sending : TEXT.send)}
        </button>
      </Form>
    </>
  );
}
