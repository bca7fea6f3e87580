/** The board's "Verified organisations only" filter: a checkbox of the board's GET form (`verified=1`). */
import type { ChangeEvent } from "react";
import { useT } from "~/i18n/translate";
import { OPPORTUNITY_TEXTS } from "~/opportunities/texts";

export function VerifiedFilter({
  checked,
  form,
  onChange,
}: {
  checked: boolean;
  form: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const t = useT();
  return (
    <div className="mt-3 flex items-center gap-2">
      <input
        key={String(checked)}
        id="filter-verified"
        type="checkbox"
        name="verified"
        value="1"
        form={form}
        defaultChecked={checked}
        onChange={onChange}
        className="h-4 w-4 rounded border-slate-400"
      />
      <label htmlFor="filter-verified" className="text-sm font-semibold text-slate-700">
        {t(OPPORTUNITY_TEXTS.filters.verifiedOnly)}
      </label>
    </div>
  );
}
