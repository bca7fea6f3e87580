import { href, useLoaderData } from "react-router";
import type { Route } from "./+types/category-delete";
import { ConfirmDeletePage } from "~/components/admin-screens";
import { pageMeta } from "~/lib/meta";
import { deleteCategory, getCategory } from "~/moderation/categories.server";
import { MODERATION_TEXT } from "~/moderation/messages";
import { deleteScreenAction, deleteScreenLoader, type DeleteScreen } from "~/moderation/page-actions.server";

const screen: DeleteScreen = {
  list: href("/admin/categories"),
  name: (db, id) => getCategory(db, id).name,
  remove: deleteCategory,
  notFound: "Category not found",
  failed: MODERATION_TEXT.failedDeleteCategory,
  deleted: MODERATION_TEXT.categoryDeleted,
};

export const loader = (args: Route.LoaderArgs) => deleteScreenLoader(screen, args);

export const action = (args: Route.ActionArgs) => deleteScreenAction(screen, args);

export default function DeleteCategory() {
  const { itemName, back } = useLoaderData<typeof loader>();
  return <ConfirmDeletePage heading="Delete category" itemName={itemName} message={MODERATION_TEXT.confirmDeleteCategory} cancelHref={back} />;
}

export const meta = (args: Route.MetaArgs) => pageMeta(args, { title: "Delete Category · Admin", noindex: true });
