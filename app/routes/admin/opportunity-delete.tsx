import { data, href, useLoaderData } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import type { Route } from "./+types/opportunity-delete";
import { requireAdmin } from "~/auth/guard.server";
import { ConfirmDeletePage } from "~/components/admin-ui";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { readForm } from "~/lib/api.server";
import { MODERATION_TEXT } from "~/moderation/messages";
import { positiveInt, redirectWithRefusal, returnTo } from "~/moderation/page-actions.server";
import { getAdminOpportunity } from "~/moderation/queries.server";
import { deleteOpportunity, ListingError } from "~/opportunities/write.server";

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const back = returnTo(url, href("/admin/opportunities"));
  const id = positiveInt(params.id);
  try {
    if (!id) throw new ListingError(404, "Opportunity not found");
    const { title, organization } = getAdminOpportunity(context.get(dbContext), id);
    return { title, organization: organization.name, back };
  } catch (error) {
    if (error instanceof ListingError) throw data(null, { status: 404 });
    throw error;
  }
}

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  await readForm(request);
  const list = returnTo(url, href("/admin/opportunities"));
  try {
    deleteOpportunity(context.get(dbContext), admin, positiveInt(params.id) ?? 0);
  } catch (error) {
    return redirectWithRefusal(list, error, MODERATION_TEXT.deleteFailed, MODERATION_TEXT.failedDeleteOpportunity);
  }
  return redirectWithSuccess(list, {
    message: MODERATION_TEXT.opportunityDeleted,
    description: MODERATION_TEXT.opportunityDeletedDescription,
  });
}

export default function DeleteOpportunity() {
  const { title, organization, back } = useLoaderData<typeof loader>();
  return (
    <ConfirmDeletePage
      heading="Delete opportunity"
      itemName={`${title} · ${organization}`}
      message={MODERATION_TEXT.confirmDeleteOpportunity}
      cancelHref={back}
    />
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Delete Opportunity · Admin", noindex: true });
}
