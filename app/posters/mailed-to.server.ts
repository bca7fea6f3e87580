/**
 * The address a new submission's private link went to, carried from the /submit
 * action to its success screen (a redirect, so a reload never posts twice) in a
 * short-lived signed cookie that only the success screen receives, once: it is scoped
 * to the submit page of the page's language and to that page's data request (the
 * client-side load asks for /submit.data, which Path=/submit does not cover), so it
 * travels with no other request and leaves every other page public (decision 309).
 */
import { createCookie } from "react-router";
import { type Locale, localizePath } from "~/i18n/locales";
import type { Env } from "~/lib/env.server";

type CookieEnv = Pick<Env, "cookieSecure" | "SESSION_SECRET">;

function mailedToCookie(env: CookieEnv) {
  return createCookie("ic_mailed_to", {
    httpOnly: true,
    sameSite: "lax",
    secure: env.cookieSecure,
    secrets: [env.SESSION_SECRET],
    maxAge: 600,
  });
}

/** The paths that see the cookie: the submit page in `locale` and its `.data` request. */
export function mailedToPaths(locale: Locale): string[] {
  const page = localizePath("/submit", locale);
  return [page, `${page}.data`];
}

/** The Set-Cookie values that remember `email` for the success screen in `locale`. */
export function rememberMailedTo(env: CookieEnv, email: string, locale: Locale): Promise<string[]> {
  const cookie = mailedToCookie(env);
  return Promise.all(mailedToPaths(locale).map((path) => cookie.serialize(email, { path })));
}

/** The remembered address (or null) and the Set-Cookie values that forget it on every path it was set for. */
export async function takeMailedTo(env: CookieEnv, request: Request, locale: Locale): Promise<{ email: string | null; forget: string[] }> {
  const cookie = mailedToCookie(env);
  const value: unknown = await cookie.parse(request.headers.get("Cookie"));
  if (typeof value !== "string") return { email: null, forget: [] };
  return { email: value, forget: await Promise.all(mailedToPaths(locale).map((path) => cookie.serialize("", { path, maxAge: 0 }))) };
}

/** Headers carrying several Set-Cookie values. */
export function setCookies(values: string[]): Headers {
  const headers = new Headers();
  for (const value of values) headers.append("Set-Cookie", value);
  return headers;
}
