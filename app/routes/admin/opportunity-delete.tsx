import { href, useLoaderData } from "react-router";
import type { Route } from "./+types/opportunity-delete";
import { ConfirmDeletePage } from "~/components/admin-screens";
import { pageMeta } from "~/lib/meta";
import { getAdminOpportunity } from "~/moderation/queries.server";
import { deleteOpportunity } from "~/opportunities/write.server";
import { MODERATION_TEXT } from "~/moderation/messages";
import { deleteScreenAction, deleteScreenLoader, type DeleteScreen } from "~/moderation/page-actions.server";

const screen: DeleteScreen = {
  list: href("/admin/opportunities"),
  followReturnTo: true,
  name: (db, id) => {
    const { title, organization } = getAdminOpportunity(db, id);
    return `${title} · ${organization.name}`;
  },
  remove: deleteOpportunity,
  notFound: "Opportunity not found",
  failed: MODERATION_TEXT.failedDeleteOpportunity,
  deleted: { message: MODERATION_TEXT.opportunityDeleted, description: MODERATION_TEXT.opportunityDeletedDescription },
};

export const loader = (args: Route.LoaderArgs) => deleteScreenLoader(screen, args);

export const action = (args: Route.ActionArgs) => deleteScreenAction(screen, args);

export default function DeleteOpportunity() {
  const { itemName, back } = useLoaderData<typeof loader>();
  return <ConfirmDeletePage heading="Delete opportunity" itemName={itemName} message={MODERATION_TEXT.confirmDeleteOpportunity} cancelHref={back} />;
}

export const meta = (args: Route.MetaArgs) => pageMeta(args, { title: "Delete Opportunity · Admin", noindex: true });
