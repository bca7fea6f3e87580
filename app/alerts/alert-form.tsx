/**
 * "Get new {type}s like these by email": under the board's results, and on
 * /alerts when the server sends the form back with errors. The board's filters
 * travel as hidden fields with the board URL's names and values.
 */
import type { SubmissionResult } from "@conform-to/react";
import { AddressUse } from "~/privacy/notice-link";
import { Form, href } from "react-router";
import { FieldErrors, FieldLabel } from "~/ui/field";
import { AlertEmailField } from "./alert-email-field";
import { useLocalePath, useT } from "~/i18n/translate";
import { PAGE_STEP } from "~/opportunities/constants";
import { HOME_DEFAULTS, type HomeSearchParams, homeSearch } from "~/search/search-params";
import { ALERT_TEXTS } from "./texts";

const TEXT = ALERT_TEXTS.form;

export type AlertFilters = Omit<HomeSearchParams, "sortBy" | "show" | "featured">;

/** The hidden fields: the board URL's own parameters (homeSearch), so a filter the board gains travels too. */
export function filterFields(filters: AlertFilters): [string, string][] {
  const search = homeSearch({ ...HOME_DEFAULTS, ...filters, sortBy: "relevant", featured: undefined, show: PAGE_STEP });
  return [...new URLSearchParams(search.slice(1)).entries()];
}

export function AlertForm({
  filters,
  hidden = filterFields(filters),
  lastResult,
  email = "",
}: {
  filters: AlertFilters;
  /** The submitted hidden fields, when the server sends the form back. */
  hidden?: [string, string][];
  lastResult?: SubmissionResult<string[]>;
  email?: string;
}) {
  // A plain form: the browser checks the address (type=email, required) and the server
  // checks everything with the one schema (app/alerts/schema.ts); its messages come back in
  // `lastResult`, in the page's language. No validation code is shipped to the board, which every visitor loads.
  const t = useT();
  const local = useLocalePath();
  const errors = lastResult?.error ?? {};
  const emailErrors = errors.email ?? [];
  const otherErrors = Object.entries(errors)
    .filter(([name]) => name !== "email")
    .flatMap(([, messages]) => messages ?? []);
  const ids = { email: "job-alert-email", emailError: "job-alert-email-error", frequency: "job-alert-frequency" };
  return (
    <section aria-labelledby="alert-heading" className="mt-8 rounded-lg border border-brand-100 bg-brand-50 p-4">
      <h2 id="alert-heading" className="text-lg font-bold">
        {t(TEXT.heading[filters.type])}
      </h2>
      <Form method="post" action={local(href("/alerts"))} id="job-alert" className="mt-3 flex flex-wrap items-end gap-3">
        {hidden.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <AlertEmailField
          id={ids.email}
          label={t(TEXT.email)}
          defaultValue={email}
          invalid={emailErrors.length > 0}
          describedBy={emailErrors.length > 0 ? ids.emailError : undefined}
        />
        <FrequencySelect id={ids.frequency} defaultValue="daily" />
        <AlertSubmitButton>{t(TEXT.create)}</AlertSubmitButton>
      </Form>
      <FieldErrors id={ids.emailError} errors={emailErrors.slice(0, 1)} />
      <AddressUse use="alert" />
      {otherErrors.length > 0 && (
        <ul role="alert" className="text-sm text-red-700">
          {otherErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** How often an alert is sent: on the board's form and on the alert's manage page. */
export function FrequencySelect({ id, defaultValue }: { id: string; defaultValue: "daily" | "weekly" }) {
  const t = useT();
  return (
    <div>
      <FieldLabel htmlFor={id} look="public">
        {t(TEXT.frequency)}
      </FieldLabel>
      <select
        id={id}
        name="frequency"
        defaultValue={defaultValue}
        className="mt-1 rounded-md border border-slate-400 bg-white px-2 py-2"
      >
        <option value="daily">{t(TEXT.daily)}</option>
        <option value="weekly">{t(TEXT.weekly)}</option>
      </select>
    </div>
  );
}

export function AlertSubmitButton({ children }: { children: string }) {
  return (
    <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
      {children}
    </button>
  );
}
