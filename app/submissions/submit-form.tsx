/**
 * The /submit form: the type tabs, the error summary, the fields in reading
 * order and the anti-bot inputs. The route module only composes it.
 */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Form, href, Link, useNavigation } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { OPPORTUNITY_TYPES, type OpportunityType } from "~/opportunities/constants";
import { NO_FEES_RULE } from "~/trust/texts";
import { LOST_LINK_TEXT, POSTER_LINK_TEXT } from "~/posters/texts";
import type { validateSubmission } from "./client-validation";
import { SUBMIT_COPY, SUBMIT_TEXTS } from "./texts";
import { addDays, cityApplies, DEADLINE_MAX_DAYS, indiaToday } from "./deadline-city-values";
import { CityField } from "~/opportunities/city-field";
import { BotTrap } from "./bot-trap";
import { ListingChoiceFields } from "./choice-fields";
import { FORM_TOKEN_FIELD, SUBMISSION_DEFAULTS, submitPath } from "./form-constants";
import { CheckboxField, TextAreaField, TextField } from "~/ui/form-fields";
import { FORM_TEXTS } from "~/lib/form-texts";
import { CauseCheckboxes, type CauseChoice } from "~/causes/cause-checkboxes";

const TEXT = SUBMIT_TEXTS.form;

/** Order of fields in the form, used to list errors in the summary in reading order. */
const FIELD_ORDER = [
  "companyName",
  "positionTitle",
  "category",
  "causes",
  "location",
  "duration",
  "offersStipend",
  "salary",
  "description",
  "requirements",
  "applicationInstructions",
  "applicationUrl",
  "companyLogo",
  "skills",
  "posterEmail",
  "expiresAt",
  "city",
  "terms",
  "opportunityType",
] as const;

export interface SubmitActionData {
  result: SubmissionResult<string[]>;
  formToken: string;
  title: string | null;
}

export function SubmitForm({
  type,
  initialToken,
  actionData,
  categories,
  causes,
}: {
  type: OpportunityType;
  /** The categories table's values (decision 277). */
  categories: readonly string[];
  initialToken: string;
  actionData: SubmitActionData | undefined;
  causes: readonly CauseChoice[];
}) {
  const copy = SUBMIT_COPY[type];
  const navigation = useNavigation();
  const hydrated = useHydrated();
  // The time counts from when the form was first served, also across tab switches.
  const [firstToken] = useState(initialToken);
  const formToken = actionData?.formToken ?? firstToken;
  const validate = useLazyValidation();
  const [form, fields] = useForm({
    id: "submit-opportunity",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: { ...SUBMISSION_DEFAULTS },
    // Until the checks are loaded, a submission is checked by the server only.
    onValidate: validate.check ? ({ formData }) => validate.check!(formData) : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const submitting = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";

  // The summary lists the server's verdict, kept current as the person corrects fields.
  const serverRejected = actionData?.result.status === "error";
  const summaryErrors = serverRejected
    ? FIELD_ORDER.flatMap((name) =>
        (form.allErrors[name] ?? []).map((message) => ({ id: fields[name].id, message })),
      )
    : [];
  const formErrors = serverRejected ? (form.errors ?? []) : [];
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (actionData?.result.status === "error") summaryRef.current?.focus();
  }, [actionData]);

  const stipendOffered = fields.offersStipend.value === "on";
  // The date picker's bounds; the server checks them again with its own clock.
  const [today] = useState(() => indiaToday());
  const showStipendAmount = !hydrated || stipendOffered;

  return (
    <>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{copy.heading}</h1>
      <p className="mt-2 text-slate-700">{copy.intro}</p>
      <p className="mt-2 text-sm font-medium text-slate-800">{NO_FEES_RULE}</p>
      <p className="mt-2 text-sm text-slate-700">
        {POSTER_LINK_TEXT.postedBefore}{" "}
        <Link to={href("/manage")} className="font-medium text-brand-700 underline">
          {LOST_LINK_TEXT.heading}
        </Link>
      </p>

      <nav aria-label={TEXT.typesNav} className="mt-6">
        <ul className="grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1">
          {OPPORTUNITY_TYPES.map((t) => (
            <li key={t}>
              <Link
                to={submitPath(t)}
                preventScrollReset
                aria-current={t === type ? "page" : undefined}
                className={`block rounded-md px-2 py-2 text-center text-sm font-semibold ${
                  t === type ? "bg-white text-brand-800 shadow-sm" : "text-slate-700 hover:bg-white/60"
                }`}
              >
                {SUBMIT_COPY[t].tab}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {summaryErrors.length > 0 || formErrors.length > 0 ? (
        <div
          ref={summaryRef}
          id="error-summary"
          role="alert"
          aria-labelledby="error-summary-title"
          tabIndex={-1}
          autoFocus
          className="mt-6 rounded-md border-2 border-red-700 bg-red-50 p-4 focus:outline-none focus:ring-2 focus:ring-red-700"
        >
          <h2 id="error-summary-title" className="text-lg font-bold text-red-800">
            {actionData?.title ?? TEXT.problemTitle}
          </h2>
          {formErrors.map((message) => (
            <p key={message} className="mt-1 text-red-800">
              {message}
            </p>
          ))}
          {summaryErrors.length > 0 ? (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {summaryErrors.map((error) => (
                <li key={`${error.id}:${error.message}`}>
                  <a href={`#${error.id}`} className="text-red-800 underline">
                    {error.message}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <Form
        method="post"
        {...getFormProps(form)}
        onFocus={validate.load}
        onSubmit={(event) => {
          // One submission at a time: a second click while sending does not post twice.
          if (submitting) event.preventDefault();
          else form.onSubmit(event);
        }}
        className="mt-6 space-y-4"
      >
        <input type="hidden" name="opportunityType" value={type} />
        <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />

        <TextField
          look="public"
          meta={fields.companyName}
          label={TEXT.companyName}
          hint={TEXT.companyNameHint}
          autoComplete="organization"
        />
        <TextField look="public" meta={fields.positionTitle} label={copy.positionTitleLabel} hint={copy.positionTitleHint} />
        <ListingChoiceFields type={type} fields={fields} categories={categories} />
        <CauseCheckboxes meta={fields.causes} causes={causes} />

        <fieldset className="rounded-md border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold">{TEXT.stipend}</legend>
          <CheckboxField look="public" meta={fields.offersStipend} label={copy.offersStipendLabel} />
          {showStipendAmount ? (
            <TextField
              look="public"
              meta={fields.salary}
              label={TEXT.stipendAmount}
              hint={hydrated ? TEXT.stipendAmountHint : TEXT.stipendAmountHintNoScript}
              optional={stipendOffered ? undefined : FORM_TEXTS.optional}
            />
          ) : null}
        </fieldset>

        <TextAreaField look="public" meta={fields.description} label={TEXT.description} hint={copy.descriptionHint} rows={7} />
        <TextAreaField
          look="public"
          meta={fields.requirements}
          label={TEXT.requirements}
          hint={TEXT.requirementsHint}
        />
        <TextAreaField
          look="public"
          meta={fields.applicationInstructions}
          label={TEXT.instructions}
          hint={TEXT.instructionsHint}
          rows={3}
        />
        <TextField
          look="public"
          meta={fields.applicationUrl}
          label={TEXT.applicationUrl}
          hint={TEXT.applicationUrlHint}
          type="url"
          inputMode="url"
        />
        <TextField
          look="public"
          meta={fields.companyLogo}
          label={TEXT.logo}
          hint={TEXT.logoHint}
          type="url"
          inputMode="url"
          optional={FORM_TEXTS.optional}
        />
        <TextAreaField
          look="public"
          meta={fields.skills}
          label={TEXT.skills}
          hint={TEXT.skillsHint}
          rows={2}
          optional={FORM_TEXTS.optional}
        />
        <TextField
          look="public"
          meta={fields.expiresAt}
          label={TEXT.deadline}
          hint={TEXT.deadlineHint(DEADLINE_MAX_DAYS)}
          type="date"
          min={today}
          max={addDays(today, DEADLINE_MAX_DAYS)}
          optional={FORM_TEXTS.optional}
        />
        <CityField
          look="public"
          meta={fields.city}
          listId="city-suggestions"
          required={hydrated && type !== "fellowship" && cityApplies(typeof fields.location.value === "string" ? fields.location.value : null)}
        />

        <TextField
          look="public"
          meta={fields.posterEmail}
          label={TEXT.posterEmail}
          hint={TEXT.posterEmailHint}
          type="email"
          autoComplete="email"
          optional={FORM_TEXTS.optional}
        />

        <CheckboxField
          look="public"
          meta={fields.terms}
          label={
            <>
              {TEXT.termsBefore}
              <a href={href("/terms")} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                {TEXT.termsLink}
                <span className="sr-only">{TEXT.opensInNewTab}</span>
              </a>
            </>
          }
        />

        <BotTrap id="submit-contact-email" />

        <button
          type="submit"
          aria-disabled={submitting || undefined}
          className="w-full rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 focus:outline-none focus:ring-2 focus:ring-brand-600 focus:ring-offset-2 sm:w-auto"
        >
          {submitting ? TEXT.submitting : copy.submitButton}
        </button>
      </Form>
    </>
  );
}

/** The form's checks in the browser (zod and the schema), loaded on the first focus inside the form. */
function useLazyValidation() {
  const [check, setCheck] = useState<typeof validateSubmission | null>(null);
  const requested = useRef(false);
  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    import("~/submissions/client-validation").then(
      (module) => setCheck(() => module.validateSubmission),
      () => (requested.current = false), // offline: try again on the next focus; the server checks anyway
    );
  }, []);
  return { check, load };
}
