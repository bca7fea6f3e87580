import { safeRedirect } from "~/lib/safe-redirect";

/** The page a form was posted from (its Referer, when it is this site's), else `fallback`. */
export function returnPath(request: Request, fallback: string): string {
  const referer = request.headers.get("Referer");
  if (!referer) return fallback;
  try {
    const from = new URL(referer);
    if (from.origin !== new URL(request.url).origin) return fallback;
    return safeRedirect(`${from.pathname}${from.search}`, fallback);
  } catch {
    return fallback;
  }
}
