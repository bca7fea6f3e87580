import { data, href, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/page-edit";
import { requireAdmin } from "~/auth/guard.server";
import { getContentPage } from "~/content/pages.server";
import { ContentEditor } from "~/content/editor";
import { editorAction } from "~/content/editor.server";
import { renderMarkdown } from "~/content/sanitize.server";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";

function idFrom(params: { id: string }) {
  const id = Number(params.id);
  if (!/^\d{1,15}$/.test(params.id) || id < 1) throw data(null, { status: 404 });
  return id;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const row = getContentPage(context.get(dbContext), idFrom(params));
  if (!row) throw data(null, { status: 404 });
  return { row, preview: renderMarkdown(row.content) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return editorAction("page", idFrom(params), request, context);
}

export default function EditPage() {
  const { row, preview } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section aria-labelledby="editor-heading">
      <h2 id="editor-heading" className="mb-4 text-xl font-semibold">
        Edit Content Page
      </h2>
      <ContentEditor
        kind="page"
        initial={row}
        lastResult={actionData?.result}
        preview={actionData?.preview ?? preview}
        publicPath={row.published ? href("/pages/:slug", { slug: row.slug }) : null}
      />
    </section>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Edit Content Page", noindex: true });
}
