import type { Route } from "./+types/post-edit";
import { EDITOR_TITLES, EditorScreen } from "~/content/editor-screen";
import { editorAction, editorLoader } from "~/content/editor.server";
import { pageMeta } from "~/lib/meta";

export const loader = (args: Route.LoaderArgs) => editorLoader("post", args);

export const action = (args: Route.ActionArgs) => editorAction("post", args);

export default function EditPost() {
  return <EditorScreen kind="post" />;
}

export const meta = (args: Route.MetaArgs) => pageMeta(args, { title: EDITOR_TITLES.post.edit, noindex: true });
