import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { pageMeta } from "~/lib/meta";

export function loader() {
  // A real 404 status for every unknown path; the root error boundary renders it.
  throw data(null, { status: 404 });
}

export function action() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "404 Page Not Found", path: "/404", noindex: true });
}
