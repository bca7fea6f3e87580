import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { redirectWithError, redirectWithSuccess } from "remix-toast";
import type { Route } from "./+types/login-verify";
import { pendingTwoFactor, verifyTwoFactorLogin } from "~/auth/login-flow.server";
import { AUTH_FAILURE_TITLES, AUTH_TOASTS } from "~/auth/messages";
import { TOKEN_MAX_LENGTH, tokenSchema } from "~/auth/schema";
import { AuthField, AuthSubmit, FailureNotice } from "~/auth/field";
import { pageMeta } from "~/lib/meta";
import { readFormOrJson } from "~/lib/api.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await pendingTwoFactor(request, context))) throw redirect("/login");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormOrJson(request);
  const submission = parseWithZod(form, { schema: tokenSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), failure: null }, { status: 400 });
  }
  const result = await verifyTwoFactorLogin(request, context, submission.value.token);
  switch (result.kind) {
    case "no-pending":
      return redirectWithError("/login", { message: AUTH_FAILURE_TITLES.verify, description: result.message });
    case "failure":
      return data(
        {
          result: submission.reply({ hideFields: ["token"] }),
          failure: { title: AUTH_FAILURE_TITLES.verify, message: result.message },
        },
        { status: result.status, headers: result.headers },
      );
    case "success":
      return redirectWithSuccess(result.redirectTo, AUTH_TOASTS.verificationSuccess, { headers: result.headers });
  }
}

export default function LoginVerify() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "login-verify",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: tokenSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-sm px-4 py-12">
      <h1 className="text-2xl font-bold">Two-factor verification</h1>
      <p className="mt-2 text-sm text-slate-700">Enter the 6-digit code from your authenticator app.</p>
      <p className="mt-1 text-sm text-slate-700">Lost your authenticator? Enter one of your recovery codes instead.</p>
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <Form method="post" {...getFormProps(form)} className="space-y-3">
          <FailureNotice failure={actionData?.failure} />
          <AuthField
            label="Verification code"
            meta={fields.token}
            inputProps={{
              ...getInputProps(fields.token, { type: "text" }),
              // Not numeric: a recovery code has letters.
              autoComplete: "one-time-code",
              maxLength: TOKEN_MAX_LENGTH,
              placeholder: "Enter 6-digit code",
              defaultValue: "",
            }}
          />
          <AuthSubmit busy={navigation.state !== "idle"} label="Verify" busyLabel="Verifying..." />
        </Form>
      </div>
      <p className="mt-4 text-sm">
        <Link to="/login" className="text-brand-700 underline">
          Start over
        </Link>
      </p>
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Two-factor verification", path: "/login/verify", noindex: true });
}
