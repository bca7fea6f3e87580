import { href, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/category-edit";
import { requireAdmin } from "~/auth/guard.server";
import { CategoryForm } from "~/moderation/category-form";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { readForm } from "~/lib/api.server";
import { getCategory } from "~/moderation/categories.server";
import { saveCategoryForm } from "~/moderation/category-form.server";
import { rowOr404 } from "~/moderation/page-actions.server";
import { namesOf } from "~/taxonomy/names.server";

function loadOr404(db: Parameters<typeof getCategory>[0], rawId: string) {
  return rowOr404(rawId, (id) => getCategory(db, id));
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const db = context.get(dbContext);
  const category = loadOr404(db, params.id);
  return { category: { ...category, names: namesOf(db, "category", category.id) } };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const db = context.get(dbContext);
  const { id } = loadOr404(db, params.id);
  return saveCategoryForm(db, admin, await readForm(request), { id, redirectTo: href("/admin/categories") });
}

export default function EditCategory() {
  const { category } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section aria-labelledby="edit-category-heading" className="max-w-2xl">
      <h2 id="edit-category-heading" className="mb-4 text-xl font-semibold">
        Edit Category
      </h2>
      <CategoryForm
        id="category-edit"
        defaultValue={{ name: category.name, color: category.color, names: category.names }}
        lastResult={actionData?.result}
        notice={actionData?.notice}
        submitLabel="Save Changes"
        cancelHref={href("/admin/categories")}
      />
    </section>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Edit Category · Admin", noindex: true });
}
