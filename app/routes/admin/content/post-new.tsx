import { useActionData } from "react-router";
import type { Route } from "./+types/post-new";
import { requireAdmin } from "~/auth/guard.server";
import { ContentEditor } from "~/content/editor";
import { editorAction } from "~/content/editor.server";
import { pageMeta } from "~/lib/meta";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  return editorAction("post", null, request, context);
}

export default function NewPost() {
  const actionData = useActionData<typeof action>();
  return (
    <section aria-labelledby="editor-heading">
      <h2 id="editor-heading" className="mb-4 text-xl font-semibold">
        New Blog Post
      </h2>
      <ContentEditor kind="post" lastResult={actionData?.result} preview={actionData?.preview} />
    </section>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "New Blog Post", noindex: true });
}
