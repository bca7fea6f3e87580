/**
 * Helpers for the moderation pages' actions: where to go back to, and turning a
 * refusal into the spec's toast (§8) — flash messages, so they show without JavaScript.
 */
import { data, type RouterContextProvider } from "react-router";
import { redirectWithError, redirectWithSuccess } from "remix-toast";
import type { Db } from "../../db/client.server";
import { requireAdmin, type SessionUser } from "../auth/guard.server";
import { readForm } from "../lib/api.server";
import { dbContext } from "../lib/context";
import { ListingError } from "../opportunities/write.server";
import { MODERATION_TEXT } from "./messages";
import { log } from "../lib/log.server";

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
    log.error({ err: error }, "moderation: action failed");
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

/** The row a route's `:id` names, or the 404 page (an unknown or malformed id). */
export function rowOr404<T>(rawId: string | undefined, load: (id: number) => T): T {
  const id = positiveInt(rawId);
  try {
    if (!id) throw new ListingError(404, "Not found");
    return load(id);
  } catch (error) {
    if (error instanceof ListingError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
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

/**
 * A delete confirmation page (the way without JavaScript; decision 071): the
 * loader names the row (a 404 when it is unknown), the action deletes it and
 * goes back to the list with the spec's toast. A resource declares only its
 * store functions and texts.
 */
export interface DeleteScreen {
  /** The list to go back to; `?returnTo=` may name a filtered one when `followReturnTo`. */
  list: string;
  followReturnTo?: boolean;
  /** The row's name on the page; throws a ListingError when there is none. */
  name(db: Db, id: number): string;
  remove(db: Db, admin: SessionUser, id: number): void;
  notFound: string;
  failed: string;
  deleted: Parameters<typeof redirectWithSuccess>[1];
}

interface ScreenArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { id?: string };
  url: URL;
}

const listOf = (screen: DeleteScreen, url: URL) => (screen.followReturnTo ? returnTo(url, screen.list) : screen.list);

export async function deleteScreenLoader(screen: DeleteScreen, { request, context, params, url }: ScreenArgs) {
  await requireAdmin(request, context);
  const id = positiveInt(params.id);
  try {
    if (!id) throw new ListingError(404, screen.notFound);
    return { itemName: screen.name(context.get(dbContext), id), back: listOf(screen, url) };
  } catch (error) {
    if (error instanceof ListingError) throw data(null, { status: 404 });
    throw error;
  }
}

export async function deleteScreenAction(screen: DeleteScreen, { request, context, params, url }: ScreenArgs) {
  const admin = await requireAdmin(request, context);
  await readForm(request);
  const list = listOf(screen, url);
  try {
    screen.remove(context.get(dbContext), admin, positiveInt(params.id) ?? 0);
  } catch (error) {
    return redirectWithRefusal(list, error, MODERATION_TEXT.deleteFailed, screen.failed);
  }
  return redirectWithSuccess(list, screen.deleted);
}
