/**
 * GET /bench/ping: a small fixed HTML page served through the same Express and
 * React Router stack as every page, without data or rendering. `npm run bench`
 * uses it as the baseline the board's figures are compared with.
 */
const PAGE = '<!doctype html><html lang="en"><meta charset="utf-8"><title>pong</title><p>pong</p></html>';

export function loader() {
  return new Response(PAGE, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
