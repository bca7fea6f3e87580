import { redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/security";
import { getOptionalUser } from "~/auth/guard.server";
import { handleTwoFactorPageAction } from "~/auth/two-factor-actions.server";
import { loadTwoFactorControl } from "~/auth/two-factor-actions.server";
import { TWO_FACTOR_ACTION_PATH as ACCOUNT_SECURITY_PATH, TwoFactorControl } from "~/auth/two-factor-control";
import { handlePasswordChangeAction } from "~/auth/password-change.server";
import { PasswordChangeForm } from "~/auth/password-change-form";
import { SignedInHeading } from "~/auth/signed-in-heading";
import { pageMeta } from "~/lib/meta";
import { readFormOrJson } from "~/lib/api.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getOptionalUser(request, context);
  if (!user) throw redirect(`/login?redirectTo=${encodeURIComponent(ACCOUNT_SECURITY_PATH)}`);
  const twoFactor = await loadTwoFactorControl(request, context, user.id);
  return { user, twoFactor };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormOrJson(request);
  if (form.get("intent") === "change-password") return handlePasswordChangeAction(request, context, form);
  return handleTwoFactorPageAction(request, context, form);
}

export default function AccountSecurity() {
  const { user, twoFactor } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-2xl px-4 py-10">
      <SignedInHeading heading="Account security" name={user.fullName || user.username} signOutLabel="Sign out" />
      <div className="mt-6">
        <TwoFactorControl state={twoFactor} actionData={actionData?.intent === "change-password" ? undefined : actionData} />
      </div>
      <div className="mt-6">
        <PasswordChangeForm actionData={actionData} />
      </div>
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Account security", path: ACCOUNT_SECURITY_PATH, noindex: true });
}
