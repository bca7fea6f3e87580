import { href } from "react-router";
import type { ReactNode } from "react";
import type { Route } from "./+types/about";
import { pageMeta, siteConfig } from "~/lib/meta";
import { SUBMIT_TEXTS } from "~/submissions/texts";
import { useSiteConfig } from "~/lib/site";
import { ABOUT_TEXTS as TEXT } from "~/content/texts";
import { i18nContext } from "~/i18n/i18n.server";
import { LocalLink } from "~/i18n/local-link";
import { useT } from "~/i18n/translate";
import { routeHandle } from "~/lib/route-rules";
import { dbContext } from "~/lib/context";
import { pageSentence } from "~/settings/public-config.server";

/** Public, kept by the page cache (app/lib/route-rules.ts). */
export const handle = routeHandle({ audience: "public", pageCache: true, hydrate: false });

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

/** Where a value goes in a translated sentence, for the code that fills it in. */
const SITE_NAME = "{siteName}";
const LINK = "\u0000";

/** The page's title and description in its language, for `meta`, which fills in the configured site name. */
export function loader({ context }: Route.LoaderArgs) {
  const { t, locale } = context.get(i18nContext);
  return {
    title: t(TEXT.title),
    description: t(TEXT.description, { siteName: SITE_NAME }),
    // The admin's introduction in the page's language; unset, the built-in one.
    intro: pageSentence(context.get(dbContext), "about_intro", locale),
  };
}

export default function About({ loaderData }: Route.ComponentProps) {
  const site = useSiteConfig();
  const t = useT();
  const { siteName, supportEmail } = site;
  // The sentence around the address is one message: the link takes the place of {email}.
  const [beforeEmail, afterEmail] = t(TEXT.contactText, { email: LINK }).split(LINK);
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{t(TEXT.heading, { siteName })}</h1>
      <p className="mt-4 text-lg text-slate-700">{loaderData.intro ?? t(TEXT.intro, { siteName })}</p>

      <AboutSection id="mission" title={t(TEXT.mission)}>
        <p className="mt-3 text-slate-700">{t(TEXT.missionText)}</p>
      </AboutSection>

      <AboutSection id="values" title={t(TEXT.values)}>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {Object.values(TEXT.valueList).map((value) => (
            <li key={value.title.id} className="rounded-lg border border-slate-200 p-5">
              <h3 className="font-semibold">{t(value.title)}</h3>
              <p className="mt-2 text-sm text-slate-700">{t(value.text)}</p>
            </li>
          ))}
        </ul>
      </AboutSection>

      <AboutSection id="how" title={t(TEXT.how)}>
        <ol className="mt-3 list-decimal space-y-2 pl-6 text-slate-700">
          {Object.values(TEXT.steps).map((step) => (
            <li key={step.id}>{t(step, { turnaround: site.reviewTurnaround ?? t(SUBMIT_TEXTS.page.defaultTurnaround) })}</li>
          ))}
        </ol>
      </AboutSection>

      <AboutSection id="contact" title={t(TEXT.contact)} className="mt-10 rounded-lg bg-brand-50 p-6" headingClass="text-xl font-semibold">
        <p className="mt-2 text-slate-700">
          {beforeEmail}
          <a className="font-medium text-brand-700 underline" href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>
          {afterEmail}
        </p>
        <p className="mt-4 flex flex-wrap gap-4">
          <LocalLink
            to={href("/")}
            className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-white"
          >
            {t(TEXT.browse)}
          </LocalLink>
          <LocalLink to={href("/submit")} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            {t(TEXT.post)}
          </LocalLink>
        </p>
      </AboutSection>
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  const site = siteConfig(args);
  const description = (args.loaderData?.description ?? TEXT.description.message).replace(SITE_NAME, site.siteName);
  return pageMeta(args, {
    title: args.loaderData?.title ?? TEXT.title.message,
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
