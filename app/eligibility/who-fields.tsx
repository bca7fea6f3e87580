/**
 * Who can apply on every listing form (/submit, the manage edit form, the admin's editor): plain
 * checkboxes, number boxes and a select, so each form posts them without JavaScript. A course
 * shows only the fields that fit it (fields.ts `whoFieldsOf`). Language names come from Intl in
 * the page's language.
 */
import type { FieldMetadata } from "@conform-to/react";
import { useIntlLocale, useT } from "~/i18n/translate";
import { describedBy, FieldErrors, FieldHint, type FieldLook, LOOKS } from "~/ui/field";
import { CheckboxField, SelectField, TextField } from "~/ui/form-fields";
import type { Msg } from "~/i18n/define-texts";
import { COURSE_PERKS, OFFERED_WORK_LANGUAGES, OPEN_TO_VALUES, PERK_VALUES, PROGRAMME_VALUES, type WhoFieldName, whoFieldsOf } from "./values";
import { WHO_TEXTS } from "./texts";
import { languageName } from "./words";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Meta = FieldMetadata<any>;

/** The chosen values from a field's value as Conform keeps it (one string, a list, or nothing). */
function chosen(value: unknown): string[] {
  if (typeof value === "string") return value.split(",").map((s) => s.trim());
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

function CheckboxGroup({
  meta,
  legend,
  hint,
  options,
  look,
}: {
  meta: Meta;
  legend: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
  look: FieldLook;
}) {
  const selected = chosen(meta.initialValue);
  const styles = LOOKS[look];
  const described = describedBy({ hintId: meta.descriptionId, errorId: meta.errorId, hint, errors: meta.errors });
  return (
    <fieldset aria-describedby={described} className="rounded-md border border-slate-200 p-3">
      <legend className={`px-1 ${styles.label}`}>{legend}</legend>
      {hint ? (
        <FieldHint id={meta.descriptionId} look={look}>
          {hint}
        </FieldHint>
      ) : null}
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option, index) => {
          const id = index === 0 ? meta.id : `${meta.id}-${option.value}`;
          return (
            <li key={`${meta.key ?? ""}${option.value}`} className={styles.checkRow}>
              <input
                id={id}
                type="checkbox"
                name={meta.name}
                form={meta.formId}
                value={option.value}
                defaultChecked={selected.includes(option.value)}
                aria-invalid={meta.errors?.length ? true : undefined}
                className={styles.checkbox}
              />
              <label htmlFor={id} className="text-sm text-slate-900" suppressHydrationWarning>
                {option.label}
              </label>
            </li>
          );
        })}
      </ul>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}

export function WhoFields({
  fields,
  type,
  look = "public",
  optional,
}: {
  fields: Record<WhoFieldName, Meta>;
  type: string;
  look?: FieldLook;
  /** The public forms' "(optional)" mark. */
  optional?: string;
}) {
  const t = useT();
  const locale = useIntlLocale();
  const shown = new Set(whoFieldsOf(type));
  const label = (msg: Msg) => t(msg);
  const perks = type === "course" ? COURSE_PERKS : PERK_VALUES;
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
      <legend className={`px-1 ${LOOKS[look].label}`}>{t(WHO_TEXTS.field.legend)}</legend>
      <CheckboxGroup
        meta={fields.openTo}
        legend={t(WHO_TEXTS.field.openTo)}
        hint={t(WHO_TEXTS.field.openToHint)}
        options={OPEN_TO_VALUES.map((value) => ({ value, label: label(WHO_TEXTS.openTo[value]) }))}
        look={look}
      />
      {shown.has("partTime") ? <CheckboxField look={look} meta={fields.partTime} label={t(WHO_TEXTS.field.partTime)} /> : null}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          look={look}
          meta={fields.hoursPerWeek}
          type="number"
          min={1}
          max={60}
          inputMode="numeric"
          label={t(WHO_TEXTS.field.hoursPerWeek)}
          hint={t(WHO_TEXTS.field.hoursHint)}
          optional={optional}
        />
        {shown.has("openings") ? (
          <TextField
            look={look}
            meta={fields.openings}
            type="number"
            min={1}
            max={500}
            inputMode="numeric"
            label={t(WHO_TEXTS.field.openings)}
            hint={t(WHO_TEXTS.field.openingsHint)}
            optional={optional}
          />
        ) : null}
      </div>
      <CheckboxGroup
        meta={fields.workLanguages}
        legend={t(WHO_TEXTS.field.workLanguages)}
        hint={t(WHO_TEXTS.field.workLanguagesHint)}
        options={OFFERED_WORK_LANGUAGES.map((value) => ({ value, label: languageName(value, locale) }))}
        look={look}
      />
      <CheckboxGroup
        meta={fields.perks}
        legend={t(WHO_TEXTS.field.perks)}
        options={perks.map((value) => ({ value, label: label(WHO_TEXTS.perks[value]) }))}
        look={look}
      />
      {shown.has("programmeFor") ? (
        <SelectField
          look={look}
          meta={fields.programmeFor}
          label={t(WHO_TEXTS.field.programmeFor)}
          hint={t(WHO_TEXTS.field.programmeHint)}
          optional={optional}
          options={[
            { value: "", label: t(WHO_TEXTS.field.programmeNone) },
            ...PROGRAMME_VALUES.map((value) => ({ value, label: label(WHO_TEXTS.programmes[value]) })),
          ]}
        />
      ) : null}
      <TextField
        look={look}
        meta={fields.accessibility}
        maxLength={200}
        label={t(WHO_TEXTS.field.accessibility)}
        hint={t(WHO_TEXTS.field.accessibilityHint)}
        optional={optional}
      />
    </fieldset>
  );
}
