/** The add/edit SEO-setting form. */
import type { SubmissionResult } from "@conform-to/react";
import { OPEN_GRAPH_TYPES } from "../../db/schema";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/ui/form-fields";
import { CrudForm, KeyField, useCrudForm } from "~/components/crud-panel";
import { SEO_PAGES } from "./page-keys";
import { seoSettingCreateSchema, seoSettingUpdateSchema } from "./schema";

export interface EditableSeoSetting {
  id: number;
  pageKey: string;
  metaTitle: string;
  metaDescription: string;
  canonicalUrl: string | null;
  openGraphType: (typeof OPEN_GRAPH_TYPES)[number];
  openGraphImage: string | null;
  isIndexed: boolean;
  structuredData: unknown;
}

export function SeoSettingForm({
  setting,
  presetKey,
  lastResult,
  closeTo,
}: {
  setting?: EditableSeoSetting;
  presetKey?: string;
  lastResult?: SubmissionResult<string[]>;
  closeTo: string;
}) {
  const schema = setting ? seoSettingUpdateSchema(setting.pageKey) : seoSettingCreateSchema;
  const [form, fields] = useCrudForm({
    id: setting ? `seo-setting-${setting.id}` : "seo-setting-new",
    lastResult,
    defaultValue: setting
      ? {
          pageKey: setting.pageKey,
          metaTitle: setting.metaTitle,
          metaDescription: setting.metaDescription,
          canonicalUrl: setting.canonicalUrl ?? "",
          openGraphType: setting.openGraphType,
          openGraphImage: setting.openGraphImage ?? "",
          isIndexed: setting.isIndexed ? "on" : undefined,
          structuredData: setting.structuredData ? JSON.stringify(setting.structuredData, null, 2) : "",
        }
      : { pageKey: presetKey, openGraphType: "website", isIndexed: "on" },
    schema,
  });

  return (
    <CrudForm form={form} rowId={setting?.id} closeTo={closeTo} submitLabel={setting ? "Update SEO Setting" : "Save SEO Setting"}>
      <KeyField
        meta={fields.pageKey}
        label="Page Key"
        locked={Boolean(setting)}
        listId="seo-page-keys"
        suggestions={SEO_PAGES.map((p) => ({ value: p.key, label: `${p.label} (${p.path})` }))}
        hint={
          setting
            ? "The page key cannot be changed."
            : `One of ${SEO_PAGES.map((p) => p.key).join(", ")}, or a path such as /pages/privacy.`
        }
      />
      <TextField meta={fields.metaTitle} label="Meta Title" required hint="The site name is added after it." />
      <TextAreaField meta={fields.metaDescription} label="Meta Description" required rows={3} />
      <TextField meta={fields.canonicalUrl} label="Canonical URL" hint="Optional: a full http(s) URL or a path on this site." />
      <SelectField
        meta={fields.openGraphType}
        label="Open Graph Type"
        options={OPEN_GRAPH_TYPES.map((t) => ({ value: t, label: t }))}
      />
      <TextField meta={fields.openGraphImage} label="Open Graph Image" hint="Optional image URL; 1200x630 recommended." />
      <CheckboxField meta={fields.isIndexed} label="Allow search engines to index this page" />
      <TextAreaField
        meta={fields.structuredData}
        label="Structured Data (JSON-LD)"
        rows={6}
        mono
        hint="Optional JSON object. Text that is not valid JSON is saved as empty."
      />
    </CrudForm>
  );
}
