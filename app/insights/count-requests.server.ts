/**
 * The Express middleware that tells the counter what visitors did. It sits before the
 * page cache, so a view answered from the cache counts like a rendered one, and counts
 * after the response is sent (on `finish`), by its status: a listing page answered 200,
 * an apply link answered 303, a board search answered 200 (JavaScript off: the page;
 * on: its `.data` twin). Not counted: HEAD and other methods, bots, prefetches,
 * visitors who ask not to be tracked (`Sec-GPC: 1`) and the signed-in admin.
 */
import type { NextFunction, Request, Response } from "express";
import { isbot } from "isbot";
import type { Db } from "../../db/client.server";
import { findSessionUser } from "../auth/guard.server";
import { getSessionStorage, sessionCookieName } from "../auth/session.server";
import type { Env } from "../lib/env.server";
import type { InsightsCounter } from "./counter.server";
import { countedVisitor } from "./counted-visitor.server";

const LISTING_PAGE = /^\/(?:internships|fellowships|courses|scholarships|jobs)\/([^/]+?)(?:\.data)?$/;
const APPLY_LINK = /^\/apply\/([^/]+)$/;
const BOARD = /^\/(?:_root\.data)?$/;

type Counted = { kind: "view" | "apply"; slug: string; status: number } | { kind: "search"; query: string; status: number };

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null; // a malformed address answers 400 or 404: nothing to count
  }
}

function whatIsCounted(req: Request): Counted | null {
  const listing = LISTING_PAGE.exec(req.path);
  const apply = listing ? null : APPLY_LINK.exec(req.path);
  const slug = listing ?? apply ? decoded((listing ?? apply)![1]!) : null;
  if (listing && slug) return { kind: "view", slug, status: 200 };
  if (apply && slug) return { kind: "apply", slug, status: 303 };
  if (BOARD.test(req.path)) {
    const query = req.query.query;
    if (typeof query === "string" && query.trim()) return { kind: "search", query, status: 200 };
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

export function countRequests({ counter, db, env }: { counter: InsightsCounter; db: Db; env: Env }) {
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
    const counted = whatIsCounted(req);
    if (!counted || !isCountableVisitor(req.headers)) return next();
    res.once("finish", () => {
      if (res.statusCode !== counted.status) return;
      const visitor = countedVisitor(req);
      const at = Date.now();
      isAdmin(req.headers.cookie).then(
        (admin) => {
          if (admin) return;
          if (counted.kind === "search") counter.search(counted.query, visitor, at);
          else counter.listing(counted.kind, counted.slug, visitor, at);
        },
        () => undefined, // an unreadable session is no admin's, but also no reason to count
      );
    });
    next();
  };
}
