/**
 * The add/edit site-setting form of the Site Settings panel. The value editor follows the type: a multi-line editor for html, a URL
 * with a thumbnail for image, a colour picker with its hex text for color.
 */
import type { SubmissionResult } from "@conform-to/react";
import { SITE_SETTING_TYPES } from "../../db/schema";
import { input } from "~/ui/classes";
import { SelectField, TextAreaField, TextField } from "~/ui/form-fields";
import { CrudForm, KeyField, useCrudForm } from "~/components/crud-panel";
import { KNOWN_SITE_SETTINGS } from "./known-keys";
import { siteSettingCreateSchema, siteSettingUpdateSchema } from "./schema";

export interface EditableSiteSetting {
  id: number;
  key: string;
  value: string;
  type: (typeof SITE_SETTING_TYPES)[number];
  label: string;
  description: string | null;
}

const TYPE_OPTIONS = SITE_SETTING_TYPES.map((t) => ({ value: t, label: t }));

export function SiteSettingForm({
  setting,
  preset,
  lastResult,
  closeTo,
}: {
  setting?: EditableSiteSetting;
  preset?: { key: string; type: string; label: string; description?: string };
  lastResult?: SubmissionResult<string[]>;
  closeTo: string;
}) {
  const schema = setting ? siteSettingUpdateSchema(setting.key) : siteSettingCreateSchema;
  const [form, fields] = useCrudForm({
    id: setting ? `site-setting-${setting.id}` : "site-setting-new",
    lastResult,
    defaultValue: setting
      ? { key: setting.key, value: setting.value, type: setting.type, label: setting.label, description: setting.description ?? "" }
      : { type: preset?.type ?? "text", key: preset?.key, label: preset?.label, description: preset?.description },
    schema,
  });
  const type = (fields.type.value ?? setting?.type ?? preset?.type ?? "text") as string;
  const value = fields.value.value ?? "";

  return (
    <CrudForm form={form} rowId={setting?.id} closeTo={closeTo} submitLabel={setting ? "Update Setting" : "Save Setting"}>
      <KeyField
        meta={fields.key}
        label="Key"
        locked={Boolean(setting)}
        listId="known-setting-keys"
        suggestions={KNOWN_SITE_SETTINGS.map((k) => ({ value: k.key, label: k.label }))}
        hint={setting ? "The key cannot be changed." : "At least 3 characters, e.g. site_name. Known keys are used by the site."}
      />
      <SelectField meta={fields.type} label="Type" required options={TYPE_OPTIONS} />
      <TextField meta={fields.label} label="Label" required hint="At least 3 characters." />
      {type === "html" || !setting ? (
        <TextAreaField
          meta={fields.value}
          label="Value"
          required
          rows={type === "html" ? 10 : 3}
          mono={type === "html"}
          hint={type === "html" ? "HTML; scripts, styles and event handlers are removed before it is shown." : undefined}
        />
      ) : type === "color" ? (
        <ColorValue meta={fields.value} current={value} onPick={(hex) => form.update({ name: fields.value.name, value: hex })} />
      ) : (
        <TextField
          meta={fields.value}
          label="Value"
          required
          hint={type === "image" ? "An http(s) image URL or a path such as /uploads/banner.png." : undefined}
        />
      )}
      {type === "image" && value ? (
        <img src={value} alt="Preview of the image value" className="mb-3 h-20 w-auto rounded border border-slate-200 object-contain" />
      ) : null}
      <TextAreaField meta={fields.description} label="Description" rows={2} hint="Optional." />
    </CrudForm>
  );
}

function ColorValue({
  meta,
  current,
  onPick,
}: {
  meta: Parameters<typeof TextField>[0]["meta"];
  current: string;
  onPick: (hex: string) => void;
}) {
  const hex = /^#[0-9a-fA-F]{6}$/.test(current) ? current : "#6366f1";
  return (
    <div className="flex items-end gap-3">
      <div className="grow">
        <TextField meta={meta} label="Value" required hint="A colour as #rrggbb." />
      </div>
      <div className="pb-7">
        <label htmlFor={`${meta.id}-picker`} className="sr-only">
          Pick a colour
        </label>
        <input
          id={`${meta.id}-picker`}
          type="color"
          value={hex}
          onChange={(e) => onPick(e.currentTarget.value)}
          className={`${input} h-10 w-14 p-1`}
        />
      </div>
    </div>
  );
}

/** A setting's value in the list: a thumbnail for images, a swatch for colours. */
export function SettingValue({ type, value, label }: { type: string; value: string; label: string }) {
  if (type === "image") {
    return (
      <span className="flex items-center gap-2">
        <img src={value} alt={`${label} thumbnail`} className="h-10 w-16 shrink-0 rounded border border-slate-200 object-cover" loading="lazy" />
        <span className="truncate text-xs text-slate-600">{value}</span>
      </span>
    );
  }
  if (type === "color") {
    return (
      <span className="flex items-center gap-2">
        <span aria-hidden="true" className="inline-block h-5 w-5 rounded border border-slate-300" style={{ backgroundColor: value }} />
        <span className="font-mono text-xs">{value}</span>
      </span>
    );
  }
  return <span className="line-clamp-2 break-words">{type === "html" ? <code className="text-xs">{value}</code> : value}</span>;
}
