import { href, useLoaderData } from "react-router";
import type { Route } from "./+types/attribute-delete";
import { ConfirmDeletePage } from "~/components/admin-screens";
import { pageMeta } from "~/lib/meta";
import { deleteAttributeDefinition, getAttributeDefinition } from "~/moderation/attributes.server";
import { MODERATION_TEXT } from "~/moderation/messages";
import { deleteScreenAction, deleteScreenLoader, type DeleteScreen } from "~/moderation/page-actions.server";

const screen: DeleteScreen = {
  list: href("/admin/attributes"),
  name: (db, id) => {
    const { label, name } = getAttributeDefinition(db, id);
    return `${label} (${name})`;
  },
  remove: deleteAttributeDefinition,
  notFound: "Attribute not found",
  failed: MODERATION_TEXT.failedDeleteAttribute,
  deleted: MODERATION_TEXT.attributeDeleted,
};

export const loader = (args: Route.LoaderArgs) => deleteScreenLoader(screen, args);

export const action = (args: Route.ActionArgs) => deleteScreenAction(screen, args);

export default function DeleteAttribute() {
  const { itemName, back } = useLoaderData<typeof loader>();
  return <ConfirmDeletePage heading="Delete attribute" itemName={itemName} message={MODERATION_TEXT.confirmDeleteAttribute} cancelHref={back} />;
}

export const meta = (args: Route.MetaArgs) => pageMeta(args, { title: "Delete Attribute · Admin", noindex: true });
