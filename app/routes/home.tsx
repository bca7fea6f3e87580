import { data, href, Link } from "react-router";
import type { Route } from "./+types/home";
import { HomeBoard } from "~/opportunities/home-board";
import { dbContext, envContext, requestInfoContext } from "~/lib/context";
import { pageMeta, type SiteConfig } from "~/lib/meta";
import { loadHomeBoard } from "~/opportunities/home.server";
import { SiteText } from "~/settings/site-text";

export function loader({ request, context }: Route.LoaderArgs) {
  const board = loadHomeBoard(context.get(dbContext), new URL(request.url).searchParams, {
    requestId: context.get(requestInfoContext).requestId,
    cacheSeconds: context.get(envContext).SEARCH_CACHE_SECONDS,
  });
  return data(board, { status: board.error ? 500 : 200 });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" tabIndex={-1}>
      <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 text-center sm:py-16">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl"><SiteText setting="heroTitle" /></h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
          <SiteText setting="heroTagline" />
        </p>
        <Link
          to={href("/submit")}
          className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Post an Opportunity
        </Link>
      </section>
      <HomeBoard {...loaderData} />
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  const site = args.matches.find((m) => m?.id === "root")?.loaderData as { site?: SiteConfig } | undefined;
  const siteUrl = (site?.site?.siteUrl ?? "http://localhost:3000").replace(/\/$/, "");
  return pageMeta(args, {
    title: "Discover Impact Opportunities in India",
    path: "/",
    // Site search for search engines (§2): the board's own search URL.
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: site?.site?.siteName,
      url: `${siteUrl}/`,
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${siteUrl}/?query={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    },
  });
}
