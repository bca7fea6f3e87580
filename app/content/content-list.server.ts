/** The actions of the Content & Blog list: publish, unpublish and delete a page or a post. */
import { data } from "react-router";
import { redirectWithError, redirectWithSuccess } from "remix-toast";
import type { Db } from "../../db/client.server";
import { CONTENT_PANEL } from "./content-list";
import { deleteBlogPost, setBlogPostPublished } from "./blog.server";
import { deleteContentPage, setContentPagePublished } from "./pages.server";

const KINDS = {
  page: { noun: "Content page", remove: deleteContentPage, setPublished: setContentPagePublished },
  post: { noun: "Blog post", remove: deleteBlogPost, setPublished: setBlogPostPublished },
} as const;

/** `intent` is `delete-page`, `publish-post`, `unpublish-page`, …; anything else is a 400. */
export function contentListAction(db: Db, formData: FormData, actorId: number) {
  const [, verb, kind] = /^(delete|publish|unpublish)-(page|post)$/.exec(String(formData.get("intent") ?? "")) ?? [];
  if (!verb || !kind) throw data({ message: "Unknown action" }, { status: 400 });
  const { noun, remove, setPublished } = KINDS[kind as keyof typeof KINDS];
  const id = Number(formData.get("id"));
  const valid = Number.isSafeInteger(id) && id > 0;
  const [done, failed] = verb === "delete" ? ["deleted", "delete"] : ["updated", "update"];
  const ok = valid && (verb === "delete" ? remove(db, id, actorId) : setPublished(db, id, verb === "publish", actorId));
  return ok
    ? redirectWithSuccess(CONTENT_PANEL, `${noun} ${done} successfully`)
    : redirectWithError(CONTENT_PANEL, `Failed to ${failed} ${noun.toLowerCase()}`);
}
