import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "react-router";
import { AUTH_MESSAGES } from "~/auth/messages";
import { loginSchema } from "~/auth/schema";
import { AuthField, FailureNotice } from "./field";

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
  const [form, fields] = useForm({
    id: `login-${variant}`,
    lastResult: fetcher.state === "idle" ? data?.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const question =
    data?.requireCaptcha === true ? (data.captchaQuestion ?? AUTH_MESSAGES.captchaDefaultQuestion) : data ? null : captchaQuestion;
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action="/login" {...getFormProps(form)} className="space-y-3">
      <FailureNotice failure={data?.failure} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {variant === "admin" ? <input type="hidden" name="intent" value="admin" /> : null}
      <AuthField
        label="Username"
        meta={fields.username}
        inputProps={{ ...getInputProps(fields.username, { type: "text" }), autoComplete: "username", autoCapitalize: "none" }}
      />
      <AuthField
        label="Password"
        meta={fields.password}
        inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "current-password" }}
      />
      {question ? (
        <AuthField
          label={<>CAPTCHA: {question}</>}
          hint="Too many failed attempts. Answer the question to continue."
          meta={fields.captchaAnswer}
          inputProps={{
            ...getInputProps(fields.captchaAnswer, { type: "text" }),
            inputMode: "numeric",
            autoComplete: "off",
            defaultValue: "",
          }}
        />
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {busy ? "Signing in..." : "Sign In"}
      </button>
    </fetcher.Form>
  );
}
