/**
 * "Post again" (docs/decisions/391): from a manage page or "Your listings", the poster opens /submit
 * with that listing's fields filled in, except its deadline and the terms' confirmation. The
 * listing's number travels to /submit in a short-lived signed cookie scoped to the submit page (like
 * the mailed-to cookie, decision 309), so the address bar and the logs carry no secret and nobody
 * without the link sees an unpublished listing's text. The form then carries a signed reference
 * back, so the new submission names the listing it was posted again from and is not flagged as
 * its duplicate.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { createCookie } from "react-router";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { listingPosters, opportunities } from "../../db/schema";
import { type Locale, localizePath } from "~/i18n/locales";
import type { Env } from "~/lib/env.server";
import type { OpportunityType } from "~/opportunities/constants";
import { isOpportunityType, submitPath } from "~/submissions/form-constants";
import { currentFormValues, type SubmissionFormValues } from "./edits.server";
import { mailedToPaths, setCookies } from "./mailed-to.server";

type CookieEnv = Pick<Env, "cookieSecure" | "SESSION_SECRET">;

export { POSTED_AGAIN_FIELD } from "~/submissions/form-constants";

function postAgainCookie(env: CookieEnv) {
  return createCookie("ic_post_again", { httpOnly: true, sameSite: "lax", secure: env.cookieSecure, secrets: [env.SESSION_SECRET], maxAge: 600 });
}

/** The redirect to /submit (in `locale`) that opens the form filled in with listing `id`. */
export async function postAgainRedirect(db: Db, env: CookieEnv, id: number, locale: Locale): Promise<Response> {
  const row = db.select({ type: opportunities.opportunityType }).from(opportunities).where(eq(opportunities.id, id)).get();
  const type: OpportunityType = row && isOpportunityType(row.type) ? row.type : "internship";
  const cookie = postAgainCookie(env);
  const headers = setCookies(await Promise.all(mailedToPaths(locale).map((path) => cookie.serialize(id, { path }))));
  headers.set("Location", localizePath(submitPath(type), locale));
  return new Response(null, { status: 303, headers });
}

export interface PostAgain {
  /** The listing it is posted again from. */
  from: { id: number; title: string };
  /** The form's starting values: every field but the deadline and the terms. */
  values: SubmissionFormValues;
  /** The hidden field's value. */
  reference: string;
}

/** What /submit starts from when the poster came from "Post again" (read once), and the Set-Cookie values that forget it. */
export async function takePostAgain(db: Db, env: CookieEnv, request: Request, locale: Locale): Promise<{ again: PostAgain | null; forget: string[] }> {
  const cookie = postAgainCookie(env);
  const id: unknown = await cookie.parse(request.headers.get("Cookie"));
  if (typeof id !== "number" || !Number.isInteger(id)) return { again: null, forget: [] };
  const forget = await Promise.all(mailedToPaths(locale).map((path) => cookie.serialize("", { path, maxAge: 0 })));
  const row = db
    .select({ title: opportunities.title, email: listingPosters.email })
    .from(opportunities)
    .leftJoin(listingPosters, eq(listingPosters.opportunityId, opportunities.id))
    .where(eq(opportunities.id, id))
    .get();
  if (!row) return { again: null, forget };
  const values = { ...currentFormValues(db, id), posterEmail: row.email ?? undefined };
  return { again: { from: { id, title: row.title }, values, reference: signReference(env.SESSION_SECRET, id) }, forget };
}

function mac(secret: string, id: number): string {
  return createHmac("sha256", secret).update(`posted-again:${id}`).digest("base64url");
}

export function signReference(secret: string, id: number): string {
  return `${id}.${mac(secret, id)}`;
}

/** The listing a posted reference names, or null when it is missing or not ours. */
export function verifyReference(secret: string, value: FormDataEntryValue | null): number | null {
  if (typeof value !== "string") return null;
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(mac(secret, id));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
