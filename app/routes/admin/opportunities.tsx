import { Form, href, Link, useLoaderData, useLocation, useSearchParams } from "react-router";
import { redirectWithError, redirectWithSuccess } from "remix-toast";
import type { Route } from "./+types/opportunities";
import { requireAdmin } from "~/auth/guard.server";
import {
  buttonClass,
  ConfirmDelete,
  EmptyState,
  FeaturedBadge,
  IntentButton,
  inputClass,
  Pager,
  StatusBadge,
  Sr,
  TypeBadge,
  useIsSubmitting,
} from "~/components/admin-ui";
import { dbContext, envContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { readFormData } from "~/moderation/api.server";
import { descriptionPreview, formatDate, formatDeadline } from "~/moderation/format";
import { MODERATION_TEXT } from "~/moderation/messages";
import { backTo, positiveInt, redirectWithRefusal } from "~/moderation/page-actions.server";
import { type AdminOpportunity, listAdminOpportunities, parseOpportunityFilters } from "~/moderation/queries.server";
import { OPPORTUNITY_TRANSITIONS, STATUS_LABELS, transitionsFrom } from "~/moderation/transitions";
import { OPPORTUNITY_TYPES, typeLabel } from "~/opportunities/constants";
import { changeOpportunityStatus, setOpportunityFeatured } from "~/opportunities/write.server";
import { AdminPosterNote } from "~/posters/admin-poster-note";
import { posterInfoFor } from "~/posters/manage.server";
import { ListingFlags } from "~/trust/listing-flags";
import { LISTING_STATUSES } from "../../../db/schema";

const PAGE_SIZE = 24;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const filters = parseOpportunityFilters(params);
  const page = Math.max(1, positiveInt(params.get("page")) ?? 1);
  const { items, total } = listAdminOpportunities(context.get(dbContext), {
    ...filters,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const posters = posterInfoFor(context.get(dbContext), items.map((i) => i.id));
  return { items, total, page, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)), filters, posters };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const db = context.get(dbContext);
  const form = await readFormData(request);
  const back = backTo(url, href("/admin/opportunities"));
  const id = positiveInt(form.get("id"));
  const intent = form.get("intent");
  if (intent === "status") {
    if (!id)
      return redirectWithError(back, { message: MODERATION_TEXT.statusFailed, description: "Opportunity not found" });
    try {
      const reason = form.get("rejectionReason");
      const { to } = changeOpportunityStatus(db, admin, id, String(form.get("to") ?? ""), {
        rejectionReason: typeof reason === "string" ? reason : null,
        notify: context.get(envContext),
      });
      return redirectWithSuccess(back, {
        message: MODERATION_TEXT.statusUpdated,
        description: `The opportunity is now ${STATUS_LABELS[to]?.toLowerCase() ?? to}.`,
      });
    } catch (error) {
      return redirectWithRefusal(back, error, MODERATION_TEXT.statusFailed);
    }
  }
  if (intent === "featured") {
    if (!id)
      return redirectWithError(back, { message: MODERATION_TEXT.featureFailed, description: "Opportunity not found" });
    try {
      setOpportunityFeatured(db, admin, id, form.get("featured") === "true");
      return redirectWithSuccess(back, MODERATION_TEXT.featureUpdated);
    } catch (error) {
      return redirectWithRefusal(back, error, MODERATION_TEXT.featureFailed);
    }
  }
  return redirectWithError(back, { message: MODERATION_TEXT.statusFailed, description: "Unknown action" });
}

export default function Opportunities() {
  const { items, total, page, pageCount, filters, posters } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const filtered = Boolean(filters.q || filters.type || filters.status);
  return (
    <section aria-labelledby="opportunities-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="opportunities-heading" className="text-xl font-semibold">
          Opportunity Management
        </h2>
        <Link to={href("/admin/opportunities/new")} className={buttonClass.primary}>
          Create New Opportunity
        </Link>
      </div>

      <Form
        method="get"
        role="search"
        aria-label="Filter opportunities"
        className="mt-4 grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
      >
        <div>
          <label htmlFor="opp-q" className="block text-sm font-medium">
            Search
          </label>
          <input
            id="opp-q"
            type="search"
            name="q"
            defaultValue={filters.q}
            placeholder="Title, organization or description"
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="opp-type" className="block text-sm font-medium">
            Type
          </label>
          <select id="opp-type" name="type" defaultValue={filters.type ?? ""} className={inputClass}>
            <option value="">All types</option>
            {OPPORTUNITY_TYPES.map((t) => (
              <option key={t} value={t}>
                {typeLabel(t)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="opp-status" className="block text-sm font-medium">
            Status
          </label>
          <select id="opp-status" name="status" defaultValue={filters.status ?? ""} className={inputClass}>
            <option value="">All statuses</option>
            {LISTING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-2">
          <button type="submit" className={buttonClass.primary}>
            Apply
          </button>
          {filtered ? (
            <Link to={href("/admin/opportunities")} className={buttonClass.secondary}>
              Clear
            </Link>
          ) : null}
        </div>
      </Form>

      <p className="mt-4 text-sm text-slate-700" role="status">
        {total === 1 ? "1 opportunity" : `${total} opportunities`}
        {filtered ? " match the filters" : ""}
      </p>

      {items.length === 0 ? (
        <div className="mt-4">
          <EmptyState title="No opportunities found">
            {filtered ? "Try other filters." : "Create one, or wait for organisations to post."}
          </EmptyState>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <OpportunityCard item={item} poster={posters[item.id]} />
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pageCount={pageCount}
        hrefFor={(p) => {
          const next = new URLSearchParams(searchParams);
          next.set("page", String(p));
          return `?${next.toString()}`;
        }}
      />
    </section>
  );
}

function OpportunityCard({ item, poster }: { item: AdminOpportunity; poster?: Parameters<typeof AdminPosterNote>[0]["info"] }) {
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

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Opportunities · Admin", noindex: true });
}
