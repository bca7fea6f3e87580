import { href, useLoaderData } from "react-router";
import type { Route } from "./+types/opportunity-edit";
import { requireAdmin } from "~/auth/guard.server";
import { attributeInputValue, OpportunityForm } from "~/moderation/opportunity-form";
import { AdminScreen } from "~/components/admin-screens";
import { StatusBadge } from "~/moderation/badges";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { opportunityFormData, saveOpportunityForm } from "~/moderation/opportunity-pages.server";
import { rowOr404 } from "~/moderation/page-actions.server";
import { getAdminOpportunity } from "~/moderation/queries.server";
import { toDateInputValue } from "~/opportunities/opportunity-schema";
import { AdminPosterNote } from "~/posters/admin-poster-note";
import { posterInfoFor } from "~/posters/poster-emails.server";
import { ListingFlags } from "~/trust/listing-flags";
import { OrganizationTrustForm } from "~/trust/organization-form";
import { getAdminOrganization } from "~/trust/organizations.server";
import { listingCauseSlugs } from "~/causes/causes.server";
import { whoFormValues } from "~/eligibility/values";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const db = context.get(dbContext);
  const opportunity = rowOr404(params.id, (id) => getAdminOpportunity(db, id));
  return {
    opportunity,
    ...opportunityFormData(db),
    organization: getAdminOrganization(db, opportunity.organization.id),
    poster: posterInfoFor(db, [opportunity.id])[opportunity.id],
    causeSlugs: listingCauseSlugs(db, opportunity.id),
  };
}

export async function action(args: Route.ActionArgs) {
  await requireAdmin(args.request, args.context);
  const { id } = rowOr404(args.params.id, (id) => getAdminOpportunity(args.context.get(dbContext), id));
  return saveOpportunityForm(args, id);
}

export default function EditOpportunity() {
  const { opportunity, definitions, organizations, causes, causeSlugs, organization, poster } = useLoaderData<typeof loader>();
  const attributes: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(opportunity.attributes)) attributes[name] = attributeInputValue(value);
  return (
    <AdminScreen id="edit-opportunity-heading" title="Edit Opportunity" aside={<StatusBadge status={opportunity.status} />}>
      <AdminPosterNote id={opportunity.id} info={poster} />
      <ListingFlags flags={opportunity.flags} underReview={opportunity.underReview} className="mb-4" />
      <OpportunityForm
        definitions={definitions}
        organizations={organizations}
        causes={causes}
        submitLabel="Save Changes"
        cancelHref={href("/admin/opportunities")}
        defaultValue={{
          title: opportunity.title,
          organizationId: String(opportunity.organization.id),
          organizationName: opportunity.organization.name,
          organizationLogo: opportunity.organization.logo ?? "",
          opportunityType: opportunity.opportunityType,
          location: opportunity.location ?? "",
          city: opportunity.city ?? "",
          description: opportunity.description,
          requirements: opportunity.requirements ?? "",
          applicationInstructions: opportunity.applicationInstructions ?? "",
          applicationUrl: opportunity.applicationUrl ?? "",
          expiresAt: toDateInputValue(opportunity.expiresAt),
          featured: opportunity.featured,
          attributes,
          causes: causeSlugs.join(","),
          who: whoFormValues(opportunity.who),
        }}
      />
      {organization ? (
        <div className="mt-6">
          <OrganizationTrustForm
            organization={organization}
            returnTo={href("/admin/opportunities/:id/edit", { id: String(opportunity.id) })}
          />
        </div>
      ) : null}
    </AdminScreen>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Edit Opportunity · Admin", noindex: true });
}
