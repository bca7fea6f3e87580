import type { Route } from "./+types/page-edit";
import { EDITOR_TITLES, EditorScreen } from "~/content/editor-screen";
import { editorAction, editorLoader } from "~/content/editor.server";
import { pageMeta } from "~/lib/meta";

export const loader = (args: Route.LoaderArgs) => editorLoader("page", args);

export const action = (args: Route.ActionArgs) => editorAction("page", args);

export default function EditPage() {
  return <EditorScreen kind="page" />;
}

export const meta = (args: Route.MetaArgs) => pageMeta(args, { title: EDITOR_TITLES.page.edit, noindex: true });
