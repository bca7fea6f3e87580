import type { Route } from "./+types/user";
import { getOptionalUser } from "~/auth/guard.server";
import { publicUser } from "~/auth/login-flow.server";
import { AUTH_MESSAGES } from "~/auth/messages";
import { json } from "~/lib/api.server";

/** GET /api/user: the signed-in user, or 401. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getOptionalUser(request, context);
  if (!user) return json({ message: AUTH_MESSAGES.notAuthenticated }, { status: 401 });
  return json(publicUser(user));
}
