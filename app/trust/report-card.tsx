/** One listing's open reports on the Reports tab, with the admin's decisions (forms that work without JavaScript). */
import { Form, href, Link } from "react-router";
import { Badge, Sr } from "~/ui/badge";
import { buttonClass } from "~/ui/classes";
import { IntentButton, useIsSubmitting } from "~/components/admin-screens";
import { inputClass } from "~/ui/field";
import { StatusBadge } from "~/moderation/badges";
import { CardActions, takeDownDisclosureClass } from "~/moderation/card-actions";
import { formatTimestamp, isoDateTime } from "~/moderation/format";
import type { ReportGroup } from "./reports.server";
import { REPORT_REASON_LABELS, REPORT_REASONS, UNPUBLISH_NOTE_MAX } from "./schema";
import { VerifiedBadge } from "./verified-badge";

export function ReportCard({ group }: { group: ReportGroup }) {
  const o = group.opportunity;
  const id = String(o.id);
  // The decision names the listing by its kind's id field; the DOM ids by kind too (an opportunity and a job may share an id).
  const idField = o.kind === "job" ? "jobId" : "opportunityId";
  const domId = `${o.kind}-${id}`;
  const submitting = useIsSubmitting();
  const canChangeStatus = o.status === "published" || o.status === "expired";
  return (
    <article aria-labelledby={`report-${domId}-title`} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-1.5">
        <StatusBadge status={o.status} />
        {o.underReview ? <Badge className="bg-red-100 text-red-800">Under review</Badge> : null}
        <Badge className="bg-slate-100 text-slate-800">{group.count === 1 ? "1 report" : `${group.count} reports`}</Badge>
      </div>
      <h3 id={`report-${domId}-title`} className="mt-2 text-base font-semibold">
        <Link to={o.path} className="underline">
          {o.title}
        </Link>
      </h3>
      <p className="text-sm text-slate-700">
        {o.organization.name}
        {o.organization.verified ? <VerifiedBadge className="ml-2" /> : null}
      </p>
      <ul aria-label="Reasons" className="mt-2 flex flex-wrap gap-1.5 text-xs">
        {REPORT_REASONS.filter((r) => group.reasons[r]).map((reason) => (
          <li key={reason} className="rounded bg-amber-50 px-2 py-0.5 text-amber-900">
            {REPORT_REASON_LABELS[reason]}: {group.reasons[reason]}
          </li>
        ))}
      </ul>
      <ol aria-label="Reports" className="mt-3 divide-y divide-slate-100 text-sm">
        {group.reports.map((report) => (
          <li key={report.id} className="py-2">
            <p className="flex flex-wrap justify-between gap-2">
              <span className="font-medium">{REPORT_REASON_LABELS[report.reason]}</span>
              <time dateTime={isoDateTime(report.updatedAt)} className="text-xs text-slate-600">
                {formatTimestamp(report.updatedAt)}
              </time>
            </p>
            {report.details.map((text) => (
              <p key={text} className="mt-1 whitespace-pre-line break-words text-slate-800">
                {text}
              </p>
            ))}
            {report.email ? (
              <p className="mt-1 text-xs text-slate-600">
                Reporter: <a href={`mailto:${report.email}`} className="underline">{report.email}</a>
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      <CardActions
        decisions={
          <IntentButton intent="decide" fields={{ [idField]: id, decision: "dismiss" }} className={buttonClass.secondary}>
            Dismiss all <Sr>reports of {o.title}</Sr>
          </IntentButton>
        }
        takeDown={
          <>
            {canChangeStatus && o.status !== "expired" ? (
              <IntentButton intent="decide" fields={{ [idField]: id, decision: "close" }} className={buttonClass.secondary}>
                Close listing <Sr>{o.title}</Sr>
              </IntentButton>
            ) : null}
            {canChangeStatus ? (
              <details className={takeDownDisclosureClass}>
                <summary className={`${buttonClass.danger} cursor-pointer list-none`}>
                  Unpublish <Sr>{o.title}</Sr>
                </summary>
                <Form method="post" className="mt-2 space-y-2">
                  <input type="hidden" name={idField} value={id} />
                  <input type="hidden" name="decision" value="unpublish" />
                  <label htmlFor={`unpublish-note-${domId}`} className="block text-sm font-medium">
                    Note for the pending queue (optional)
                  </label>
                  <textarea id={`unpublish-note-${domId}`} name="note" maxLength={UNPUBLISH_NOTE_MAX} rows={2} className={inputClass} />
                  <button type="submit" name="intent" value="decide" className={buttonClass.dangerSolid} disabled={submitting}>
                    Unpublish and move to pending <Sr>{o.title}</Sr>
                  </button>
                </Form>
              </details>
            ) : null}
          </>
        }
        edit={
          <Link
            to={o.kind === "job" ? href("/admin/jobs/:id/edit", { id }) : href("/admin/opportunities/:id/edit", { id })}
            className={buttonClass.secondary}
          >
            Open in editor <Sr>{o.title}</Sr>
          </Link>
        }
      />
    </article>
  );
}
