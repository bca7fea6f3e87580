import { href, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/opportunities";
import { requireAdmin } from "~/auth/guard.server";
import { AdminScreen } from "~/components/admin-screens";
import { buttonClass } from "~/ui/classes";
import { readForm } from "~/lib/api.server";
import { dbContext, envContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { ListingSortLinks } from "~/insights/listing-sort";
import { ModerationList } from "~/moderation/moderation-list";
import { handleOpportunityIntent } from "~/moderation/opportunity-actions.server";
import { OpportunityCard } from "~/moderation/opportunity-card";
import { backTo, positiveInt } from "~/moderation/page-actions.server";
import { listAdminOpportunities, parseOpportunityFilters } from "~/moderation/queries.server";
import { OPPORTUNITY_TYPES, typeLabel } from "~/opportunities/constants";
import { posterInfoFor } from "~/posters/poster-emails.server";

const PAGE_SIZE = 24;
const TYPE_OPTIONS = OPPORTUNITY_TYPES.map((t) => ({ value: t, label: typeLabel(t) }));

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
  const form = await readForm(request);
  const back = backTo(url, href("/admin/opportunities"));
  return handleOpportunityIntent(context.get(dbContext), admin, form, back, context.get(envContext));
}

export default function Opportunities() {
  const { items, total, page, pageCount, filters, posters } = useLoaderData<typeof loader>();
  return (
    <AdminScreen
      id="opportunities-heading"
      title="Opportunity Management"
      spread
      aside={
        <Link to={href("/admin/opportunities/new")} className={buttonClass.primary}>
          Create New Opportunity
        </Link>
      }
    >
      <ListingSortLinks />
      <ModerationList
        idPrefix="opp"
        filterLabel="Filter opportunities"
        searchPlaceholder="Title, organization or description"
        types={TYPE_OPTIONS}
        filters={filters}
        clearHref={href("/admin/opportunities")}
        noun={["opportunity", "opportunities"]}
        empty={{
          title: "No opportunities found",
          filtered: "Try other filters.",
          unfiltered: "Create one, or wait for organisations to post.",
        }}
        items={items}
        card={(item) => <OpportunityCard item={item} poster={posters[item.id]} />}
        total={total}
        page={page}
        pageCount={pageCount}
      />
    </AdminScreen>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Opportunities · Admin", noindex: true });
}
