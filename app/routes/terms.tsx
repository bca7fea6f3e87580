import { href } from "react-router";
import type { Route } from "./+types/terms";
import { pageMeta } from "~/lib/meta";
import { TERMS_SECTION_TEXTS, TERMS_TEXTS as TEXT } from "~/content/texts";
import type { Msg } from "~/i18n/define-texts";
import { createServerI18n, i18nContext } from "~/i18n/i18n.server";
import { LocalLink } from "~/i18n/local-link";
import { useLocale, useT } from "~/i18n/translate";
import { dbContext, envContext } from "~/lib/context";
import { loadSiteConfig, pageSentence } from "~/settings/public-config.server";
import { routeHandle } from "~/lib/route-rules";

/** Public, kept by the page cache (app/lib/route-rules.ts). */
export const handle = routeHandle({ audience: "public", pageCache: true, hydrate: false });

interface TermsSection {
  title: Msg;
  paragraphs: Record<string, Msg>;
  items?: Record<string, Msg>;
}

/**
 * The sections in the page's language, written here so that their text reaches the browser
 * in the page only, not in its JavaScript or its catalogue (decision 287); the page's
 * title and description for `meta`.
 */
export function loader({ context }: Route.LoaderArgs) {
  const i18n = context.get(i18nContext);
  const sections = createServerI18n(i18n.locale, "termsText");
  const db = context.get(dbContext);
  const { siteName, supportEmail } = loadSiteConfig(db, context.get(envContext));
  const fill = (msg: Msg) => sections.t(msg, { site: siteName, email: supportEmail });
  return {
    title: i18n.t(TEXT.heading),
    description: i18n.t(TEXT.description),
    /** The admin's introduction in the page's language (none by default). */
    intro: pageSentence(db, "terms_intro", i18n.locale),
    sections: (Object.values(TERMS_SECTION_TEXTS) as TermsSection[]).map((section) => ({
      title: sections.t(section.title),
      paragraphs: Object.values(section.paragraphs).map(fill),
      items: section.items ? Object.values(section.items).map(fill) : [],
    })),
  };
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-10">
      <LocalLink to={href("/")} className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
        {t(TEXT.backToHome)}
      </LocalLink>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t(TEXT.heading)}</h1>
      <p className="mt-2 text-sm text-slate-600">{t(TEXT.lastUpdated)}</p>
      {loaderData.intro ? <p className="mt-4 text-lg text-slate-700">{loaderData.intro}</p> : null}
      {useLocale() !== "en" && (
        <p className="mt-4 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
          {t(TEXT.translationNote)}{" "}
          <a href={href("/terms")} hrefLang="en" lang="en" className="text-brand-700 underline">
            {TEXT.heading.message}
          </a>
        </p>
      )}

      <ol className="mt-8 space-y-8">
        {loaderData.sections.map((section, index) => (
          <li key={section.title}>
            <section aria-labelledby={`terms-${index + 1}`}>
              <h2 id={`terms-${index + 1}`} className="text-xl font-semibold">
                {t(TEXT.sectionHeading, { number: index + 1, title: section.title })}
              </h2>
              {section.paragraphs.map((p) => (
                <p key={p} className="mt-3 text-slate-700">
                  {p}
                </p>
              ))}
              {section.items.length > 0 ? (
                <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700">
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          </li>
        ))}
      </ol>
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: args.loaderData?.title ?? TEXT.heading.message,
    description: args.loaderData?.description ?? TEXT.description.message,
    path: href("/terms"),
  });
}
