/**
 * Who a count belongs to, and what a counted search says (docs/decisions/308). A visitor is their
 * network (an IPv4 address, an IPv6 /64), whatever user agent they send, so one client counts once
 * a listing view, once an apply click and once a search text a day; the counter hashes it with the
 * day's in-memory salt and never stores it. A search text is kept as plain words: no control,
 * format or direction characters, spaces collapsed, lower case, at most 100 characters.
 */
import type { Request } from "express";
import { clientNetwork } from "../lib/client-network";
import { toOneLine } from "../lib/text-schema";

export interface Visitor {
  /** The client's network (app/lib/client-network.ts). */
  network: string;
}

export function countedVisitor(req: Pick<Request, "ip" | "socket">): Visitor {
  return { network: clientNetwork(req.ip ?? req.socket.remoteAddress ?? "") };
}

/** Searches longer than this are cut before counting. */
export const MAX_COUNTED_QUERY = 100;

/** Format characters (zero-width joiners, soft hyphens…): nothing to show in a table of searches. */
const FORMAT = /\p{Cf}+/gu;

/** The words of a search as counted and shown: "" is not a search. */
export function cleanSearchText(text: string): string {
  return toOneLine(text.normalize("NFC").replace(FORMAT, " ").toLowerCase()).slice(0, MAX_COUNTED_QUERY).trim();
}
