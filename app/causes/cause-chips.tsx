/**
 * The board's cause filter as chips (decision 272): one link per visible cause that adds it to the
 * board's state or takes it away, so it works without JavaScript; the chosen ones also ride along
 * as hidden inputs of the board's GET form, so a search or another filter keeps them.
 */
import { Link } from "react-router";
import { useLocale, useT } from "~/i18n/translate";
import { langAttribute } from "~/lib/text-language";
import { PAGE_STEP } from "~/opportunities/constants";
import { FORM_ID, useBoardLinks } from "~/opportunities/board-links";
import type { HomeSearchParams } from "~/search/search-params";
import type { CauseChoice } from "./cause-checkboxes";
import { toggleCause } from "./toggle";
import { CAUSE_TEXTS } from "./texts";

export function CauseChips({ params, causes }: { params: HomeSearchParams; causes: readonly CauseChoice[] }) {
  const t = useT();
  const locale = useLocale();
  const { to } = useBoardLinks();
  if (causes.length === 0) return null;
  const chosen = params.cause ?? [];
  return (
    <nav aria-label={t(CAUSE_TEXTS.filter.chips)} className="mt-3">
      <ul className="flex flex-wrap gap-2 text-sm">
        {causes.map((cause) => {
          const on = chosen.includes(cause.slug);
          return (
            <li key={cause.slug}>
              <Link
                to={to({ ...params, cause: toggleCause(chosen, cause.slug), show: PAGE_STEP })}
                preventScrollReset
                aria-current={on ? "true" : undefined}
                lang={langAttribute(t(cause.name), locale)}
                className={`inline-flex items-center gap-1 rounded-full border px-3 py-1 ${
                  on ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:border-brand-700"
                }`}
              >
                {on ? <span aria-hidden="true">✓</span> : null}
                {t(cause.name)}
              </Link>
            </li>
          );
        })}
      </ul>
      {chosen.map((slug) => (
        <input key={slug} type="hidden" name="cause" value={slug} form={FORM_ID} />
      ))}
    </nav>
  );
}
