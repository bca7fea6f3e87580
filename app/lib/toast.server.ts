/**
 * remix-toast signs its flash cookie with a hard-coded default secret unless told
 * otherwise: we give it ours before any toast is read or written.
 */
import { getToast, setToastCookieOptions } from "remix-toast";
import type { Env } from "./env.server";

const TOAST_COOKIE = "toast-session";

let configuredWith: string | undefined;

export function configureToasts(env: Pick<Env, "SESSION_SECRET" | "cookieSecure">) {
  if (configuredWith === env.SESSION_SECRET) return;
  setToastCookieOptions({
    secrets: [env.SESSION_SECRET],
    httpOnly: true,
    sameSite: "lax",
    secure: env.cookieSecure,
    path: "/",
  });
  configuredWith = env.SESSION_SECRET;
}

/**
 * The flash toast waiting in the request's cookie, read once. The cookie is then deleted, not
 * kept empty: a visitor who once saw a toast must not carry a cookie that makes every later
 * public page uncacheable (the page cache and a shared cache in front skip requests with cookies).
 */
export async function takeToast(request: Request, env: Pick<Env, "cookieSecure">) {
  const waiting = request.headers.get("Cookie")?.includes(`${TOAST_COOKIE}=`) ?? false;
  if (!waiting) return { toast: undefined, headers: undefined };
  const { toast } = await getToast(request);
  const expired = `${TOAST_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${env.cookieSecure ? "; Secure" : ""}`;
  return { toast, headers: new Headers({ "Set-Cookie": expired }) };
}
