/** A poster's edit to a published listing in the Pending Approvals queue: marked as an edit, its diff one click away. */
import { href, Link } from "react-router";
import { Badge, Sr } from "~/ui/badge";
import { buttonClass } from "~/ui/classes";
import { TypeBadge } from "./badges";
import { CardActions } from "~/moderation/card-actions";
import { SubmittedAt } from "~/moderation/opportunity-card";
import type { PendingRevision } from "~/moderation/pending-queue.server";

export function RevisionCard({ revision, submittedAt }: { revision: PendingRevision; submittedAt: Date | string }) {
  const id = String(revision.id);
  return (
    <article
      aria-labelledby={`revision-${id}-title`}
      className="flex h-full flex-col rounded-lg border border-amber-300 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap gap-1.5">
        <Badge className="bg-amber-700 text-white">Edit</Badge>
        <TypeBadge type={revision.opportunityType} />
      </div>
      <h3 id={`revision-${id}-title`} className="mt-2 text-base font-semibold">
        {revision.title}
      </h3>
      <p className="text-sm text-slate-700">{revision.organizationName}</p>
      <p className="mt-2 text-sm text-slate-800">
        The poster changed this published listing; its page shows the published text until the changes are approved.
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-slate-700">
        <dt className="font-medium">Submitted</dt>
        <dd>
          <SubmittedAt value={submittedAt} />
        </dd>
      </dl>
      <CardActions
        decisions={
          <Link to={href("/admin/opportunities/:id/revision", { id })} className={buttonClass.success}>
            Review changes <Sr>{revision.title}</Sr>
          </Link>
        }
      />
    </article>
  );
}
