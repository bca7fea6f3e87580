/**
 * `redirectTo` values come from forms and query strings: only a local path is
 * accepted — one leading `/`, never `//` or a backslash anywhere (browsers
 * treat `/\evil.example` and `//evil.example` as other hosts), no control
 * characters. Anything else falls back. Characters outside ASCII are
 * percent-encoded (a Location header carries bytes only: "/जॉब" would throw).
 */
export function safeRedirect(to: unknown, fallback = "/"): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2000) return fallback;
  if (!to.startsWith("/")) return fallback;
  if (to.includes("//") || to.includes("\\")) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(to)) return fallback;
  try {
    // Only the non-ASCII runs: what is already percent-encoded stays as it is.
    // eslint-disable-next-line no-control-regex
    return to.replace(/[^\u0000-\u007f]+/g, (run) => encodeURIComponent(run));
  } catch {
    return fallback; // a lone surrogate cannot be encoded
  }
}
