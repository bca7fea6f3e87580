/**
 * Flashes a toast the way the server does (remix-toast, signed with the e2e
 * server's secret), so e2e can check the toast area before any feature that
 * sets one exists.
 */
import type { BrowserContext } from "@playwright/test";
import { redirectWithToast, setToastCookieOptions } from "remix-toast";

/** Must equal SESSION_SECRET in tests/e2e/support/server.js. */
export const E2E_SESSION_SECRET = "e2e-session-secret-e2e-session-secret-0001";

export type E2EToast = {
  message: string;
  description?: string;
  duration?: number;
  type: "success" | "error" | "info" | "warning";
};

export async function flashToast(context: BrowserContext, baseURL: string, toast: E2EToast) {
  setToastCookieOptions({ secrets: [E2E_SESSION_SECRET], httpOnly: true, sameSite: "lax", secure: false, path: "/" });
  const response = await redirectWithToast("/", toast);
  const pair = response.headers.get("Set-Cookie")!.split(";")[0]!;
  const eq = pair.indexOf("=");
  await context.addCookies([{ name: pair.slice(0, eq), value: pair.slice(eq + 1), url: baseURL }]);
}
