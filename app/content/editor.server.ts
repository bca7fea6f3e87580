/**
 * The editor screens' action: "Preview" renders the Markdown and keeps what was
 * typed; "Save" validates with the shared schema and stores the page or post.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, type RouterContextProvider } from "react-router";
import { dataWithError, redirectWithSuccess } from "remix-toast";
import { requireAdmin } from "~/auth/guard.server";
import { dbContext } from "~/lib/context";
import { saveBlogPost } from "./blog.server";
import { saveContentPage } from "./pages.server";
import { renderMarkdown } from "./sanitize.server";
import { blogPostSchema, contentPageSchema, markdownPreviewSchema } from "./schema";
import { readForm } from "~/lib/api.server";

export async function editorAction(
  kind: "page" | "post",
  id: number | null,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
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
