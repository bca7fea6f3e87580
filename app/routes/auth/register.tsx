import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import type { Route } from "./+types/register";
import { getOptionalUser } from "~/auth/guard.server";
import { registerWithSession } from "~/auth/registration-flow.server";
import { AUTH_FAILURE_TITLES, AUTH_TOASTS } from "~/auth/messages";
import { PASSWORD_MIN_LENGTH, registerSchema } from "~/auth/schema";
import { AuthField, AuthSubmit, FailureNotice } from "~/auth/field";
import { PasswordField } from "~/auth/password-field";
import { envContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { readFormOrJson } from "~/lib/api.server";
import { safeRedirect } from "~/lib/safe-redirect";

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.get(envContext).REGISTRATION_OPEN) throw data(null, { status: 404 });
  if (await getOptionalUser(request, context)) throw redirect("/account/security");
  const requested = new URL(request.url).searchParams.get("redirectTo");
  return { redirectTo: requested ? safeRedirect(requested, "/") : undefined };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!context.get(envContext).REGISTRATION_OPEN) throw data(null, { status: 404 });
  const form = await readFormOrJson(request);
  const submission = parseWithZod(form, { schema: registerSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }), failure: null }, { status: 400 });
  }
  const result = await registerWithSession(request, context, submission.value);
  if (!result.ok) {
    return data(
      {
        result: submission.reply({
          hideFields: ["password"],
          ...(result.field ? { fieldErrors: { [result.field]: [result.message] } } : {}),
        }),
        failure: { title: AUTH_FAILURE_TITLES.register, message: result.message },
      },
      { status: result.status },
    );
  }
  return redirectWithSuccess(safeRedirect(submission.value.redirectTo, "/account/security"), AUTH_TOASTS.registered, {
    headers: result.headers,
  });
}

export default function Register() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "register",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registerSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const busy = navigation.state !== "idle";
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-bold">Create an account</h1>
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <Form method="post" {...getFormProps(form)} className="space-y-3">
          <FailureNotice failure={actionData?.failure} />
          {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
          <AuthField
            label="Username"
            hint="3 to 30 letters, numbers, dots, dashes or underscores."
            meta={fields.username}
            inputProps={{ ...getInputProps(fields.username, { type: "text" }), autoComplete: "username", autoCapitalize: "none" }}
          />
          <AuthField
            label="Full name"
            meta={fields.fullName}
            inputProps={{ ...getInputProps(fields.fullName, { type: "text" }), autoComplete: "name" }}
          />
          <AuthField
            label="Email (optional)"
            meta={fields.email}
            inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
          />
          <PasswordField
            label="Password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters. A long phrase of several words is easy to remember and hard to guess.`}
            meta={fields.password}
            purpose="new"
          />
          <AuthSubmit busy={busy} label="Create account" busyLabel="Creating account..." />
        </Form>
      </div>
      <p className="mt-4 text-sm text-slate-700">
        Already have an account?{" "}
        <Link to="/login" className="font-medium text-brand-700 underline">
          Sign in
        </Link>
      </p>
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Create an account", path: "/register", noindex: true });
}
