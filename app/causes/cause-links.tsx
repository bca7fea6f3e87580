/** Causes as links to their pages: on organisation pages, and the home page's "Browse by cause". */
import { href } from "react-router";
import { LocalLink } from "~/i18n/local-link";
import { useLocale, useT } from "~/i18n/translate";
import { langAttribute } from "~/lib/text-language";
import type { Msg } from "~/i18n/define-texts";
import type { CauseChoice } from "./cause-checkboxes";

export function CauseLinks({ causes, heading, headingId, level = "h2" }: { causes: readonly CauseChoice[]; heading: Msg; headingId: string; level?: "h2" | "h3" }) {
  const t = useT();
  const locale = useLocale();
  if (causes.length === 0) return null;
  const Heading = level;
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <Heading id={headingId} className="text-lg font-bold">
        {t(heading)}
      </Heading>
      <ul className="mt-2 flex flex-wrap gap-2 text-sm">
        {causes.map((cause) => (
          <li key={cause.slug}>
            <LocalLink
              to={href("/causes/:slug", { slug: cause.slug })}
              lang={langAttribute(t(cause.name), locale)}
              className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-slate-800 hover:border-brand-700"
            >
              {t(cause.name)}
            </LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
