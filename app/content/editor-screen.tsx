/** The content page and blog post editor screens, new and edit: one component for the four routes. */
import { useActionData, useLoaderData } from "react-router";
import { ContentEditor } from "./editor";
import type { editorAction, editorLoader } from "./editor.server";

export const EDITOR_TITLES = {
  page: { new: "New Content Page", edit: "Edit Content Page" },
  post: { new: "New Blog Post", edit: "Edit Blog Post" },
} as const;

export function EditorScreen({ kind }: { kind: "page" | "post" }) {
  const loaded = useLoaderData<typeof editorLoader>();
  const actionData = useActionData<typeof editorAction>();
  return (
    <section aria-labelledby="editor-heading">
      <h2 id="editor-heading" className="mb-4 text-xl font-semibold">
        {EDITOR_TITLES[kind][loaded ? "edit" : "new"]}
      </h2>
      <ContentEditor
        kind={kind}
        initial={loaded?.row}
        lastResult={actionData?.result}
        preview={actionData?.preview ?? loaded?.preview}
        publicPath={loaded?.publicPath}
      />
    </section>
  );
}
