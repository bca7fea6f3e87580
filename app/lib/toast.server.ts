/**
 * remix-toast signs its flash cookie with a hard-coded default secret unless told
 * otherwise: we give it ours before any toast is read or written.
 */
import { setToastCookieOptions } from "remix-toast";
import type { Env } from "./env.server";

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
