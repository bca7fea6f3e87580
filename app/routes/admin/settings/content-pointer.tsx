import { href, Link } from "react-router";
import type { Route } from "./+types/content-pointer";
import { pageMeta } from "~/lib/meta";

export default function ContentPagesPointer() {
  return (
    <section aria-labelledby="content-pointer-heading" className="max-w-2xl">
      <h3 id="content-pointer-heading" className="text-lg font-semibold">
        Content Pages
      </h3>
      <p className="mt-2 text-sm text-slate-700">
        Pages such as a privacy policy or an FAQ, and blog posts, are written in Markdown and managed on the Content &amp;
        Blog screen. Published pages appear at <code>/pages/&#123;slug&#125;</code> and posts at{" "}
        <code>/blog/&#123;slug&#125;</code>, and both are listed in the sitemap.
      </p>
      <Link to={href("/admin/content")} className="mt-4 inline-block font-medium text-brand-700 underline">
        Manage content pages and blog posts
      </Link>
    </section>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Content Pages", noindex: true });
}
