import { data, href, useActionData, useLoaderData } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import type { Route } from "./+types/organization-edit";
import { requireAdmin } from "~/auth/guard.server";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { readFormData } from "~/moderation/api.server";
import { positiveInt, returnTo } from "~/moderation/page-actions.server";
import { OrganizationTrustForm } from "~/trust/organization-form";
import { getAdminOrganization, updateOrganizationTrust } from "~/trust/organizations.server";
import { organizationFormSchema } from "~/trust/schema";

function loadOr404(db: Parameters<typeof getAdminOrganization>[0], rawId: string) {
  const id = positiveInt(rawId);
  const organization = id ? getAdminOrganization(db, id) : null;
  if (!organization) throw data(null, { status: 404 });
  return organization;
}

/** /admin/organizations/{id}: an organisation's Verified checkbox, website and description. */
export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const back = url.searchParams.has("returnTo") ? returnTo(url, "") || undefined : undefined;
  return { organization: loadOr404(context.get(dbContext), params.id), returnTo: back };
}

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const db = context.get(dbContext);
  const organization = loadOr404(db, params.id);
  const form = await readFormData(request);
  const values = {
    verified: form.get("verified") === "on",
    website: String(form.get("website") ?? ""),
    description: String(form.get("description") ?? ""),
  };
  const parsed = organizationFormSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? "form")] ??= []).push(issue.message);
    return data({ errors, values }, { status: 400 });
  }
  const { verified, website, description } = parsed.data;
  updateOrganizationTrust(db, admin, organization.id, { verified, website, description });
  const back = returnTo(url, href("/admin/organizations/:id", { id: String(organization.id) }));
  return redirectWithSuccess(back, { message: "Organization updated", description: `“${organization.name}” was saved.` });
}

export default function EditOrganization() {
  const { organization, returnTo: back } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="max-w-2xl">
      <OrganizationTrustForm
        organization={organization}
        returnTo={back}
        errors={actionData?.errors} values={actionData?.values} headingLevel={2} />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Organization · Admin", noindex: true });
}
