/**
 * What React Router hands to `handleError` (entry.server.tsx): our faults, logged at `error` with
 * their stack, and refusals of requests that were wrong (docs/decisions/310). A request for a
 * method a route does not serve (405) or an address no route has (404) is in the request's own log
 * line already; an action from another origin (React Router's CSRF check) gets one `warn` line with
 * the reason and no stack. Fuzzers and old links produce thousands of these: `error` stays for
 * what needs a person.
 */
import { isRouteErrorResponse } from "react-router";
import { log } from "./log.server";

/** React Router's own refusal of an action whose Origin is not the request's (lib/actions.ts). */
const FOREIGN_ORIGIN = /`origin` header|^Bad Request$/;

/** `path` is the request log's path, with secret parameters cut out by the route's rules. */
export function logRouteError(error: unknown, request: Request, path: string) {
  if (request.signal.aborted) return;
  const where = { method: request.method, path };
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (error instanceof Error && FOREIGN_ORIGIN.test(error.message)) {
    log.warn({ event: "request.refused", ...where, status: 400, reason: error.message }, "action refused: foreign origin");
    return;
  }
  log.error({ ...where, err: error }, "unhandled error");
}
