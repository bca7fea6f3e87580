/**
 * The Express middleware that tells the counter what visitors did. What a request counts is
 * what its route declares (`counts` in app/lib/route-rules.ts), so each language's twin counts
 * the same, split by its language. It sits before the page cache, so a view answered from the
 * cache counts like a rendered one, and counts after the response is sent (on `finish`), by its
 * status: a listing page answered 200, an apply link answered 303, a board search answered 200
 * (JavaScript off: the page; on: its `.data` twin). Not counted: HEAD and other methods, bots,
 * prefetches, visitors who ask not to be tracked (`Sec-GPC: 1`) and the signed-in admin.
 */
import type { NextFunction, Request, Response } from "express";
import { isbot } from "isbot";
import type { Db } from "../../db/client.server";
import { findSessionUser } from "../auth/guard.server";
import { getSessionStorage, sessionCookieName } from "../auth/session.server";
import type { Locale } from "../i18n/locales";
import type { Env } from "../lib/env.server";
import type { MatchedRoute } from "../lib/route-rules";
import type { InsightsCounter } from "./counter.server";
import { countedVisitor } from "./counted-visitor.server";

type Counted =
  | { kind: "view" | "apply"; slug: string; status: number }
  | { kind: "search"; query: string; status: number }
  | { kind: "embed"; subject: string; status: number };

/** The status that makes each kind of request count. */
const COUNTED_STATUS = { view: 200, apply: 303, search: 200, embed: 200 } as const;

function whatIsCounted(req: Request, { rules, params }: MatchedRoute): Counted | null {
  const kind = rules.counts;
  if (kind === "view" || kind === "apply") {
    // The router's own parameter, decoded as the page reads it.
    return params.slug ? { kind, slug: params.slug, status: COUNTED_STATUS[kind] } : null;
  }
  // An embed (docs/decisions/393): an organisation's, or the board filter's (one subject for all filters).
  if (kind === "embed") return { kind, subject: params.slug ? `organization:${params.slug}` : "board", status: COUNTED_STATUS[kind] };
  if (kind === "search") {
    const query = req.query.query;
    if (typeof query === "string" && query.trim()) return { kind, query, status: COUNTED_STATUS[kind] };
  }
  return null;
}

/** A person who has not asked to be left out: no bot, no prefetch, no Global Privacy Control. */
export function isCountableVisitor(headers: Request["headers"]): boolean {
  const userAgent = headers["user-agent"] ?? "";
  if (!userAgent || isbot(userAgent)) return false;
  const purpose = `${headers["sec-purpose"] ?? ""} ${headers["purpose"] ?? ""}`;
  if (/prefetch|prerender/i.test(purpose)) return false;
  return headers["sec-gpc"] !== "1";
}

export interface CountRequestsOptions {
  counter: InsightsCounter;
  db: Db;
  env: Env;
  /** The route this request matches, its rules and language (server/route-rules.ts). */
  routeOf: (req: Request, res: Response) => MatchedRoute;
}

export function countRequests({ counter, db, env, routeOf }: CountRequestsOptions) {
  const cookieName = `${sessionCookieName(env)}=`;
  /** Only a request carrying our session cookie can be the admin's: one session read for those. */
  async function isAdmin(cookie: string | undefined): Promise<boolean> {
    if (!cookie?.includes(cookieName)) return false;
    const session = await getSessionStorage(db, env).getSession(cookie);
    const userId = session.get("userId");
    return typeof userId === "number" && findSessionUser(db, userId)?.isAdmin === true;
  }

  return function countRequestsMiddleware(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET") return next();
    const route = routeOf(req, res);
    const counted = whatIsCounted(req, route);
    if (!counted || !isCountableVisitor(req.headers)) return next();
    const language: Locale = route.locale;
    res.once("finish", () => {
      if (res.statusCode !== counted.status) return;
      const visitor = countedVisitor(req);
      const at = Date.now();
      isAdmin(req.headers.cookie).then(
        (admin) => {
          if (admin) return;
          if (counted.kind === "search") counter.search(counted.query, visitor, at, language);
          else if (counted.kind === "embed") counter.embed?.(counted.subject, visitor, at, language);
          else counter.listing(counted.kind, counted.slug, visitor, at, language);
        },
        () => undefined, // an unreadable session is no admin's, but also no reason to count
      );
    });
    next();
  };
}
