/**
 * "Remind me before it closes" on the Saved page (docs/decisions/371). Without JavaScript the
 * server takes the listings from the Saved cookie; with it, the phone's list goes as hidden
 * `listing` inputs (their slugs). A plain form: the browser checks the address (type=email,
 * required), the server everything, with the one schema (app/alerts/deadlines-schema.ts).
 */
import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { LocalLink } from "~/i18n/local-link";
import { useT } from "~/i18n/translate";
import { AlertEmailField } from "~/alerts/alert-email-field";
import { FieldErrors } from "~/ui/field";
import type { SavedListing } from "./saved-listing";
import { SAVED_REMINDER_TEXTS as TEXT } from "./page-texts";

export interface ReminderState {
  sent: boolean;
  result?: SubmissionResult<string[]>;
  email: string;
}

/** The privacy notice, until its own page: the content page of that slug (its language's twin). */
const PRIVACY_PATH = "/pages/privacy-policy";

export function ReminderForm({ action, phoneList, state }: { action: string; phoneList: SavedListing[] | null; state?: ReminderState }) {
  const t = useT();
  if (state?.sent) {
    return (
      <section aria-labelledby="reminder-heading" className="mt-8 rounded-lg border border-brand-100 bg-brand-50 p-4">
        <h2 id="reminder-heading" className="text-lg font-bold">
          {t(TEXT.heading)}
        </h2>
        <p role="status" className="mt-2 text-slate-800">
          {t(TEXT.sent)}
        </p>
      </section>
    );
  }
  const errors = state?.result?.error ?? {};
  const emailErrors = errors.email ?? [];
  const otherErrors = Object.entries(errors)
    .filter(([name]) => name !== "email")
    .flatMap(([, messages]) => messages ?? []);
  const ids = { email: "reminder-email", emailError: "reminder-email-error", use: "reminder-use" };
  return (
    <section aria-labelledby="reminder-heading" className="mt-8 rounded-lg border border-brand-100 bg-brand-50 p-4">
      <h2 id="reminder-heading" className="text-lg font-bold">
        {t(TEXT.heading)}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t(TEXT.lead)}</p>
      <Form method="post" action={action} className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="remind" />
        {phoneList?.map((listing) => <input key={listing.path} type="hidden" name="listing" value={listing.slug} />)}
        <AlertEmailField
          id={ids.email}
          label={t(TEXT.email)}
          defaultValue={state?.email ?? ""}
          invalid={emailErrors.length > 0}
          describedBy={emailErrors.length > 0 ? `${ids.emailError} ${ids.use}` : ids.use}
        />
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {t(TEXT.button)}
        </button>
      </Form>
      <FieldErrors id={ids.emailError} errors={emailErrors.slice(0, 1)} />
      {otherErrors.length > 0 && (
        <ul role="alert" className="text-sm text-red-700">
          {otherErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <p id={ids.use} className="text-sm text-slate-700">
        {t(TEXT.use)}{" "}
        <LocalLink to={PRIVACY_PATH} className="text-brand-800 underline">
          {t(TEXT.privacy)}
        </LocalLink>
      </p>
    </section>
  );
}
