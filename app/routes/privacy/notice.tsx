import { href } from "react-router";
import type { Route } from "./+types/notice";
import { i18nContext } from "~/i18n/i18n.server";
import { LocalLink } from "~/i18n/local-link";
import { dbContext, envContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { routeHandle } from "~/lib/route-rules";
import { privacyNotice } from "~/privacy/notice.server";
import { loadSiteConfig } from "~/settings/public-config.server";

/** Public, kept by the page cache: a settings change bumps the content version (app/lib/route-rules.ts). */
export const handle = routeHandle({ audience: "public", pageCache: true, hydrate: false });

/** /privacy — the notice in the page's language, its periods read from the settings (app/privacy/notice.server.ts). */
export function loader({ context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const { siteName } = loadSiteConfig(db, context.get(envContext));
  return privacyNotice(db, context.get(i18nContext).locale, siteName);
}

export default function PrivacyNotice({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{loaderData.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{loaderData.intro}</p>
      {loaderData.sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <p className="mt-4">
        <LocalLink to={href("/my-data")} className="font-semibold text-brand-700 underline">
          {loaderData.myDataLink}
        </LocalLink>
      </p>
      <section className="mt-8">
        <h2 className="text-xl font-semibold">{loaderData.grievanceHeading}</h2>
        <p className="mt-3 leading-relaxed">{loaderData.grievance}</p>
      </section>
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: args.loaderData?.title ?? "Privacy notice" });
}
