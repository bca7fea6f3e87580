/**
 * GET /bench/ping: a small fixed HTML page served through the same Express and
 * React Router stack as every page, without data or rendering. `npm run bench`
 * uses it as the baseline the board's figures are compared with; it exists only
 * when the bench starts the server (BENCH_PING=true), a 404 otherwise.
 */
import type { Route } from "./+types/bench-ping";
import { envContext } from "~/lib/context";

const PAGE = '<!doctype html><html lang="en"><meta charset="utf-8"><title>pong</title><p>pong</p></html>';

export function loader({ context }: Route.LoaderArgs) {
  if (!context.get(envContext).BENCH_PING) {
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return new Response(PAGE, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
