import { href, redirect } from "react-router";

/** /admin/blog has no screen of its own: the blog table lives on the Content & Blog screen. */
export function loader() {
  return redirect(href("/admin/content"));
}
