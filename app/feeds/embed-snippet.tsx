/** The one-line iframe to copy (docs/decisions/393), on the organisation page and "Your listings". */
import { useT } from "~/i18n/translate";
import { EMBED_SNIPPET_TEXT as TEXT } from "./embed-texts";

export function EmbedSnippet({ snippet, id = "embed-code" }: { snippet: string; id?: string }) {
  const t = useT();
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8 rounded-md border border-slate-200 p-4">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {t(TEXT.heading)}
      </h2>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
        {t(TEXT.hint)}
      </p>
      <label htmlFor={id} className="mt-3 block text-sm font-semibold">
        {t(TEXT.label)}
      </label>
      <textarea
        id={id}
        readOnly
        rows={3}
        value={snippet}
        aria-describedby={`${id}-hint`}
        className="mt-1 block w-full rounded-md border border-slate-300 p-2 font-mono text-xs"
      />
    </section>
  );
}
