import type { Route } from "./+types/logout";
import { endSession } from "~/auth/login-flow.server";
import { AUTH_TOASTS } from "~/auth/messages";
import { json, jsonEndpoint, postOnly } from "~/lib/api.server";

export const loader = postOnly;

/** POST /api/logout: deletes the server-side session and clears the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  return jsonEndpoint(async () => {
    const cookie = await endSession(request, context);
    return json(
      { message: AUTH_TOASTS.loggedOut.message, description: AUTH_TOASTS.loggedOut.description },
      { headers: { "Set-Cookie": cookie } },
    );
  });
}
