import { Link } from "react-router";
import type { Route } from "./+types/home";
import { pageMeta } from "~/lib/meta";
import { SiteText } from "~/settings/site-text";

export default function Home() {
  return (
    <main id="main">
      <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 text-center sm:py-16">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl"><SiteText setting="heroTitle" /></h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
          <SiteText setting="heroTagline" />
        </p>
        <Link
          to="/submit"
          className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Post an Opportunity
        </Link>
      </section>
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Discover Impact Opportunities in India", path: "/" });
}
