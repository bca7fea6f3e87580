/** An opportunity in the moderation list: badges, dates, the allowed transitions, feature, edit, delete, reject. */
import { Form, href, Link, useLocation } from "react-router";
import {
  buttonClass,
  ConfirmDelete,
  FeaturedBadge,
  IntentButton,
  inputClass,
  StatusBadge,
  Sr,
  TypeBadge,
  useIsSubmitting,
} from "~/components/admin-ui";
import { descriptionPreview, formatDate, formatDeadline } from "./format";
import { MODERATION_TEXT } from "./messages";
import type { AdminOpportunity } from "./queries.server";
import { OPPORTUNITY_TRANSITIONS, transitionsFrom } from "./transitions";
import { AdminPosterNote } from "~/posters/admin-poster-note";
import { ListingFlags } from "~/trust/listing-flags";

export function ModerationOpportunityCard({
  item,
  poster,
}: {
  item: AdminOpportunity;
  poster?: Parameters<typeof AdminPosterNote>[0]["info"];
}) {
  const transitions = transitionsFrom(OPPORTUNITY_TRANSITIONS, item.status);
  // After a delete, back to this list with its filters.
  const location = useLocation();
  const returnTo = new URLSearchParams({ returnTo: `${location.pathname}${location.search}` }).toString();
  const submitting = useIsSubmitting();
  const id = String(item.id);
  return (
    <article
      aria-labelledby={`opp-${id}-title`}
      className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap gap-1.5">
        <StatusBadge status={item.status} />
        <TypeBadge type={item.opportunityType} />
        {item.featured ? <FeaturedBadge /> : null}
      </div>
      <ListingFlags flags={item.flags} underReview={item.underReview} className="mt-2" />
      <h3 id={`opp-${id}-title`} className="mt-2 text-base font-semibold">
        {item.title}
      </h3>
      <p className="text-sm text-slate-700">{item.organization.name}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-slate-700">
        <dt className="font-medium">Posted</dt>
        <dd>{formatDate(item.postedAt)}</dd>
        <dt className="font-medium">Expires</dt>
        <dd>{formatDeadline(item.expiresAt)}</dd>
      </dl>
      <p className="mt-2 text-sm text-slate-800">{descriptionPreview(item.description)}</p>
      <AdminPosterNote id={item.id} info={poster} />
      {item.status === "rejected" && item.rejectionReason ? (
        <p className="mt-2 rounded bg-red-50 p-2 text-sm text-red-800">
          <span className="font-medium">Rejection reason:</span> {item.rejectionReason}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-start gap-2 pt-4">
        {transitions
          .filter((t) => t.action !== "reject")
          .map((t) => (
            <IntentButton
              key={t.action}
              intent="status"
              fields={{ id, to: t.to }}
              className={t.action === "unpublish" ? buttonClass.secondary : buttonClass.success}
            >
              {t.label} <Sr>{item.title}</Sr>
            </IntentButton>
          ))}
        <IntentButton
          intent="featured"
          fields={{ id, featured: String(!item.featured) }}
          className={buttonClass.secondary}
        >
          {item.featured ? "Unfeature" : "Feature"} <Sr>{item.title}</Sr>
        </IntentButton>
        <Link to={href("/admin/opportunities/:id/edit", { id })} className={buttonClass.secondary}>
          Edit <Sr>{item.title}</Sr>
        </Link>
        <ConfirmDelete
          confirmHref={`${href("/admin/opportunities/:id/delete", { id })}?${returnTo}`}
          message={MODERATION_TEXT.confirmDeleteOpportunity}
          itemName={item.title}
        />
        {transitions.some((t) => t.action === "reject") ? (
          <details className="w-full">
            <summary className={`${buttonClass.danger} cursor-pointer list-none`}>
              Reject <Sr>{item.title}</Sr>
            </summary>
            <Form method="post" className="mt-2 space-y-2">
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
        ) : null}
      </div>
    </article>
  );
}
