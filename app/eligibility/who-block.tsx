/** The listing page's "Who can apply" block (words.ts writes its lines in the page's language). */
import { useIntlLocale, useT } from "~/i18n/translate";
import type { WhoCanApply } from "./values";
import { WHO_TEXTS } from "./texts";
import { whoLines } from "./words";

export function WhoCanApplyBlock({ who }: { who: WhoCanApply }) {
  const t = useT();
  const locale = useIntlLocale();
  return (
    <section aria-labelledby="who-can-apply" className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <h2 id="who-can-apply" className="text-lg font-bold">
        {t(WHO_TEXTS.block.heading)}
      </h2>
      <ul className="mt-2 space-y-1 text-slate-800" data-testid="who-can-apply">
        {whoLines(who, t, locale).map((line) => (
          <li key={line.key}>{line.text}</li>
        ))}
      </ul>
    </section>
  );
}
