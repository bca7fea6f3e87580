/** One listing on the tagging screen (app/routes/admin/causes-tag.tsx): its causes, suggested ones ticked. */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { useCrudForm } from "~/components/crud-panel";
import { FormErrors } from "~/ui/form-notices";
import { btnPrimary } from "~/ui/classes";
import { CauseCheckboxes, type CauseChoice } from "./cause-checkboxes";
import { causeTagSchema } from "./schema";
import type { UntaggedListing } from "./tagging.server";

const STATUS = { published: "Published", pending: "Waiting for review" } as Record<string, string>;

export function TagListingForm({
  listing,
  causes,
  lastResult,
}: {
  listing: UntaggedListing;
  causes: readonly CauseChoice[];
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useCrudForm({
    id: `tag-${listing.key}`,
    schema: causeTagSchema,
    lastResult,
    defaultValue: { key: String(listing.key), causes: listing.suggested.join(",") },
  });
  const headingId = `tag-${listing.key}-title`;
  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby={headingId} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h3 id={headingId} className="font-semibold">
        {listing.title}
      </h3>
      <p className="text-sm text-slate-600">
        {listing.organization} · {listing.type} · {STATUS[listing.status] ?? listing.status}
        {listing.suggested.length > 0 ? " · suggested causes are ticked" : ""}
      </p>
      <input type="hidden" name={fields.key.name} value={listing.key} />
      <FormErrors errors={form.errors} id={form.errorId} />
      <CauseCheckboxes meta={fields.causes} causes={causes} look="admin" />
      <button type="submit" className={btnPrimary}>
        Save causes
      </button>
    </Form>
  );
}
