import { data } from "react-router";
import { routeHandle } from "~/lib/route-rules";

/** Private as every undeclared route; read only: no React in the browser (decision 320). */
export const handle = routeHandle({ audience: "private", hydrate: false });

// Every unknown path: a real 404 status. The root error boundary renders the
// not-found screen inside the site shell, and the root `meta` gives it its
// title and the canonical path /404 (a failing route's own meta is not used).

export function loader() {
  throw data(null, { status: 404 });
}

export function action() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
