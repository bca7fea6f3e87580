import { useActionData } from "react-router";
import type { Route } from "./+types/page-new";
import { requireAdmin } from "~/auth/guard.server";
import { ContentEditor } from "~/content/editor";
import { editorAction } from "~/content/editor.server";
import { pageMeta } from "~/lib/meta";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  return editorAction("page", null, request, context);
}

export default function NewPage() {
  const actionData = useActionData<typeof action>();
  return (
    <section aria-labelledby="editor-heading">
      <h2 id="editor-heading" className="mb-4 text-xl font-semibold">
        New Content Page
      </h2>
      <ContentEditor kind="page" lastResult={actionData?.result} preview={actionData?.preview} />
    </section>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "New Content Page", noindex: true });
}
