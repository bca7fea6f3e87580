import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect, useActionData, useLoaderData } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import type { Route } from "./+types/login";
import { getOptionalUser, getSession } from "~/auth/guard.server";
import { displayName, loginWithPassword } from "~/auth/login-flow.server";
import { AUTH_FAILURE_TITLES, AUTH_TOASTS } from "~/auth/messages";
import { loginSchema } from "~/auth/schema";
import { AdminLoginCard } from "~/auth/admin-login-card";
import { type LoginActionData, LoginForm } from "~/auth/login-form";
import { challengeQuestion } from "~/auth/captcha.server";
import { dbContext, envContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { readFormOrJson } from "~/lib/api.server";
import { safeRedirect } from "~/lib/safe-redirect";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const requested = url.searchParams.get("redirectTo");
  if (await getOptionalUser(request, context)) throw redirect(safeRedirect(requested, "/"));
  const session = await getSession(request, context);
  return {
    redirectTo: requested ? safeRedirect(requested, "/") : undefined,
    captchaQuestion: challengeQuestion(context.get(dbContext), session.get("captchaId")),
    registrationOpen: context.get(envContext).REGISTRATION_OPEN,
    admin: url.searchParams.get("intent") === "admin",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormOrJson(request);
  const result = await loginWithPassword(request, context, form);
  const adminOnly = form.get("intent") === "admin";
  const reply = () =>
    parseWithZod(form, { schema: loginSchema }).reply({ hideFields: ["password", "captchaAnswer"] });
  switch (result.kind) {
    case "invalid":
      return data<LoginActionData>(
        {
          result: result.submission.reply({ hideFields: ["password", "captchaAnswer"] }),
          failure: null,
          requireCaptcha: result.requireCaptcha,
          captchaQuestion: result.captchaQuestion,
          adminOnly,
        },
        { status: 400 },
      );
    case "failure":
      return data<LoginActionData>(
        {
          result: reply(),
          failure: { title: AUTH_FAILURE_TITLES.login, message: result.message },
          requireCaptcha: result.requireCaptcha,
          captchaQuestion: result.captchaQuestion,
          adminOnly,
        },
        { status: result.status, headers: result.headers },
      );
    case "two-factor":
      throw redirect("/login/verify", { headers: result.headers });
    case "success":
      return redirectWithSuccess(result.redirectTo, AUTH_TOASTS.loginSuccess(displayName(result.user)), {
        headers: result.headers,
      });
  }
}

export default function Login() {
  const { redirectTo, captchaQuestion, registrationOpen, admin } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (admin || actionData?.adminOnly) return <AdminLoginCard actionData={actionData} />;
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-sm px-4 py-12">
      <h1 className="text-2xl font-bold">Sign in</h1>
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <LoginForm variant="page" redirectTo={redirectTo} actionData={actionData} captchaQuestion={captchaQuestion} />
      </div>
      {registrationOpen ? (
        <p className="mt-4 text-sm text-slate-700">
          New here?{" "}
          <Link to="/register" className="font-medium text-brand-700 underline">
            Create an account
          </Link>
        </p>
      ) : null}
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Sign in", path: "/login", noindex: true });
}
