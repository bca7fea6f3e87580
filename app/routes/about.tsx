import { href, Link } from "react-router";
import type { ReactNode } from "react";
import type { Route } from "./+types/about";
import { pageMeta, reviewTurnaround, siteConfig } from "~/lib/meta";
import { useSiteConfig } from "~/lib/site";
import { CONTENT_TEXTS } from "~/content/texts";

const TEXT = CONTENT_TEXTS.about;

function AboutSection(props: { id: string; title: string; className?: string; headingClass?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id} className={props.className ?? "mt-10"}>
      <h2 id={props.id} className={props.headingClass ?? "text-2xl font-semibold"}>
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

export default function About() {
  const site = useSiteConfig();
  const { siteName, supportEmail } = site;
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{TEXT.heading(siteName)}</h1>
      <p className="mt-4 text-lg text-slate-700">{TEXT.intro(siteName)}</p>

      <AboutSection id="mission" title={TEXT.mission}>
        <p className="mt-3 text-slate-700">{TEXT.missionText}</p>
      </AboutSection>

      <AboutSection id="values" title={TEXT.values}>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {TEXT.valueList.map((value) => (
            <li key={value.title} className="rounded-lg border border-slate-200 p-5">
              <h3 className="font-semibold">{value.title}</h3>
              <p className="mt-2 text-sm text-slate-700">{value.text}</p>
            </li>
          ))}
        </ul>
      </AboutSection>

      <AboutSection id="how" title={TEXT.how}>
        <ol className="mt-3 list-decimal space-y-2 pl-6 text-slate-700">
          {TEXT.steps(reviewTurnaround(site)).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </AboutSection>

      <AboutSection id="contact" title={TEXT.contact} className="mt-10 rounded-lg bg-brand-50 p-6" headingClass="text-xl font-semibold">
        <p className="mt-2 text-slate-700">
          {TEXT.contactBefore}
          <a className="font-medium text-brand-700 underline" href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>
          {TEXT.contactAfter}
        </p>
        <p className="mt-4 flex flex-wrap gap-4">
          <Link
            to={href("/")}
            className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-white"
          >
            {TEXT.browse}
          </Link>
          <Link to="/submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            {TEXT.post}
          </Link>
        </p>
      </AboutSection>
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  const site = siteConfig(args);
  const description = TEXT.description(site.siteName);
  return pageMeta(args, {
    title: TEXT.title,
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
