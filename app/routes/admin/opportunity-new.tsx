import { parseWithZod } from "@conform-to/zod/v4";
import { href, useActionData, useLoaderData } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import type { Route } from "./+types/opportunity-new";
import { requireAdmin } from "~/auth/guard.server";
import { attributeDefaults, OpportunityForm } from "~/moderation/opportunity-form";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { OPPORTUNITY_FORM_MAX_BYTES, readForm } from "~/lib/api.server";
import { MODERATION_TEXT } from "~/moderation/messages";
import { opportunityFormData } from "~/moderation/opportunity-pages.server";
import { formFailure, redirectWithRefusal } from "~/moderation/page-actions.server";
import { opportunitySchema } from "~/opportunities/opportunity-schema";
import { createOpportunity, listAttributeDefinitionsForSchema } from "~/opportunities/write.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return opportunityFormData(context.get(dbContext));
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const db = context.get(dbContext);
  const submission = parseWithZod(await readForm(request, { limit: OPPORTUNITY_FORM_MAX_BYTES }), {
    schema: opportunitySchema(listAttributeDefinitionsForSchema(db)),
  });
  if (submission.status !== "success") {
    return formFailure(
      { result: submission.reply() },
      { message: MODERATION_TEXT.creationFailed, description: "Please correct the highlighted fields." },
      400,
    );
  }
  try {
    createOpportunity(db, admin, submission.value, { status: "draft" });
  } catch (error) {
    return redirectWithRefusal(href("/admin/opportunities"), error, MODERATION_TEXT.creationFailed);
  }
  return redirectWithSuccess(href("/admin/opportunities"), {
    message: MODERATION_TEXT.opportunityCreated,
    description: `“${submission.value.title}” was saved as a draft. Publish it when it is ready.`,
  });
}

export default function NewOpportunity() {
  const { definitions, organizations } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section aria-labelledby="new-opportunity-heading">
      <h2 id="new-opportunity-heading" className="mb-4 text-xl font-semibold">
        Create New Opportunity
      </h2>
      <OpportunityForm
        definitions={definitions}
        organizations={organizations}
        lastResult={actionData?.result}
        notice={actionData?.notice}
        submitLabel="Create Opportunity"
        cancelHref={href("/admin/opportunities")}
        note="New opportunities are saved as drafts; publish them from the list when they are ready."
        defaultValue={{
          title: "",
          organizationId: "",
          organizationName: "",
          opportunityType: "internship",
          location: "",
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
