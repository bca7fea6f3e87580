/**
 * Route middleware for everything under /admin: no admin session, no loader or
 * action runs. The layout's error boundary turns the 401/403 into the login card.
 */
import type { MiddlewareFunction } from "react-router";
import { requireAdmin } from "../auth/guard.server";

export const adminOnly: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  await requireAdmin(request, context);
  return next();
};
