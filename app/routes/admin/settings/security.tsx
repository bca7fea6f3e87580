import type { Route } from "./+types/security";
import { requireAdmin } from "~/auth/guard.server";
import { pageMeta } from "~/lib/meta";
import { useLoaderData } from "react-router";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  return { twoFactorEnabled: user.twoFactorEnabled };
}

export default function SecuritySettings() {
  const { twoFactorEnabled } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="security-heading" className="max-w-2xl">
      <h3 id="security-heading" className="text-lg font-semibold">
        Security
      </h3>
      <div className="mt-3 rounded-md border border-slate-200 p-4">
        <h4 className="font-semibold">Two-factor authentication</h4>
        <p className="mt-1 text-sm text-slate-700">
          Status: <strong>{twoFactorEnabled ? "Enabled" : "Disabled"}</strong>. An authenticator app code is asked for after
          your password.
        </p>
        <a href="/account/security" className="mt-3 inline-block font-medium text-brand-700 underline">
          {twoFactorEnabled ? "Manage two-factor authentication" : "Set up two-factor authentication"}
        </a>
      </div>
      <p className="mt-4 text-sm text-slate-700">After 3 consecutive failed logins a CAPTCHA is required.</p>
    </section>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Security", noindex: true });
}
