/**
 * The /submit form: the type tabs, the error summary, the fields in reading
 * order and the anti-bot inputs. The route module only composes it.
 */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { AddressUse } from "~/privacy/notice-link";
import { useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Form, href, useNavigation } from "react-router";
import { LocalLink } from "~/i18n/local-link";
import { useLocalePath, useT } from "~/i18n/translate";
import { useHydrated } from "~/lib/use-hydrated";
import { TRUST_TEXTS } from "~/trust/texts";
import { LOST_LINK_TEXT, POST_AGAIN_TEXT, POSTER_LINK_TEXT } from "~/posters/texts";
import type { validateSubmission } from "./client-validation";
import { SUBMIT_COPY, SUBMIT_TEXTS } from "./texts";
import { addDays, cityApplies, DEADLINE_MAX_DAYS, indiaToday } from "./deadline-city-values";
import { CityField } from "~/opportunities/city-field";
import { BotTrap } from "./bot-trap";
import { withScheme } from "./url-scheme";
import { ListingChoiceFields } from "./choice-fields";
import { FORM_TOKEN_FIELD, POSTED_AGAIN_FIELD, SUBMISSION_DEFAULTS, SUBMIT_TYPES, submitPath, type SubmitType } from "./form-constants";
import { CauseCheckboxes, type CauseChoice } from "~/causes/cause-checkboxes";
import { CheckboxField, TextAreaField, TextField } from "~/ui/form-fields";
import { WhoFields } from "~/eligibility/who-fields";
import { WHO_FIELD_NAMES } from "~/eligibility/values";

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
  ...WHO_FIELD_NAMES,
  "terms",
  "opportunityType",
] as const;

export interface SubmitActionData {
  result: SubmissionResult<string[]>;
  formToken: string;
  title: string | null;
  /** The "Post again" reference the form was opened with, kept when it is shown again with messages. */
  again?: string | null;
}

/** Opened by "Post again" (app/posters/post-again.server.ts): the listing's title, the form's values and the hidden reference. */
export interface PostAgainStart {
  title: string;
  values: Record<string, string | undefined>;
  reference: string;
}

export function SubmitForm({
  type,
  initialToken,
  actionData,
  categories,
  causes,
  again = null,
}: {
  type: SubmitType;
  again?: PostAgainStart | null;
  /** The categories table's values (decision 277). */
  categories: readonly string[];
  causes: readonly CauseChoice[];
  initialToken: string;
  actionData: SubmitActionData | undefined;
}) {
  const copy = SUBMIT_COPY[type];
  const t = useT();
  const local = useLocalePath();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  // The time counts from when the form was first served, also across tab switches.
  const [firstToken] = useState(initialToken);
  const formToken = actionData?.formToken ?? firstToken;
  const validate = useLazyValidation();
  const serverChecksOnly = useRef(false);
  const [form, fields] = useForm({
    id: "submit-opportunity",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: { ...SUBMISSION_DEFAULTS, ...again?.values },
    // Until the checks are loaded, a submission is checked by the server only.
    onValidate: validate.check ? ({ formData }) => validate.check!(formData, t) : undefined,
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

  // An address typed without https:// gets it as the field is left: shown before saving.
  const completeScheme = (name: string) => (event: React.FocusEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    const completed = withScheme(value);
    if (completed !== value) form.update({ name, value: completed });
  };
  const stipendOffered = fields.offersStipend.value === "on";
  // The date picker's bounds; the server checks them again with its own clock.
  const [today] = useState(() => indiaToday());
  const showStipendAmount = !hydrated || stipendOffered;

  return (
    <>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{t(copy.heading)}</h1>
      <p className="mt-2 text-slate-700">{t(copy.intro)}</p>
      <p className="mt-2 text-sm font-medium text-slate-800">{t(TRUST_TEXTS.noFees)}</p>
      <p className="mt-2 text-sm text-slate-700">
        {t(POSTER_LINK_TEXT.postedBefore)}{" "}
        <LocalLink to={href("/manage")} className="font-medium text-brand-700 underline">
          {t(LOST_LINK_TEXT.heading)}
        </LocalLink>
      </p>

      {again ? (
        <p role="status" className="mt-4 rounded-md border border-brand-200 bg-brand-50 p-4 text-slate-900">
          {t(POST_AGAIN_TEXT.notice, { title: again.title })}
        </p>
      ) : null}

      <nav aria-label={t(TEXT.typesNav)} className="mt-6">
        <ul className="grid grid-cols-2 gap-1 sm:grid-cols-4 rounded-lg bg-slate-100 p-1">
          {SUBMIT_TYPES.map((tab) => (
            <li key={tab}>
              <LocalLink
                to={submitPath(tab)}
                preventScrollReset
                aria-current={tab === type ? "page" : undefined}
                className={`block rounded-md px-2 py-2 text-center text-sm font-semibold ${
                  tab === type ? "bg-white text-brand-800 shadow-sm" : "text-slate-700 hover:bg-white/60"
                }`}
              >
                {t(SUBMIT_COPY[tab].tab)}
              </LocalLink>
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
            {actionData?.title ?? t(TEXT.problemTitle)}
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
          if (submitting) return event.preventDefault();
          // The browser's checks run before anything is sent: until they have loaded, the submit waits for them.
          if (!validate.check && !serverChecksOnly.current) {
            event.preventDefault();
            const target = event.currentTarget;
            const submitter = (event.nativeEvent as SubmitEvent).submitter;
            void validate.loadNow().then((loaded) => {
              // Offline, the checks cannot load: the server checks instead.
              serverChecksOnly.current = !loaded;
              target.requestSubmit(submitter);
            });
            return;
          }
          form.onSubmit(event);
        }}
        className="mt-6 space-y-4"
      >
        <input type="hidden" name="opportunityType" value={type} />
        <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
        {(actionData?.again ?? again?.reference) ? <input type="hidden" name={POSTED_AGAIN_FIELD} value={actionData?.again ?? again?.reference} /> : null}

        <TextField
          look="public"
          meta={fields.companyName}
          label={t(TEXT.companyName)}
          hint={t(TEXT.companyNameHint)}
          autoComplete="organization"
        />
        <TextField look="public" meta={fields.positionTitle} label={t(copy.positionTitleLabel)} hint={t(copy.positionTitleHint)} />
        <ListingChoiceFields type={type} fields={fields} categories={categories} />
        <CauseCheckboxes meta={fields.causes} causes={causes} />
        <WhoFields fields={fields} type={type} optional={t(TEXT.optional)} />

        {type === "job" ? (
          <TextField look="public" meta={fields.salary} label={t(TEXT.salary)} hint={t(TEXT.salaryHint)} optional={t(TEXT.optional)} />
        ) : (
          <fieldset className="rounded-md border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold">{t(TEXT.stipend)}</legend>
            <CheckboxField look="public" meta={fields.offersStipend} label={t(copy.offersStipendLabel)} />
            {showStipendAmount ? (
              <TextField
                look="public"
                meta={fields.salary}
                label={t(TEXT.stipendAmount)}
                hint={t(hydrated ? TEXT.stipendAmountHint : TEXT.stipendAmountHintNoScript)}
                optional={stipendOffered ? undefined : t(TEXT.optional)}
              />
            ) : null}
          </fieldset>
        )}

        <TextAreaField look="public" meta={fields.description} label={t(TEXT.description)} hint={t(copy.descriptionHint)} rows={7} />
        <TextAreaField
          look="public"
          meta={fields.requirements}
          label={t(TEXT.requirements)}
          hint={t(TEXT.requirementsHint)}
        />
        <TextAreaField
          look="public"
          meta={fields.applicationInstructions}
          label={t(TEXT.instructions)}
          hint={t(TEXT.instructionsHint)}
          rows={3}
        />
        <TextField
          look="public"
          meta={fields.applicationUrl}
          label={t(TEXT.applicationUrl)}
          hint={t(TEXT.applicationUrlHint)}
          // Text, not url: a browser would refuse an address without https:// before the form can complete it.
          inputMode="url"
          onBlur={completeScheme(fields.applicationUrl.name)}
        />
        <TextField
          look="public"
          meta={fields.companyLogo}
          label={t(TEXT.logo)}
          hint={t(TEXT.logoHint)}
          inputMode="url"
          onBlur={completeScheme(fields.companyLogo.name)}
          optional={t(TEXT.optional)}
        />
        <TextAreaField
          look="public"
          meta={fields.skills}
          label={t(TEXT.skills)}
          hint={t(TEXT.skillsHint)}
          rows={2}
          optional={t(TEXT.optional)}
        />
        <TextField
          look="public"
          meta={fields.expiresAt}
          label={t(TEXT.deadline)}
          hint={t(TEXT.deadlineHint, { days: DEADLINE_MAX_DAYS })}
          type="date"
          min={today}
          max={addDays(today, DEADLINE_MAX_DAYS)}
          optional={t(TEXT.optional)}
        />
        <CityField
          look="public"
          meta={fields.city}
          listId="city-suggestions"
          // A fellowship asks no location type: its city is simply optional.
          optionalNote={type === "fellowship" ? t(TEXT.optional) : undefined}
          required={hydrated && type !== "fellowship" && cityApplies(typeof fields.location.value === "string" ? fields.location.value : null)}
        />

        {/* A job has no private manage link (the team keeps jobs): no address is asked. */}
        {type !== "job" ? (
          <>
            <TextField
              look="public"
              meta={fields.posterEmail}
              label={t(TEXT.posterEmail)}
              hint={t(TEXT.posterEmailHint)}
              type="email"
              autoComplete="email"
              optional={t(TEXT.optional)}
            />
            <AddressUse />
          </>
        ) : null}

        <CheckboxField
          look="public"
          meta={fields.terms}
          label={
            <>
              {t(TEXT.termsBefore)}
              <a href={local(href("/terms"))} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                {t(TEXT.termsLink)}
                <span className="sr-only">{t(TEXT.opensInNewTab)}</span>
              </a>
              {t(TEXT.termsAfter)}
            </>
          }
        />

        <BotTrap id="submit-contact-email" />

        <button
          type="submit"
          aria-disabled={submitting || undefined}
          className="w-full rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 focus:outline-none focus:ring-2 focus:ring-brand-600 focus:ring-offset-2 sm:w-auto"
        >
          {t(submitting ? TEXT.submitting : copy.submitButton)}
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
  /** Loads the checks and renders with them at once (for a submit that waits); false when they cannot load. */
  const loadNow = useCallback(async () => {
    try {
      const module = await import("~/submissions/client-validation");
      flushSync(() => setCheck(() => module.validateSubmission));
      return true;
    } catch {
      return false; // offline: the server checks
    }
  }, []);
  return { check, load, loadNow };
}
