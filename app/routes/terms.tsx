import { href } from "react-router";
import type { Route } from "./+types/terms";
import { pageMeta } from "~/lib/meta";
import { useSiteConfig } from "~/lib/site";
import { TERMS_TEXTS as TEXT } from "~/content/texts";
import type { Msg } from "~/i18n/define-texts";
import { i18nContext } from "~/i18n/i18n.server";
import { LocalLink } from "~/i18n/local-link";
import { useLocale, useT } from "~/i18n/translate";

interface TermsSection {
  title: Msg;
  paragraphs: Record<string, Msg>;
  items?: Record<string, Msg>;
}

const SECTIONS: TermsSection[] = Object.values(TEXT.sections);

/** The page's title and description in its language, for `meta`. */
export function loader({ context }: Route.LoaderArgs) {
  const { t } = context.get(i18nContext);
  return { title: t(TEXT.heading), description: t(TEXT.description) };
}

export default function Terms() {
  const { siteName, supportEmail } = useSiteConfig();
  const t = useT();
  const fill = (msg: Msg) => t(msg, { site: siteName, email: supportEmail });
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-10">
      <LocalLink to={href("/")} className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
        {t(TEXT.backToHome)}
      </LocalLink>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t(TEXT.heading)}</h1>
      <p className="mt-2 text-sm text-slate-600">{t(TEXT.lastUpdated)}</p>
      {useLocale() !== "en" && (
        <p className="mt-4 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
          {t(TEXT.translationNote)}{" "}
          <a href={href("/terms")} hrefLang="en" lang="en" className="text-brand-700 underline">
            {TEXT.heading.message}
          </a>
        </p>
      )}

      <ol className="mt-8 space-y-8">
        {SECTIONS.map((section, index) => (
          <li key={section.title.id}>
            <section aria-labelledby={`terms-${index + 1}`}>
              <h2 id={`terms-${index + 1}`} className="text-xl font-semibold">
                {t(TEXT.sectionHeading, { number: index + 1, title: t(section.title) })}
              </h2>
              {Object.values(section.paragraphs).map((p) => (
                <p key={p.id} className="mt-3 text-slate-700">
                  {fill(p)}
                </p>
              ))}
              {section.items ? (
                <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700">
                  {Object.values(section.items).map((item) => (
                    <li key={item.id}>{fill(item)}</li>
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
