/**
 * "Get new {type}s like these by email": under the board's results, and on
 * /alerts when the server sends the form back with errors. The board's filters
 * travel as hidden fields with the board URL's names and values.
 */
import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, href } from "react-router";
import { typeNoun } from "~/opportunities/filters-in-words";
import { PAGE_STEP } from "~/opportunities/constants";
import { HOME_DEFAULTS, type HomeSearchParams, homeSearch } from "~/opportunities/search-params";
import { alertFormSchema } from "./schema";

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
  const [form, fields] = useForm({
    id: "job-alert",
    lastResult,
    defaultValue: { email, frequency: "daily" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: alertFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const noun = typeNoun(filters.type);
  const { key: emailKey, ...emailProps } = getInputProps(fields.email, { type: "email" });
  const errorIds = [fields.email.errors?.length ? fields.email.errorId : undefined].filter(Boolean).join(" ");
  const otherErrors = [
    ...(form.errors ?? []),
    ...Object.entries(form.allErrors)
      .filter(([name]) => name !== "email" && name !== "")
      .flatMap(([, messages]) => messages),
  ];
  return (
    <section aria-labelledby="alert-heading" className="mt-8 rounded-lg border border-brand-100 bg-brand-50 p-4">
      <h2 id="alert-heading" className="text-lg font-bold">
        Get new {noun} like these by email
      </h2>
      <Form method="post" action={href("/alerts")} {...getFormProps(form)} className="mt-3 flex flex-wrap items-end gap-3">
        {hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="min-w-56 flex-1">
          <label htmlFor={fields.email.id} className="block text-sm font-semibold text-slate-800">
            Email address
          </label>
          <input
            key={emailKey}
            {...emailProps}
            autoComplete="email"
            required
            maxLength={254}
            aria-describedby={errorIds || undefined}
            className="mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2 aria-[invalid=true]:border-red-700"
          />
        </div>
        <div>
          <label htmlFor={fields.frequency.id} className="block text-sm font-semibold text-slate-800">
            How often
          </label>
          <select
            id={fields.frequency.id}
            name={fields.frequency.name}
            defaultValue="daily"
            className="mt-1 rounded-md border border-slate-400 bg-white px-2 py-2"
          >
            <option value="daily">Daily</option>
            <option value="weekly">Weekly</option>
          </select>
        </div>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Create alert
        </button>
      </Form>
      <p id={fields.email.errorId} className="min-h-5 text-sm text-red-700">
        {fields.email.errors?.[0] ?? ""}
      </p>
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
