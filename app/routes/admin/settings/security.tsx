import { href, useLoaderData } from "react-router";
import type { Route } from "./+types/security";
import { requireAdmin } from "~/auth/guard.server";
import { loadTwoFactorControl } from "~/auth/two-factor-actions.server";
import { TwoFactorControl } from "~/auth/two-factor-control";
import { pageMeta } from "~/lib/meta";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  return { twoFactor: await loadTwoFactorControl(request, context, user.id) };
}

export default function SecuritySettings() {
  const { twoFactor } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="security-heading" className="max-w-2xl">
      <h3 id="security-heading" className="text-lg font-semibold">
        Security
      </h3>
      <div className="mt-3">
        {/* The control posts to /account/security and comes back here. */}
        <TwoFactorControl state={twoFactor} redirectTo={href("/admin/settings/security")} headingLevel={3} />
      </div>
      <p className="mt-4 text-sm text-slate-700">After 3 consecutive failed logins a CAPTCHA is required.</p>
    </section>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Security", noindex: true });
}
