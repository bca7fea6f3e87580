import { href, useLoaderData } from "react-router";
import type { Route } from "./+types/opportunity-new";
import { requireAdmin } from "~/auth/guard.server";
import { attributeDefaults, OpportunityForm } from "~/moderation/opportunity-form";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { opportunityFormData, saveOpportunityForm } from "~/moderation/opportunity-pages.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return opportunityFormData(context.get(dbContext));
}

export async function action(args: Route.ActionArgs) {
  return saveOpportunityForm(args);
}

export default function NewOpportunity() {
  const { definitions, organizations, causes } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="new-opportunity-heading">
      <h2 id="new-opportunity-heading" className="mb-4 text-xl font-semibold">
        Create New Opportunity
      </h2>
      <OpportunityForm
        definitions={definitions}
        organizations={organizations}
        causes={causes}
        submitLabel="Create Opportunity"
        cancelHref={href("/admin/opportunities")}
        note="New opportunities are saved as drafts; publish them from the list when they are ready."
        defaultValue={{
          title: "",
          organizationId: "",
          organizationName: "",
          organizationLogo: "",
          opportunityType: "internship",
          location: "",
          city: "",
          description: "",
          requirements: "",
          applicationInstructions: "",
          applicationUrl: "",
          expiresAt: "",
          featured: false,
          attributes: attributeDefaults(definitions, "internship"),
        }}
      />
    </section>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Create New Opportunity · Admin", noindex: true });
}
