/**
 * The causes field of every listing form (/submit, the manage edit form, the admin editor): one
 * checkbox per visible cause, named `causes`, so the form posts the chosen slugs without
 * JavaScript. The first box carries the field's id, so the error summary's link lands on it.
 */
import type { FieldMetadata } from "@conform-to/react";
import { useLocale, useT } from "~/i18n/translate";
import { langAttribute } from "~/lib/text-language";
import { describedBy, FieldErrors, FieldHint, type FieldLook, LOOKS } from "~/ui/field";
import { CAUSE_TEXTS } from "./texts";

export interface CauseChoice {
  slug: string;
  name: string;
}

/** The chosen slugs from a field's value as Conform keeps it (one string, a list, or nothing). */
function chosen(value: unknown): string[] {
  if (typeof value === "string") return value.split(",").map((s) => s.trim());
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

export function CauseCheckboxes({
  meta,
  causes,
  look = "public",
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  meta: FieldMetadata<any>;
  causes: readonly CauseChoice[];
  look?: FieldLook;
}) {
  const t = useT();
  // Cause names in the page's language where the admin translated them, else English, marked so (decision 301).
  const locale = useLocale();
  const selected = chosen(meta.initialValue);
  const styles = LOOKS[look];
  const hintId = meta.descriptionId;
  const described = describedBy({ hintId, errorId: meta.errorId, hint: true, errors: meta.errors });
  return (
    <fieldset aria-describedby={described} className="rounded-md border border-slate-200 p-4">
      <legend className={`px-1 ${styles.label}`}>{t(CAUSE_TEXTS.field.legend)}</legend>
      <FieldHint id={hintId} look={look}>
        {t(CAUSE_TEXTS.field.hint)}
      </FieldHint>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {causes.map((cause, index) => {
          const id = index === 0 ? meta.id : `${meta.id}-${cause.slug}`;
          return (
            <li key={`${meta.key ?? ""}${cause.slug}`} className={styles.checkRow}>
              <input
                id={id}
                type="checkbox"
                name={meta.name}
                form={meta.formId}
                value={cause.slug}
                defaultChecked={selected.includes(cause.slug)}
                aria-invalid={meta.errors?.length ? true : undefined}
                className={styles.checkbox}
              />
              <label htmlFor={id} lang={langAttribute(t(cause.name), locale)} className="text-sm text-slate-900">
                {t(cause.name)}
              </label>
            </li>
          );
        })}
      </ul>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}
