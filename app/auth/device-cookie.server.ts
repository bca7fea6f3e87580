/**
 * The "device cookie" of OWASP's advice on slowing online guessing without
 * locking owners out: after a full sign-in the browser gets a signed cookie
 * naming the account and a random nonce. A later login for that account from a
 * browser that shows it is judged by that device's own failures only
 * (login-throttle.server.ts). It grants nothing else: no session, no skip of
 * the password, the CAPTCHA or two-factor.
 */
import { randomBytes } from "node:crypto";
import { createCookie } from "react-router";
import type { Env } from "../lib/env.server";

const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

type CookieEnv = Pick<Env, "cookieSecure" | "SESSION_SECRET">;

function deviceCookie(env: CookieEnv) {
  return createCookie(env.cookieSecure ? "__Host-ic_device" : "ic_device", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env.cookieSecure,
    secrets: [env.SESSION_SECRET],
    maxAge: MAX_AGE_SECONDS,
  });
}

export interface DeviceToken {
  username: string;
  nonce: string;
}

export async function readDeviceToken(env: CookieEnv, request: Request): Promise<DeviceToken | null> {
  const value: unknown = await deviceCookie(env).parse(request.headers.get("Cookie"));
  if (!value || typeof value !== "object") return null;
  const { u, n } = value as { u?: unknown; n?: unknown };
  if (typeof u !== "string" || typeof n !== "string" || !/^[A-Za-z0-9_-]{16,64}$/.test(n)) return null;
  return { username: u, nonce: n };
}

/** A Set-Cookie value for a browser that has just signed in to `username`. */
export function issueDeviceToken(env: CookieEnv, username: string): Promise<string> {
  return deviceCookie(env).serialize({ u: username.trim().toLowerCase(), n: randomBytes(16).toString("base64url") });
}
