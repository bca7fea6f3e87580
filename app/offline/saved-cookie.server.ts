/**
 * The list saved without JavaScript lives in a cookie scoped to the Saved page only
 * (docs/decisions/245): public pages never receive it, so they stay cookie-free and
 * cacheable here and in a shared cache in front. A browser keeps about 4 KB per cookie,
 * which 100 slugs do not fit in; the cookie holds each listing's short key instead
 * (`o12` an opportunity, `j7` a legacy job), newest first.
 */
import { LOCALES, localizePath } from "~/i18n/locales";
import type { Env } from "~/lib/env.server";
import { SAVED_LIMIT } from "./saved-listing";

export const SAVED_COOKIE = "saved";
/**
 * Every page that reads the list, in every language (docs/decisions/269): each path gets its
 * own cookie, written together, so any of them sees the list.
 */
export const SAVED_COOKIE_PATHS: readonly string[] = LOCALES.map((locale) => localizePath("/saved", locale));
const YEAR_SECONDS = 365 * 24 * 60 * 60;
const KEY = /^[oj][1-9][0-9]{0,11}$/;

export type SavedKey = `${"o" | "j"}${number}`;

export function readSavedKeys(request: Request): SavedKey[] {
  const header = request.headers.get("Cookie") ?? "";
  const raw = header
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SAVED_COOKIE}=`))
    ?.slice(SAVED_COOKIE.length + 1);
  if (!raw) return [];
  const keys = raw.split(".").filter((key): key is SavedKey => KEY.test(key));
  return [...new Set(keys)].slice(0, SAVED_LIMIT);
}

/** The Set-Cookie headers that store `keys` (or delete the cookie when empty), one per path. */
export function savedCookieHeaders(keys: SavedKey[], env: Pick<Env, "cookieSecure">): string[] {
  const value = keys.slice(0, SAVED_LIMIT).join(".");
  const age = value ? YEAR_SECONDS : 0;
  return SAVED_COOKIE_PATHS.map(
    (path) =>
      `${SAVED_COOKIE}=${value}; Path=${path}; Max-Age=${age}; HttpOnly; SameSite=Lax${env.cookieSecure ? "; Secure" : ""}`,
  );
}

export function withSaved(keys: SavedKey[], key: SavedKey): SavedKey[] {
  return [key, ...keys.filter((k) => k !== key)].slice(0, SAVED_LIMIT);
}

export function withoutSaved(keys: SavedKey[], key: SavedKey): SavedKey[] {
  return keys.filter((k) => k !== key);
}
