/** The add/edit sitemap-entry form. */
import type { SubmissionResult } from "@conform-to/react";
import { CHANGE_FREQUENCIES } from "../../db/schema";
import { CheckboxField, SelectField, TextField } from "~/ui/form-fields";
import { CrudForm, useCrudForm } from "~/components/crud-panel";
import { priorityLabel, SITEMAP_PRIORITIES, sitemapEntrySchema } from "./schema";

export interface EditableSitemapEntry {
  id: number;
  url: string;
  changeFrequency: (typeof CHANGE_FREQUENCIES)[number];
  priority: string;
  include: boolean;
}

export function SitemapEntryForm({
  entry,
  lastResult,
  closeTo,
}: {
  entry?: EditableSitemapEntry;
  lastResult?: SubmissionResult<string[]>;
  closeTo: string;
}) {
  const [form, fields] = useCrudForm({
    id: entry ? `sitemap-entry-${entry.id}` : "sitemap-entry-new",
    lastResult,
    defaultValue: entry
      ? { url: entry.url, changeFrequency: entry.changeFrequency, priority: entry.priority, include: entry.include ? "on" : undefined }
      : { url: "", changeFrequency: "weekly", priority: "0.8", include: "on" },
    schema: sitemapEntrySchema,
  });
  return (
    <CrudForm form={form} rowId={entry?.id} closeTo={closeTo} submitLabel={entry ? "Update Entry" : "Add Entry"}>
      <TextField meta={fields.url} label="URL" required placeholder="/about" hint="A path from the site root, e.g. /about." />
      <SelectField
        meta={fields.changeFrequency}
        label="Change Frequency"
        options={CHANGE_FREQUENCIES.map((f) => ({ value: f, label: f }))}
      />
      <SelectField meta={fields.priority} label="Priority" options={SITEMAP_PRIORITIES.map((p) => ({ value: p, label: priorityLabel(p) }))} />
      <CheckboxField meta={fields.include} label="Include in sitemap" />
    </CrudForm>
  );
}
