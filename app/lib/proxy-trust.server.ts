/**
 * Which peers may tell us who the client is (docs/decisions/307). `TRUST_PROXY` takes Express's
 * forms: `0`/`false` (none), a hop count (`1`), or the proxies' addresses (`loopback`, an address,
 * a CIDR, a comma-separated list of these). Addresses are the safe form: a hop count believes the
 * last X-Forwarded-For entry of whoever connects, so a client that reaches the port directly picks
 * its own address; the server says so at start when it listens beyond this machine.
 */
import express from "express";

export type TrustProxy = boolean | number | string[];

/** `TRUST_PROXY` as Express's `trust proxy` setting; throws on an address or CIDR Express refuses. */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim();
  if (text === "" || text === "false" || text === "0") return false;
  if (text === "true") return true;
  if (/^\d+$/.test(text)) return Number(text);
  const list = text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  // Express compiles the list when it is set (proxy-addr): an unknown name or a bad CIDR throws here.
  express().set("trust proxy", list);
  return list;
}

/** Whether `trust` believes X-Forwarded-For from any peer, however far (`true` or a hop count). */
export function trustsByCount(trust: TrustProxy): boolean {
  return trust === true || (typeof trust === "number" && trust > 0);
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "::1", "localhost", "::ffff:127.0.0.1"]);

/** The start-up warning for a hop count on a server other machines can reach, or null. */
export function proxyTrustWarning({ TRUST_PROXY, HOST }: { TRUST_PROXY: TrustProxy; HOST: string }): string | null {
  if (!trustsByCount(TRUST_PROXY) || LOOPBACK_HOSTS.has(HOST.trim().toLowerCase())) return null;
  return (
    `TRUST_PROXY=${String(TRUST_PROXY)} trusts X-Forwarded-For from any client, and the server listens on ${HOST}: ` +
    "anyone who reaches this port directly can forge their address (past rate limits, reports and counts). " +
    "Set TRUST_PROXY=loopback (or your proxy's address or CIDR), or HOST=127.0.0.1."
  );
}
