import type { Route } from "./+types/dashboard";
import { requireAdmin } from "~/auth/guard.server";
import { pageMeta } from "~/lib/meta";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

export default function Dashboard() {
  return <h2 className="text-xl font-semibold">Dashboard</h2>;
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Admin Dashboard", noindex: true });
}
