import { data, href, useLoaderData } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import type { Route } from "./+types/attribute-delete";
import { requireAdmin } from "~/auth/guard.server";
import { ConfirmDeletePage } from "~/components/admin-ui";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { readForm } from "~/lib/api.server";
import { deleteAttributeDefinition, getAttributeDefinition } from "~/moderation/attributes.server";
import { MODERATION_TEXT } from "~/moderation/messages";
import { positiveInt, redirectWithRefusal } from "~/moderation/page-actions.server";
import { ListingError } from "~/opportunities/write.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const id = positiveInt(params.id);
  try {
    if (!id) throw new ListingError(404, "Attribute not found");
    const { label, name } = getAttributeDefinition(context.get(dbContext), id);
    return { label, name };
  } catch (error) {
    if (error instanceof ListingError) throw data(null, { status: 404 });
    throw error;
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  await readForm(request);
  const list = href("/admin/attributes");
  try {
    deleteAttributeDefinition(context.get(dbContext), admin, positiveInt(params.id) ?? 0);
  } catch (error) {
    return redirectWithRefusal(list, error, MODERATION_TEXT.deleteFailed, MODERATION_TEXT.failedDeleteAttribute);
  }
  return redirectWithSuccess(list, MODERATION_TEXT.attributeDeleted);
}

export default function DeleteAttribute() {
  const { label, name } = useLoaderData<typeof loader>();
  return (
    <ConfirmDeletePage
      heading="Delete attribute"
      itemName={`${label} (${name})`}
      message={MODERATION_TEXT.confirmDeleteAttribute}
      cancelHref={href("/admin/attributes")}
    />
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Delete Attribute · Admin", noindex: true });
}
