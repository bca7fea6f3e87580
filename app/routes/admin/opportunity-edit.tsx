import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, useActionData, useLoaderData } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import type { Route } from "./+types/opportunity-edit";
import { requireAdmin } from "~/auth/guard.server";
import { attributeInputValue, OpportunityForm } from "~/moderation/opportunity-form";
import { StatusBadge } from "~/components/admin-ui";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { OPPORTUNITY_FORM_MAX_BYTES, readFormData } from "~/moderation/api.server";
import { MODERATION_TEXT } from "~/moderation/messages";
import { opportunityFormData } from "~/moderation/opportunity-pages.server";
import { formFailure, positiveInt, redirectWithRefusal } from "~/moderation/page-actions.server";
import { getAdminOpportunity } from "~/moderation/queries.server";
import { opportunitySchema, toDateInputValue } from "~/opportunities/opportunity-schema";
import { ListingError, listAttributeDefinitionsForSchema, updateOpportunity } from "~/opportunities/write.server";
import { ListingFlags } from "~/trust/listing-flags";
import { OrganizationTrustForm } from "~/trust/organization-form";
import { getAdminOrganization } from "~/trust/organizations.server";

function loadOr404(db: Parameters<typeof getAdminOpportunity>[0], rawId: string) {
  const id = positiveInt(rawId);
  try {
    if (!id) throw new ListingError(404, "Opportunity not found");
    return getAdminOpportunity(db, id);
  } catch (error) {
    if (error instanceof ListingError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const db = context.get(dbContext);
  const opportunity = loadOr404(db, params.id);
  return {
    opportunity,
    ...opportunityFormData(db),
    organization: getAdminOrganization(db, opportunity.organization.id),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const db = context.get(dbContext);
  const { id } = loadOr404(db, params.id);
  const submission = parseWithZod(await readFormData(request, OPPORTUNITY_FORM_MAX_BYTES), {
    schema: opportunitySchema(listAttributeDefinitionsForSchema(db)),
  });
  if (submission.status !== "success") {
    return formFailure(
      { result: submission.reply() },
      { message: MODERATION_TEXT.updateFailed, description: "Please correct the highlighted fields." },
      400,
    );
  }
  try {
    updateOpportunity(db, admin, id, submission.value);
  } catch (error) {
    return redirectWithRefusal(href("/admin/opportunities"), error, MODERATION_TEXT.updateFailed);
  }
  return redirectWithSuccess(href("/admin/opportunities"), {
    message: MODERATION_TEXT.opportunityUpdated,
    description: `“${submission.value.title}” was saved.`,
  });
}

export default function EditOpportunity() {
  const { opportunity, definitions, organizations, organization } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const attributes: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(opportunity.attributes)) attributes[name] = attributeInputValue(value);
  return (
    <section aria-labelledby="edit-opportunity-heading">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 id="edit-opportunity-heading" className="text-xl font-semibold">
          Edit Opportunity
        </h2>
        <StatusBadge status={opportunity.status} />
      </div>
      <ListingFlags flags={opportunity.flags} underReview={opportunity.underReview} className="mb-4" />
      <OpportunityForm
        definitions={definitions}
        organizations={organizations}
        lastResult={actionData?.result}
        notice={actionData?.notice}
        submitLabel="Save Changes"
        cancelHref={href("/admin/opportunities")}
        defaultValue={{
          title: opportunity.title,
          organizationId: String(opportunity.organization.id),
          organizationName: opportunity.organization.name,
          opportunityType: opportunity.opportunityType,
          location: opportunity.location ?? "",
          description: opportunity.description,
          requirements: opportunity.requirements ?? "",
          applicationInstructions: opportunity.applicationInstructions ?? "",
          applicationUrl: opportunity.applicationUrl ?? "",
          expiresAt: toDateInputValue(opportunity.expiresAt),
          featured: opportunity.featured,
          attributes,
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
    </section>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Edit Opportunity · Admin", noindex: true });
}
