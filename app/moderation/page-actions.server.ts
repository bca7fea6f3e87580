/**
 * Helpers for the moderation pages' actions: where to go back to, and turning a
 * refusal into the spec's toast (§8) — flash messages, so they show without JavaScript.
 */
import { data } from "react-router";
import { redirectWithError } from "remix-toast";
import { ListingError } from "../opportunities/write.server";

/**
 * The page the form was posted from (same path and filters), for the redirect
 * after the action. Takes the route's normalised `url` argument: with
 * `v8_passThroughRequests` the raw request URL of a JavaScript submission ends
 * in `.data`.
 */
export function backTo(routeUrl: URL, fallback: string): string {
  const url = new URL(routeUrl);
  url.searchParams.delete("index");
  url.searchParams.delete("_data");
  const path = `${url.pathname}${url.search}`;
  return path.startsWith("/admin") && !path.startsWith("//") ? path : fallback;
}

/** A client-caused refusal becomes an error toast `{title}: {message}`; anything else is rethrown (a real 500). */
export function refusalToast(error: unknown, title: string, fallbackDescription?: string) {
  if (error instanceof ListingError) {
    return { message: error.title ?? title, description: error.message };
  }
  if (fallbackDescription !== undefined) {
    console.error(error);
    return { message: title, description: fallbackDescription };
  }
  throw error;
}

export async function redirectWithRefusal(url: string, error: unknown, title: string, fallbackDescription?: string) {
  return redirectWithError(url, refusalToast(error, title, fallbackDescription));
}

/** A positive integer form/route value, or null. */
export function positiveInt(value: FormDataEntryValue | string | null | undefined): number | null {
  if (typeof value !== "string" || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}

/** `?returnTo=` of a confirm page: only an /admin path of ours, else the fallback. */
export function returnTo(routeUrl: URL, fallback: string): string {
  const value = routeUrl.searchParams.get("returnTo") ?? "";
  return /^\/admin(?:[/?#]|$)/.test(value) && !/[\\]|\/\//.test(value) ? value : fallback;
}

/**
 * A refused form re-rendered on the same page (no redirect, so the fields keep
 * their values): the spec's toast text travels in the action data and the form
 * shows it as an alert, with or without JavaScript. (A flash cookie would only
 * be read on the next request.)
 */
export function formFailure<T extends object>(
  payload: T,
  notice: { message: string; description?: string },
  status: number,
) {
  return data({ ...payload, notice }, { status });
}
