import { href, useActionData } from "react-router";
import type { Route } from "./+types/attribute-new";
import { requireAdmin } from "~/auth/guard.server";
import { AttributeForm } from "~/moderation/attribute-form";
import { AdminScreen } from "~/components/admin-screens";
import { saveAttributeForm } from "~/moderation/attribute-save.server";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { createAttributeDefinition } from "~/moderation/attributes.server";
import { MODERATION_TEXT } from "~/moderation/messages";
import { attributeDefinitionSchema } from "~/moderation/schemas";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  return saveAttributeForm(
    request,
    attributeDefinitionSchema(),
    MODERATION_TEXT.creationFailed,
    (value) => createAttributeDefinition(context.get(dbContext), admin, value),
    (value) => ({ message: MODERATION_TEXT.attributeCreated, description: `“${value.label}” (${value.name}) was added.` }),
  );
}

export default function NewAttribute() {
  const actionData = useActionData<typeof action>();
  return (
    <AdminScreen id="new-attribute-heading" title="Add Attribute">
      <AttributeForm
        lastResult={actionData?.result}
        notice={actionData?.notice}
        submitLabel="Create Attribute"
        cancelHref={href("/admin/attributes")}
        defaultValue={{
          name: "",
          label: "",
          dataType: "string",
          opportunityTypes: [],
          isRequired: false,
          defaultValue: "",
          validationRules: "",
          displayOrder: "0",
        }}
      />
    </AdminScreen>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Add Attribute · Admin", noindex: true });
}
