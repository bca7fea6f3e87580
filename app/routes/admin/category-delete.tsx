import { data, href, useLoaderData } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import type { Route } from "./+types/category-delete";
import { requireAdmin } from "~/auth/guard.server";
import { ConfirmDeletePage } from "~/components/admin-ui";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { readForm } from "~/lib/api.server";
import { deleteCategory, getCategory } from "~/moderation/categories.server";
import { MODERATION_TEXT } from "~/moderation/messages";
import { positiveInt, redirectWithRefusal } from "~/moderation/page-actions.server";
import { ListingError } from "~/opportunities/write.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const id = positiveInt(params.id);
  try {
    if (!id) throw new ListingError(404, "Category not found");
    return { name: getCategory(context.get(dbContext), id).name };
  } catch (error) {
    if (error instanceof ListingError) throw data(null, { status: 404 });
    throw error;
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  await readForm(request);
  const list = href("/admin/categories");
  try {
    deleteCategory(context.get(dbContext), admin, positiveInt(params.id) ?? 0);
  } catch (error) {
    return redirectWithRefusal(list, error, MODERATION_TEXT.deleteFailed, MODERATION_TEXT.failedDeleteCategory);
  }
  return redirectWithSuccess(list, MODERATION_TEXT.categoryDeleted);
}

export default function DeleteCategory() {
  const { name } = useLoaderData<typeof loader>();
  return (
    <ConfirmDeletePage
      heading="Delete category"
      itemName={name}
      message={MODERATION_TEXT.confirmDeleteCategory}
      cancelHref={href("/admin/categories")}
    />
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Delete Category · Admin", noindex: true });
}
