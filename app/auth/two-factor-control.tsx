import { type FieldMetadata, getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useFetcher } from "react-router";
import { disableTwoFactorSchema, TOKEN_MAX_LENGTH, tokenSchema } from "~/auth/schema";
import { AuthField, FailureNotice } from "./field";
import { PasswordField } from "./password-field";
import { closeToasts } from "~/components/toaster";

/** The loader data the control needs (from `getTwoFactorState`, app/auth/two-factor.server.ts). */
export interface TwoFactorControlState {
  enabled: boolean;
  pending: { qrCode: string; secret: string; otpauthUrl: string } | null;
  /** Recovery codes issued just now (shown once), with the success message that goes with them. */
  recoveryCodes?: string[] | null;
  recoveryCodesNotice?: { message: string; description: string } | null;
  recoveryCodesLeft?: number;
}

/** What the two-factor action answers on failure. */
export interface TwoFactorActionData {
  intent?: string;
  result?: SubmissionResult<string[]>;
  failure?: { title: string; message: string } | null;
}

/** Where the control posts (the action of /account/security, app/auth/two-factor-actions.server.ts). */
export const TWO_FACTOR_ACTION_PATH = "/account/security";

const buttonPrimary =
  "rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70";
const buttonSecondary =
  "rounded-md border border-slate-400 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-70";

/**
 * Two-factor status with its setup, verify and disable flows.
 * Every step is a plain form
 * posting to /account/security, so it works without JavaScript; with it, a
 * fetcher keeps the page in place. `redirectTo` brings the browser back to the
 * embedding page (e.g. "/admin") after a successful step.
 */
export function TwoFactorControl({
  state,
  redirectTo,
  actionData,
  headingLevel = 2,
}: {
  state: TwoFactorControlState;
  redirectTo?: string;
  actionData?: TwoFactorActionData;
  headingLevel?: 2 | 3;
}) {
  const fetcher = useFetcher<TwoFactorActionData>({ key: "two-factor-control" });
  // A step that succeeds redirects, which leaves the fetcher's previous (failed) answer in
  // fetcher.data: an answer already there when the next step was sent is stale.
  // (State kept from the previous render: https://react.dev/reference/react/useState#storing-information-from-previous-renders)
  const [staleData, setStaleData] = useState<TwoFactorActionData | undefined>();
  const [lastState, setLastState] = useState(fetcher.state);
  if (fetcher.state !== lastState) {
    setLastState(fetcher.state);
    if (fetcher.state === "submitting") setStaleData(fetcher.data);
  }
  const fresh = fetcher.data !== staleData ? fetcher.data : undefined;
  const data = fresh ?? (fetcher.data ? undefined : actionData);
  const busy = fetcher.state !== "idle";
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const hidden = redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null;
  return (
    <section aria-labelledby="two-factor-heading" className="rounded-lg border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id="two-factor-heading" className="text-lg font-semibold">
          Two-factor authentication
        </Heading>
        <span
          className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${
            state.enabled ? "bg-green-100 text-green-900" : "bg-slate-100 text-slate-800"
          }`}
        >
          Status: {state.enabled ? "Enabled" : "Disabled"}
        </span>
      </div>
      <div className="mt-3 space-y-4">
        <FailureNotice failure={data?.failure} />
        {state.recoveryCodes?.length ? <RecoveryCodes codes={state.recoveryCodes} notice={state.recoveryCodesNotice} /> : null}
        {state.enabled ? (
          <>
            <ConfirmWithCodeForm
              intent="disable"
              intro="Signing in asks for a code from your authenticator app. To turn this off, confirm with a current code and your password."
              labels={{ token: "Verification code", password: "Password" }}
              submitLabel="Disable two-factor authentication"
              fetcher={fetcher}
              data={data}
              hidden={hidden}
              busy={busy}
            />
            <ConfirmWithCodeForm
              intent="regenerate"
              intro={`Recovery codes left: ${state.recoveryCodesLeft ?? 0}. New codes replace the old ones; confirm with a current code and your password.`}
              labels={{ token: "Code for new recovery codes", password: "Password for new recovery codes" }}
              submitLabel="Make new recovery codes"
              className="border-t border-slate-200 pt-4"
              fetcher={fetcher}
              data={data}
              hidden={hidden}
              busy={busy}
            />
          </>
        ) : state.pending ? (
          <SetupStep pending={state.pending} fetcher={fetcher} data={data} hidden={hidden} busy={busy} />
        ) : (
          <div>
            <p className="text-sm text-slate-700">
              Protect your account with a code from an authenticator app (such as Google Authenticator, Microsoft
              Authenticator or Aegis) in addition to your password.
            </p>
            <fetcher.Form method="post" action={TWO_FACTOR_ACTION_PATH} className="mt-3">
              {hidden}
              <button type="submit" name="intent" value="setup" disabled={busy} className={buttonPrimary}>
                Set up two-factor authentication
              </button>
            </fetcher.Form>
          </div>
        )}
      </div>
    </section>
  );
}

type Fetcher = ReturnType<typeof useFetcher<TwoFactorActionData>>;

function SetupStep({
  pending,
  fetcher,
  data,
  hidden,
  busy,
}: {
  pending: NonNullable<TwoFactorControlState["pending"]>;
  fetcher: Fetcher;
  data?: TwoFactorActionData;
  hidden: React.ReactNode;
  busy: boolean;
}) {
  const [form, fields] = useForm({
    id: "two-factor-activate",
    lastResult: data?.intent === "activate" && fetcher.state === "idle" ? data.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: tokenSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>Scan the QR code with your authenticator app, or type the secret into it.</li>
        <li>Enter the 6-digit code the app shows to turn two-factor authentication on.</li>
      </ol>
      <div className="flex flex-wrap items-start gap-4">
        <div
          role="img"
          aria-label="QR code to add this account to an authenticator app"
          className="h-44 w-44 shrink-0 border border-slate-200 bg-white p-1 [&>svg]:h-full [&>svg]:w-full"
          // The SVG is made on the server by the qrcode library from our own otpauth:// URI.
          dangerouslySetInnerHTML={{ __html: pending.qrCode }}
        />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-slate-800" id="two-factor-secret-label">
            Secret
          </p>
          <code
            aria-labelledby="two-factor-secret-label"
            className="mt-1 block break-all rounded bg-slate-100 px-2 py-1 font-mono text-sm"
            data-testid="two-factor-secret"
          >
            {pending.secret}
          </code>
          <CopyButton text={pending.secret} />
        </div>
      </div>
      <fetcher.Form method="post" action={TWO_FACTOR_ACTION_PATH} {...getFormProps(form)} className="space-y-2">
        {hidden}
        <input type="hidden" name="intent" value="activate" />
        <CodeField label="Verification code" meta={fields.token} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={busy} className={buttonPrimary}>
            Verify and enable
          </button>
        </div>
      </fetcher.Form>
      <fetcher.Form method="post" action={TWO_FACTOR_ACTION_PATH}>
        {hidden}
        <button type="submit" name="intent" value="cancel" disabled={busy} className={buttonSecondary}>
          Cancel setup
        </button>
      </fetcher.Form>
    </div>
  );
}

/** The code field of every step: six digits from the authenticator (or a recovery code where allowed). */
function CodeField({ label, meta }: { label: string; meta: FieldMetadata<string | undefined> }) {
  return (
    <AuthField
      label={label}
      meta={meta}
      inputProps={{
        ...getInputProps(meta, { type: "text" }),
        inputMode: "numeric",
        autoComplete: "one-time-code",
        maxLength: TOKEN_MAX_LENGTH,
        placeholder: "Enter 6-digit code",
        defaultValue: "",
      }}
    />
  );
}

/**
 * A step of an account with two-factor on that is confirmed with a current code and the password:
 * turning it off, or making new recovery codes.
 */
function ConfirmWithCodeForm({
  intent,
  intro,
  labels,
  submitLabel,
  className,
  fetcher,
  data,
  hidden,
  busy,
}: {
  intent: "disable" | "regenerate";
  intro: React.ReactNode;
  labels: { token: string; password: string };
  submitLabel: string;
  className?: string;
  fetcher: Fetcher;
  data?: TwoFactorActionData;
  hidden: React.ReactNode;
  busy: boolean;
}) {
  const [form, fields] = useForm({
    id: `two-factor-${intent}`,
    lastResult: data?.intent === intent && fetcher.state === "idle" ? data.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: disableTwoFactorSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <div className={className}>
      <p className="text-sm text-slate-700">{intro}</p>
      <fetcher.Form method="post" action={TWO_FACTOR_ACTION_PATH} {...getFormProps(form)} className="mt-3 space-y-2">
        {hidden}
        <input type="hidden" name="intent" value={intent} />
        <CodeField label={labels.token} meta={fields.token} />
        <PasswordField label={labels.password} meta={fields.password} purpose="current" />
        <button type="submit" disabled={busy} className={buttonSecondary}>
          {submitLabel}
        </button>
      </fetcher.Form>
    </div>
  );
}

/** The codes, once: each works one time in place of an authenticator code. */
function RecoveryCodes({ codes, notice }: { codes: string[]; notice?: TwoFactorControlState["recoveryCodesNotice"] }) {
  // Codes shown only now: a toast still open from signing in must not lie on top of them.
  useEffect(() => closeToasts(), []);
  return (
    <div role="region" aria-labelledby="recovery-codes-heading" className="rounded-md border border-amber-300 bg-amber-50 p-4">
      {notice ? (
        // In place of the success toast, which would lie on top of codes shown only now.
        <div role="status" className="mb-3 border-b border-amber-300 pb-3">
          <p className="font-semibold text-green-900">{notice.message}</p>
          <p className="text-sm text-slate-800">{notice.description}</p>
        </div>
      ) : null}
      <p id="recovery-codes-heading" className="font-semibold text-amber-950">
        Your recovery codes
      </p>
      <p className="mt-1 text-sm text-amber-950">
        Keep these somewhere safe. If you lose your authenticator, sign in with one of them in place of a code; each
        works once. They are shown only now.
      </p>
      <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}

const noSubscribe = () => () => {};

/** Only with JavaScript (the button is not rendered before hydration); announces 'Copied!'. */
function CopyButton({ text }: { text: string }) {
  const hydrated = useSyncExternalStore(noSubscribe, () => true, () => false);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 5000);
    return () => clearTimeout(timer);
  }, [copied]);
  if (!hydrated) return null;
  return (
    <div className="mt-2 flex items-center gap-3">
      <button
        type="button"
        className={buttonSecondary}
        onClick={() => {
          void navigator.clipboard
            ?.writeText(text)
            .catch(() => undefined)
            .finally(() => setCopied(true));
        }}
      >
        Copy
      </button>
      <p role="status" aria-live="polite" className="text-sm font-medium text-green-800">
        {copied ? "Copied!" : ""}
      </p>
    </div>
  );
}
