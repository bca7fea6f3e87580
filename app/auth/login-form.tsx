import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { AUTH_MESSAGES } from "~/auth/messages";
import { controlClass, describedBy, Field } from "~/ui/field";
import { AuthSubmit, FailureNotice } from "./field";

/** What POST /login answers when the sign-in did not go through (the page re-renders with it). */
export interface LoginActionData {
  result?: SubmissionResult<string[]>;
  failure?: { title: string; message: string } | null;
  requireCaptcha?: boolean;
  captchaQuestion?: string | null;
  adminOnly?: boolean;
}

/**
 * The username/password form of /login and of the admin login card. It posts
 * to /login (a plain form without JavaScript; a fetcher with it, so the admin
 * card stays in place on failure). A CAPTCHA question appears when required.
 *
 * Deliberately without Conform/zod on the client: the card is rendered by the
 * root error boundary, so everything it imports ships on every page. The
 * server validates with the shared `loginSchema` and its messages come back in
 * `result` (docs/decisions/066-admin-login-card.md).
 */
export function LoginForm({
  variant,
  redirectTo,
  actionData,
  captchaQuestion,
}: {
  variant: "page" | "admin";
  redirectTo?: string;
  actionData?: LoginActionData;
  captchaQuestion?: string | null;
}) {
  const fetcher = useFetcher<LoginActionData>({ key: `login-${variant}` });
  const data = fetcher.data ?? actionData;
  const busy = fetcher.state !== "idle";
  const errors = busy ? {} : (data?.result?.error ?? {});
  const values = (data?.result?.initialValue ?? {}) as Record<string, unknown>;
  const question =
    data?.requireCaptcha === true ? (data.captchaQuestion ?? AUTH_MESSAGES.captchaDefaultQuestion) : data ? null : captchaQuestion;
  const id = `login-${variant}`;
  // A new answer from the server re-creates the inputs with its values.
  const version = data ? JSON.stringify(data.result?.initialValue ?? null) + String(data.failure?.message) : "none";
  return (
    // noValidate: the empty-field message is the spec's, from the server; `required` still marks the fields.
    <fetcher.Form method="post" action="/login" noValidate className="space-y-3">
      {/* After a failed sign-in, focus goes to the notice (or the first field in error). */}
      <FailureNotice key={version} failure={busy ? null : data?.failure} focus />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {variant === "admin" ? <input type="hidden" name="intent" value="admin" /> : null}
      <PlainField
        key={`u-${version}`}
        id={`${id}-username`}
        name="username"
        label="Username"
        error={errors.username?.[0]}
        defaultValue={typeof values.username === "string" ? values.username : undefined}
        autoComplete="username"
        autoFocusOnError={!data?.failure}
      />
      <PlainField
        key={`p-${version}`}
        id={`${id}-password`}
        name="password"
        label="Password"
        type="password"
        error={errors.password?.[0]}
        autoComplete="current-password"
        autoFocusOnError={!data?.failure && !errors.username?.length}
      />
      {question ? (
        <PlainField
          key={`c-${version}`}
          id={`${id}-captcha`}
          name="captchaAnswer"
          label={<>CAPTCHA: {question}</>}
          hint="Too many failed attempts. Answer the question to continue."
          error={errors.captchaAnswer?.[0]}
          inputMode="numeric"
          autoComplete="off"
        />
      ) : null}
      <AuthSubmit busy={busy} label="Sign In" busyLabel="Signing in..." />
    </fetcher.Form>
  );
}

function PlainField({
  id,
  name,
  label,
  error,
  hint,
  type = "text",
  defaultValue,
  autoComplete,
  inputMode,
  autoFocusOnError = false,
}: {
  autoFocusOnError?: boolean;
  id: string;
  name: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  type?: "text" | "password";
  defaultValue?: string;
  autoComplete: string;
  inputMode?: "numeric";
}) {
  const shell = {
    id,
    label,
    hint,
    hintId: `${id}-hint`,
    errorId: `${id}-error`,
    errors: error ? [error] : undefined,
    look: "public" as const,
  };
  return (
    <Field {...shell}>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        autoCapitalize="none"
        inputMode={inputMode}
        required
        autoFocus={Boolean(error) && autoFocusOnError}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(shell)}
        className={controlClass("public")}
      />
    </Field>
  );
}
