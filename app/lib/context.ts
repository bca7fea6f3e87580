/**
 * Values the server hands to every loader, action and middleware through the
 * router context: no ambient globals (STYLE.md).
 */
import { createContext } from "react-router";
import type { Db } from "../../db/client.server";
import type { Env } from "./env.server";
import type { OfflineRules } from "./route-rules";

export interface RequestInfo {
  /** Client address as seen through `trust proxy`. */
  ip: string;
  requestId: string;
  cspNonce: string;
  /** The path as logged, its secret parameters cut out (server/route-rules.ts): error reports name it. */
  logPath: string;
}

export const dbContext = createContext<Db>();
export const envContext = createContext<Env>();
export const requestInfoContext = createContext<RequestInfo>();
/** What the service worker keeps, from the route table's rules (its loader builds it). */
export const offlineRulesContext = createContext<OfflineRules>();
