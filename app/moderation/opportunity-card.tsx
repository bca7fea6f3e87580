/** An opportunity card for the Opportunities list and the Pending Approvals queue. */
import { Form, href, Link, useLocation } from "react-router";
import { Badge, Sr } from "~/ui/badge";
import { buttonClass } from "~/ui/classes";
import { ConfirmDelete, IntentButton, useIsSubmitting } from "~/components/admin-screens";
import { FeaturedBadge, StatusBadge, TypeBadge } from "./badges";
import { inputClass } from "~/ui/field";
import { CardActions, StatusDecisions, takeDownDisclosureClass } from "~/moderation/card-actions";
import { descriptionPreview, formatDate, formatDeadline, formatTimestamp, isoDateTime } from "~/moderation/format";
import { MODERATION_TEXT } from "~/moderation/messages";
import type { AdminOpportunity } from "~/moderation/queries.server";
import { OPPORTUNITY_TRANSITIONS, transitionsFrom } from "~/moderation/transitions";
import { ListingNumbers } from "~/insights/listing-sort";
import { AdminPosterNote } from "~/posters/admin-poster-note";
import { ListingFlags } from "~/trust/listing-flags";
import { FlaggedPassages } from "~/trust/marked-text";
import type { ReviewDetails } from "~/trust/review-details.server";

/** Date and time of a submission, so two identical submissions can be told apart. */
export function SubmittedAt({ value }: { value: Date | string }) {
  return <time dateTime={isoDateTime(value)}>{formatTimestamp(value)}</time>;
}

export function OpportunityCard({
  item,
  kindLabel,
  showFeatured = true,
  poster,
  review,
}: {
  item: AdminOpportunity;
  /** The flagged passages and a proposed change to the organisation (the pending queue). */
  review?: ReviewDetails;
  /** The poster's email and revision, for admins only. */
  poster?: Parameters<typeof AdminPosterNote>[0]["info"];
  /** In the mixed Pending Approvals queue: the kind badge, and a `kind` field on every action. */
  kindLabel?: string;
  showFeatured?: boolean;
}) {
  const transitions = transitionsFrom(OPPORTUNITY_TRANSITIONS, item.status);
  // After a delete, back to this list with its filters.
  const location = useLocation();
  const returnTo = new URLSearchParams({ returnTo: `${location.pathname}${location.search}` }).toString();
  const submitting = useIsSubmitting();
  const id = String(item.id);
  const kind: Record<string, string> = kindLabel ? { kind: "opportunity" } : {};
  return (
    <article
      aria-labelledby={`opp-${id}-title`}
      className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap gap-1.5">
        {kindLabel ? <Badge className="bg-slate-800 text-white">{kindLabel}</Badge> : null}
        <StatusBadge status={item.status} />
        <TypeBadge type={item.opportunityType} />
        {item.featured ? <FeaturedBadge /> : null}
      </div>
      <ListingFlags flags={item.flags} underReview={item.underReview} className="mt-2" />
      {item.postedAgainFrom ? (
        <p className="mt-2 text-sm text-slate-700">
          <Link to={href("/admin/opportunities/:id/edit", { id: String(item.postedAgainFrom) })} className="text-brand-700 underline">
            Posted again from #{item.postedAgainFrom}
          </Link>
        </p>
      ) : null}
      <h3 id={`opp-${id}-title`} className="mt-2 text-base font-semibold">
        {item.title}
      </h3>
      <p className="text-sm text-slate-700">{item.organization.name}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-slate-700">
        <dt className="font-medium">{kindLabel ? "Submitted" : "Posted"}</dt>
        <dd>{kindLabel ? <SubmittedAt value={item.postedAt} /> : formatDate(item.postedAt)}</dd>
        <dt className="font-medium">Expires</dt>
        <dd>{formatDeadline(item.expiresAt)}</dd>
        <ListingNumbers views={item.views} applyClicks={item.applyClicks} />
      </dl>
      <p className="mt-2 text-sm text-slate-800">{descriptionPreview(item.description)}</p>
      <FlaggedPassages passages={review?.passages ?? []} id={`opp-${id}-flagged`} />
      {review?.logoChange ? <LogoChange change={review.logoChange} /> : null}
      <AdminPosterNote id={item.id} info={poster} />
      {item.status === "rejected" && item.rejectionReason ? (
        <p className="mt-2 rounded bg-red-50 p-2 text-sm text-red-800">
          <span className="font-medium">Rejection reason:</span> {item.rejectionReason}
        </p>
      ) : null}
      <CardActions
        decisions={<StatusDecisions transitions={transitions} fields={{ ...kind, id }} title={item.title} />}
        takeDown={
          transitions.some((t) => t.action === "reject") ? (
            <details className={takeDownDisclosureClass}>
              <summary className={`${buttonClass.danger} cursor-pointer list-none`}>
                Reject <Sr>{item.title}</Sr>
              </summary>
              <Form method="post" className="mt-2 space-y-2">
                {kindLabel ? <input type="hidden" name="kind" value="opportunity" /> : null}
                <input type="hidden" name="id" value={id} />
                <input type="hidden" name="to" value="rejected" />
                <label htmlFor={`reject-${id}`} className="block text-sm font-medium">
                  Reason for rejection
                </label>
                <textarea
                  id={`reject-${id}`}
                  name="rejectionReason"
                  required
                  maxLength={1000}
                  rows={2}
                  className={inputClass}
                />
                <button
                  type="submit"
                  name="intent"
                  value="status"
                  className={buttonClass.dangerSolid}
                  disabled={submitting}
                >
                  Reject <Sr>{item.title}</Sr>
                </button>
              </Form>
            </details>
          ) : null
        }
        feature={
          showFeatured ? (
            <IntentButton
              intent="featured"
              fields={{ ...kind, id, featured: String(!item.featured) }}
              className={buttonClass.secondary}
            >
              {item.featured ? "Unfeature" : "Feature"} <Sr>{item.title}</Sr>
            </IntentButton>
          ) : null
        }
        edit={
          <Link to={href("/admin/opportunities/:id/edit", { id })} className={buttonClass.secondary}>
            Edit <Sr>{item.title}</Sr>
          </Link>
        }
        remove={
          <ConfirmDelete
            confirmHref={`${href("/admin/opportunities/:id/delete", { id })}?${returnTo}`}
            message={MODERATION_TEXT.confirmDeleteOpportunity}
            itemName={item.title}
          />
        }
      />
    </article>
  );
}

/** A change the submission proposes to an organisation that exists: applied only if approved (docs/decisions/365). */
function LogoChange({ change }: { change: NonNullable<ReviewDetails["logoChange"]> }) {
  return (
    <div className="mt-2 rounded border border-red-300 bg-red-50 p-2 text-sm text-red-900">
      <p className="font-medium">
        {change.verified ? "Change to a verified organisation" : "Change to an organisation"}: {change.organization}
      </p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 break-all">
        <dt>Logo now</dt>
        <dd>{change.current ?? "none"}</dd>
        <dt>Proposed logo</dt>
        <dd>{change.proposed}</dd>
      </dl>
      <p className="mt-1">Applied only if you approve.</p>
    </div>
  );
}
