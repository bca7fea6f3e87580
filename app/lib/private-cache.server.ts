/**
 * Pages and data for a signed-in person (admin screens, account pages) must not
 * be kept by a shared cache or the browser's back-forward history on a shared
 * computer: every answer to a request from a signed-in session gets
 * `Cache-Control: private, no-store`.
 */
import type { MiddlewareFunction } from "react-router";
import { getOptionalUser } from "../auth/guard.server";
import { envContext } from "./context";
import { sessionCookieName } from "../auth/session.server";

export const PRIVATE_NO_STORE = "private, no-store";

export const noStoreWhenSignedIn: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const response = await next();
  const cookie = request.headers.get("Cookie");
  // Only a request that carries a session cookie can be signed in (no database read otherwise).
  if (!cookie?.includes(`${sessionCookieName(context.get(envContext))}=`)) return response;
  if (!(await getOptionalUser(request, context))) return response;
  try {
    response.headers.set("Cache-Control", PRIVATE_NO_STORE);
    return response;
  } catch {
    // Immutable headers: copy the response.
    const copy = new Response(response.body, response);
    copy.headers.set("Cache-Control", PRIVATE_NO_STORE);
    return copy;
  }
};
