import { href, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/categories";
import { requireAdmin } from "~/auth/guard.server";
import { CategoryForm } from "~/moderation/category-form";
import { buttonClass } from "~/ui/classes";
import { ConfirmDelete, EmptyState } from "~/components/admin-screens";
import { Sr } from "~/ui/badge";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { readForm } from "~/lib/api.server";
import { listCategories } from "~/moderation/categories.server";
import { saveCategoryForm } from "~/moderation/category-form.server";
import { MODERATION_TEXT } from "~/moderation/messages";
import { DEFAULT_CATEGORY_COLOR } from "~/opportunities/constants";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { categories: listCategories(context.get(dbContext)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readForm(request);
  return saveCategoryForm(context.get(dbContext), admin, form, { redirectTo: href("/admin/categories") });
}

export default function Categories() {
  const { categories } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section aria-labelledby="categories-heading">
      <h2 id="categories-heading" className="text-xl font-semibold">
        Categories
      </h2>
      <div className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
        <h3 className="mb-2 text-base font-semibold">Add a category</h3>
        <CategoryForm
          id="category-add"
          defaultValue={{ name: "", color: DEFAULT_CATEGORY_COLOR }}
          lastResult={actionData?.result}
          notice={actionData?.notice}
          submitLabel="Create Category"
        />
      </div>
      {categories.length === 0 ? (
        <div className="mt-6">
          <EmptyState title="No categories yet">Add the first one above.</EmptyState>
        </div>
      ) : (
        <ul
          className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
          aria-label="Categories"
        >
          {categories.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-block h-6 w-6 rounded-full border border-slate-300"
                  style={{ backgroundColor: c.color }}
                />
                <span className="font-medium">{c.name}</span>
                <code className="text-xs text-slate-600">{c.color}</code>
              </div>
              <div className="flex gap-2">
                <Link to={href("/admin/categories/:id/edit", { id: String(c.id) })} className={buttonClass.secondary}>
                  Edit <Sr>{c.name}</Sr>
                </Link>
                <ConfirmDelete
                  confirmHref={href("/admin/categories/:id/delete", { id: String(c.id) })}
                  message={MODERATION_TEXT.confirmDeleteCategory}
                  itemName={c.name}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Categories · Admin", noindex: true });
}
