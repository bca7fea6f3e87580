/**
 * The address a new submission's private link went to, carried from the /submit
 * action to its success screen (a redirect, so a reload never posts twice) in a
 * short-lived signed cookie that only /submit reads, once.
 */
import { createCookie } from "react-router";
import type { Env } from "~/lib/env.server";

type CookieEnv = Pick<Env, "cookieSecure" | "SESSION_SECRET">;

function mailedToCookie(env: CookieEnv) {
  return createCookie("ic_mailed_to", {
    httpOnly: true,
    sameSite: "lax",
    // "/" and not "/submit": the client-side load of the success screen asks for /submit.data.
    path: "/",
    secure: env.cookieSecure,
    secrets: [env.SESSION_SECRET],
    maxAge: 600,
  });
}

/** The Set-Cookie value that remembers `email` for the success screen. */
export function rememberMailedTo(env: CookieEnv, email: string): Promise<string> {
  return mailedToCookie(env).serialize(email);
}

/** The remembered address (or null) and the Set-Cookie value that forgets it. */
export async function takeMailedTo(env: CookieEnv, request: Request): Promise<{ email: string | null; forget: string | null }> {
  const cookie = mailedToCookie(env);
  const value: unknown = await cookie.parse(request.headers.get("Cookie"));
  if (typeof value !== "string") return { email: null, forget: null };
  return { email: value, forget: await cookie.serialize("", { maxAge: 0 }) };
}
