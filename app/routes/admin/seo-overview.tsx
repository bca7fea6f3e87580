import { href, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/seo-overview";
import { requireAdmin } from "~/auth/guard.server";
import { dbContext, envContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { listSeoSettings } from "~/seo/seo-settings.server";
import { listSitemapEntries } from "~/seo/sitemap-entries.server";
import { loadSiteConfig } from "~/settings/public-config.server";

/**
 * The earlier static SEO tab (Meta Tags, Sitemap, Structured Data, Social Media)
 * folded into real settings (docs/decisions/082-seo-tab-folded-into-settings.md).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const db = context.get(dbContext);
  const site = loadSiteConfig(db, context.get(envContext));
  const seo = listSeoSettings(db);
  const entries = listSitemapEntries(db);
  return {
    site,
    pages: seo.length,
    noindex: seo.filter((s) => !s.isIndexed).length,
    withStructuredData: seo.filter((s) => s.structuredData).length,
    sitemapEntries: entries.length,
    included: entries.filter((e) => e.include).length,
  };
}

export default function SeoOverview() {
  const d = useLoaderData<typeof loader>();
  const card = "rounded-md border border-slate-200 p-4";
  return (
    <section aria-labelledby="seo-overview-heading" className="max-w-3xl">
      <h2 id="seo-overview-heading" className="text-xl font-semibold">
        SEO
      </h2>
      <p className="mt-1 text-sm text-slate-700">Everything here is a real setting that changes the public pages.</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className={card}>
          <h3 className="font-semibold">Meta Tags</h3>
          <p className="mt-1 text-sm text-slate-700">
            Site title: <strong>{d.site.siteName}</strong>. Default description and social image are site settings.
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {d.pages} page setting{d.pages === 1 ? "" : "s"}, {d.noindex} not indexed.
          </p>
          <Link to={href("/admin/settings/seo")} className="mt-2 inline-block text-sm font-medium text-brand-700 underline">
            Page SEO settings
          </Link>{" "}
          <Link to={href("/admin/settings")} className="mt-2 inline-block text-sm font-medium text-brand-700 underline">
            Site settings
          </Link>
        </div>
        <div className={card}>
          <h3 className="font-semibold">Sitemap</h3>
          <p className="mt-1 text-sm text-slate-700">
            {d.sitemapEntries} entr{d.sitemapEntries === 1 ? "y" : "ies"}, {d.included} included, plus published listings,
            pages and posts.
          </p>
          <Link to={href("/admin/settings/sitemap")} className="mt-2 inline-block text-sm font-medium text-brand-700 underline">
            Sitemap entries
          </Link>{" "}
          <a href="/sitemap.xml" className="mt-2 inline-block text-sm font-medium text-brand-700 underline">
            View /sitemap.xml
          </a>
        </div>
        <div className={card}>
          <h3 className="font-semibold">Structured Data</h3>
          <p className="mt-1 text-sm text-slate-700">
            Listing pages emit job-posting data and the About page organisation data automatically. {d.withStructuredData}{" "}
            page setting{d.withStructuredData === 1 ? "" : "s"} add their own JSON-LD.
          </p>
        </div>
        <div className={card}>
          <h3 className="font-semibold">Social Media</h3>
          <p className="mt-1 text-sm text-slate-700">
            Every page sends Open Graph and large-image Twitter card tags. Default image:{" "}
            <span className="break-all">{d.site.socialImage ?? "the built-in image"}</span>.
          </p>
          <Link to={href("/admin/settings")} className="mt-2 inline-block text-sm font-medium text-brand-700 underline">
            Set the default social image
          </Link>
        </div>
      </div>
    </section>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "SEO", noindex: true });
}
