/**
 * Who a count belongs to, and what a counted search says (docs/decisions/308). A visitor is their
 * network (an IPv4 address, an IPv6 /64), whatever user agent they send, so one client counts once
 * a listing view, once an apply click and once a search text a day; the counter hashes it with the
 * day's in-memory salt and never stores it. A search text is kept as plain words: no control,
 * format or direction characters, spaces collapsed, lower case, at most 100 characters.
 */
import type { Request } from "express";
import { clientNetwork } from "../lib/client-network";

export interface Visitor {
  /** The client's network (app/lib/client-network.ts). */
  network: string;
}

export function countedVisitor(req: Pick<Request, "ip" | "socket">): Visitor {
  return { network: clientNetwork(req.ip ?? req.socket.remoteAddress ?? "") };
}

/** Searches longer than this are cut before counting. */
export const MAX_COUNTED_QUERY = 100;

/** Controls, format characters (direction overrides, zero-width joiners, soft hyphens) and the line separators. */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/** The words of a search as counted and shown: "" is not a search. */
export function cleanSearchText(text: string): string {
  return text
    .normalize("NFC")
    .replace(UNPRINTABLE, " ")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_COUNTED_QUERY)
    .trim();
}
