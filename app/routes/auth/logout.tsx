import { redirect } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import type { Route } from "./+types/logout";
import { endSession } from "~/auth/login-flow.server";
import { AUTH_TOASTS } from "~/auth/messages";

/** Logging out changes state: GET only sends the visitor home. */
export function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const cookie = await endSession(request, context);
  return redirectWithSuccess("/", AUTH_TOASTS.loggedOut, { headers: { "Set-Cookie": cookie } });
}
