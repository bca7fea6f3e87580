/**
 * The editor screens' action: "Preview" renders the Markdown and keeps what was
 * typed; "Save" validates with the shared schema and stores the page or post.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, type RouterContextProvider } from "react-router";
import { dataWithError, redirectWithSuccess } from "remix-toast";
import { requireAdmin } from "~/auth/guard.server";
import { dbContext } from "~/lib/context";
import { getBlogPost, saveBlogPost } from "./blog.server";
import { getContentPage, saveContentPage } from "./pages.server";
import { renderMarkdown } from "./sanitize.server";
import { blogPostSchema, contentPageSchema, markdownPreviewSchema } from "./schema";
import { readForm } from "~/lib/api.server";

interface EditorArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { id?: string };
}

/** The `:id` of an edit screen (a 404 unless a positive integer); null on a "new" screen. */
function editorId(params: EditorArgs["params"]): number | null {
  if (params.id === undefined) return null;
  const id = Number(params.id);
  if (!/^\d{1,15}$/.test(params.id) || id < 1) throw data(null, { status: 404 });
  return id;
}

/** The page or post being edited with its rendered preview; null on a "new" screen. */
export async function editorLoader(kind: "page" | "post", { request, context, params }: EditorArgs) {
  await requireAdmin(request, context);
  const id = editorId(params);
  if (id === null) return null;
  const db = context.get(dbContext);
  const row = kind === "page" ? getContentPage(db, id) : getBlogPost(db, id);
  if (!row) throw data(null, { status: 404 });
  const publicPath = kind === "page" ? href("/pages/:slug", { slug: row.slug }) : href("/blog/:slug", { slug: row.slug });
  return { row, preview: renderMarkdown(row.content), publicPath: row.published ? publicPath : null };
}

export async function editorAction(kind: "page" | "post", { request, context, params }: EditorArgs) {
  const id = editorId(params);
  const user = await requireAdmin(request, context);
  const db = context.get(dbContext);
  // Up to 200,000 characters of Markdown, urlencoded (a Devanagari character is 9 bytes).
  const formData = await readForm(request, { limit: 2 * 1024 * 1024 });

  if (formData.get("intent") === "preview") {
    const submission = parseWithZod(formData, { schema: markdownPreviewSchema });
    const content = submission.status === "success" ? submission.value.content : "";
    return data({ result: submission.reply(), preview: renderMarkdown(content) });
  }

  if (kind === "page") {
    const submission = parseWithZod(formData, { schema: contentPageSchema });
    if (submission.status !== "success") return data({ result: submission.reply(), preview: null }, { status: 400 });
    const saved = saveContentPage(db, id, submission.value, user.id);
    if (!saved.ok) {
      const field = saved.field ?? "title";
      return dataWithError(
        { result: submission.reply({ fieldErrors: { [field]: [saved.message] } }), preview: null },
        { message: "Failed to save content page", description: saved.message },
        { status: saved.status },
      );
    }
    return redirectWithSuccess(href("/admin/content"), id ? "Content page updated successfully" : "Content page created successfully");
  }

  const submission = parseWithZod(formData, { schema: blogPostSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), preview: null }, { status: 400 });
  const saved = saveBlogPost(db, id, submission.value, user.id);
  if (!saved.ok) {
    const field = saved.field ?? "title";
    return dataWithError(
      { result: submission.reply({ fieldErrors: { [field]: [saved.message] } }), preview: null },
      { message: id ? "Failed to update blog post" : "Failed to create blog post", description: saved.message },
      { status: saved.status },
    );
  }
  return redirectWithSuccess(href("/admin/content"), id ? "Blog post updated successfully" : "Blog post created successfully");
}
