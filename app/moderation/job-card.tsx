/** A legacy job listing card for the Pending Approvals and Legacy Job Listings panels. */
import { href, Link } from "react-router";
import { Badge, Sr } from "~/ui/badge";
import { buttonClass } from "~/ui/classes";
import { ConfirmDelete, IntentButton } from "~/components/admin-screens";
import { FeaturedBadge, StatusBadge } from "./badges";
import { CardActions, StatusDecisions } from "~/moderation/card-actions";
import { formatDate, formatDeadline } from "~/moderation/format";
import { MODERATION_TEXT } from "~/moderation/messages";
import { SubmittedAt } from "~/moderation/opportunity-card";
import { JOB_TRANSITIONS, transitionsFrom } from "~/moderation/transitions";
import { categoryBadgeClass, categoryLabel } from "~/opportunities/constants";

export interface JobCardData {
  id: number;
  companyName: string;
  positionTitle: string;
  category: string;
  location: string;
  status: string;
  featured: boolean;
  postedAt: Date | string;
  applicationDeadline: Date | string | null;
  rejectionReason: string | null;
}

export function JobCard({
  job,
  showFeatured = true,
  returnTo,
  kindLabel,
}: {
  job: JobCardData;
  showFeatured?: boolean;
  returnTo?: string;
  /** In the mixed Pending Approvals queue: the kind badge, and a `kind` field on every action. */
  kindLabel?: string;
}) {
  const id = String(job.id);
  const transitions = transitionsFrom(JOB_TRANSITIONS, job.status);
  const hintId = `job-${id}-featured-hint`;
  const canFeature = job.status === "published";
  const kind: Record<string, string> = kindLabel ? { kind: "job" } : {};
  const deleteQuery = returnTo ? `?${new URLSearchParams({ returnTo }).toString()}` : "";
  return (
    <article
      aria-labelledby={`job-${id}-title`}
      className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap gap-1.5">
        {kindLabel ? <Badge className="bg-slate-800 text-white">{kindLabel}</Badge> : null}
        <Badge className={categoryBadgeClass(job.category)}>{categoryLabel(job.category)}</Badge>
        <StatusBadge status={job.status} />
        {job.featured ? <FeaturedBadge /> : null}
      </div>
      <h3 id={`job-${id}-title`} className="mt-2 text-base font-semibold">
        {job.positionTitle}
      </h3>
      <p className="text-sm text-slate-700">{job.companyName}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-slate-700">
        <dt className="font-medium">Location</dt>
        <dd>{job.location}</dd>
        <dt className="font-medium">{kindLabel ? "Submitted" : "Posted"}</dt>
        <dd>{kindLabel ? <SubmittedAt value={job.postedAt} /> : formatDate(job.postedAt)}</dd>
        <dt className="font-medium">Deadline</dt>
        <dd>{formatDeadline(job.applicationDeadline, MODERATION_TEXT.noDeadline)}</dd>
      </dl>
      {job.status === "rejected" && job.rejectionReason ? (
        <p className="mt-2 rounded bg-red-50 p-2 text-sm text-red-800">
          <span className="font-medium">Rejection reason:</span> {job.rejectionReason}
        </p>
      ) : null}
      {showFeatured ? (
        <div className="mt-3">
          <IntentButton
            intent="featured"
            fields={{ ...kind, id, featured: String(!job.featured) }}
            className="inline-flex items-center gap-2 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-60"
            disabled={!canFeature && !job.featured}
            describedBy={canFeature ? undefined : hintId}
            role="switch"
            ariaChecked={job.featured}
          >
            <span
              aria-hidden="true"
              className={`relative inline-block h-5 w-9 rounded-full transition ${job.featured ? "bg-brand-700" : "bg-slate-400"}`}
            >
              <span
                className={`absolute top-0.5 h-4 w-4 rounded-full bg-white transition ${job.featured ? "left-4" : "left-0.5"}`}
              />
            </span>
            Featured <Sr>{job.positionTitle}</Sr>
          </IntentButton>
          {canFeature ? null : (
            <p id={hintId} className="mt-1 text-xs text-slate-600">
              {MODERATION_TEXT.onlyPublishedFeatured}
            </p>
          )}
        </div>
      ) : null}
      <CardActions
        decisions={<StatusDecisions transitions={transitions} fields={{ ...kind, id }} title={job.positionTitle} />}
        takeDown={transitions
          .filter((t) => t.action === "reject")
          .map((t) => (
            <IntentButton key={t.action} intent="status" fields={{ ...kind, id, to: t.to }} className={buttonClass.danger}>
              {t.label} <Sr>{job.positionTitle}</Sr>
            </IntentButton>
          ))}
        edit={
          <Link to={href("/admin/jobs/:id/edit", { id })} className={buttonClass.secondary}>
            Edit <Sr>{job.positionTitle}</Sr>
          </Link>
        }
        remove={
          <ConfirmDelete
            confirmHref={href("/admin/jobs/:id/delete", { id }) + deleteQuery}
            message={MODERATION_TEXT.confirmDeleteJob}
            itemName={job.positionTitle}
          />
        }
      />
    </article>
  );
}
