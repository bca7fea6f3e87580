import { href, Link } from "react-router";
import type { Route } from "./+types/about";
import { pageMeta, reviewTurnaround, siteConfig } from "~/lib/meta";
import { useSiteConfig } from "~/lib/site";

const VALUES = [
  {
    title: "Access for everyone",
    text: "Browsing, searching and applying are free and need no account. Pages are small and work on slow mobile connections and without JavaScript.",
  },
  {
    title: "Impact first",
    text: "We list opportunities with organisations working on social and environmental challenges: education, health, climate, livelihoods, rights and more.",
  },
  {
    title: "Trust and transparency",
    text: "Every listing is reviewed by our team before it is published, and applications go straight to the organisation through its own link.",
  },
  {
    title: "Free for organisations",
    text: "Non-profits, social enterprises and foundations post internships, fellowships and courses at no cost, without creating an account.",
  },
] as const;

export default function About() {
  const site = useSiteConfig();
  const { siteName, supportEmail } = site;
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">About {siteName}</h1>
      <p className="mt-4 text-lg text-slate-700">
        {siteName} connects students and early-career people in India with organisations that work for social and
        environmental change.
      </p>

      <section aria-labelledby="mission" className="mt-10">
        <h2 id="mission" className="text-2xl font-semibold">
          Our mission
        </h2>
        <p className="mt-3 text-slate-700">
          Many young people want a career that makes a difference but do not know where to start, and many impact
          organisations struggle to reach them. Our mission is to make it simple to find internships, fellowships and
          courses with India&apos;s changemakers, and to help those organisations find the people who will carry
          their work forward.
        </p>
      </section>

      <section aria-labelledby="values" className="mt-10">
        <h2 id="values" className="text-2xl font-semibold">
          Our values
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {VALUES.map((value) => (
            <li key={value.title} className="rounded-lg border border-slate-200 p-5">
              <h3 className="font-semibold">{value.title}</h3>
              <p className="mt-2 text-sm text-slate-700">{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how" className="mt-10">
        <h2 id="how" className="text-2xl font-semibold">
          How it works
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-6 text-slate-700">
          <li>Organisations post an opportunity for free through our submission form.</li>
          <li>Our team reviews each submission and publishes it within {reviewTurnaround(site)}.</li>
          <li>Visitors search and filter the listings, then apply through the organisation&apos;s own link.</li>
        </ol>
      </section>

      <section aria-labelledby="contact" className="mt-10 rounded-lg bg-brand-50 p-6">
        <h2 id="contact" className="text-xl font-semibold">
          Get in touch
        </h2>
        <p className="mt-2 text-slate-700">
          Questions or feedback? Write to us at{" "}
          <a className="font-medium text-brand-700 underline" href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>
          .
        </p>
        <p className="mt-4 flex flex-wrap gap-4">
          <Link
            to={href("/")}
            className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-white"
          >
            Browse opportunities
          </Link>
          <Link to="/submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            Post an Opportunity
          </Link>
        </p>
      </section>
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  const site = siteConfig(args);
  const description = `${site.siteName} connects students and early-career people in India with social and environmental organisations offering internships, fellowships and courses.`;
  return pageMeta(args, {
    title: "About",
    description,
    path: href("/about"),
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: site.siteName,
      url: site.siteUrl,
      logo: new URL("/social-default.png", site.siteUrl).toString(),
      email: site.supportEmail,
      description,
      areaServed: { "@type": "Country", name: "India" },
      contactPoint: { "@type": "ContactPoint", contactType: "customer support", email: site.supportEmail },
    },
  });
}
