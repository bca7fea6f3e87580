import { href, Link } from "react-router";
import type { Route } from "./+types/terms";
import { pageMeta } from "~/lib/meta";
import { useSiteConfig } from "~/lib/site";
import { CONTENT_TEXTS, TERMS_SECTIONS } from "~/content/texts";

const TEXT = CONTENT_TEXTS.terms;

export default function Terms() {
  const { siteName, supportEmail } = useSiteConfig();
  const fill = (text: string) => text.replaceAll("{site}", siteName).replaceAll("{email}", supportEmail);
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-10">
      <Link to={href("/")} className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
        {TEXT.backToHome}
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{TEXT.heading}</h1>
      <p className="mt-2 text-sm text-slate-600">{TEXT.lastUpdated}</p>

      <ol className="mt-8 space-y-8">
        {TERMS_SECTIONS.map((section, index) => (
          <li key={section.title}>
            <section aria-labelledby={`terms-${index + 1}`}>
              <h2 id={`terms-${index + 1}`} className="text-xl font-semibold">
                {TEXT.sectionHeading(index + 1, section.title)}
              </h2>
              {section.paragraphs?.map((p) => (
                <p key={p} className="mt-3 text-slate-700">
                  {fill(p)}
                </p>
              ))}
              {section.items ? (
                <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700">
                  {section.items.map((item) => (
                    <li key={item}>{fill(item)}</li>
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
    title: TEXT.heading,
    description: TEXT.description,
    path: href("/terms"),
  });
}
