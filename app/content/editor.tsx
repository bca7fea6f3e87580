/**
 * The content-page and blog-post editor (the earlier version did not show these
 * screens; docs/decisions/084-content-and-blog.md). Markdown with a
 * preview: the "Preview" button renders it on the server (works without
 * JavaScript); with JavaScript the preview follows typing.
 */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState } from "react";
import { Form, href, Link } from "react-router";
import { btn, btnPrimary } from "~/ui/classes";
import { CheckboxField, TextAreaField, TextField } from "~/ui/form-fields";
import { FormErrors } from "~/ui/form-notices";
import { prose } from "./prose";
import { blogPostSchema, contentPageSchema, type editorFieldsSchema, markdownPreviewSchema } from "./schema";

export interface EditorValues {
  title?: string;
  slug?: string;
  content?: string;
  summary?: string | null;
  featuredImage?: string | null;
  metaTitle?: string | null;
  metaDescription?: string | null;
  published?: boolean;
  showInFooter?: boolean;
}

export function ContentEditor({
  kind,
  initial,
  lastResult,
  preview,
  publicPath,
}: {
  kind: "page" | "post";
  initial?: EditorValues;
  lastResult?: SubmissionResult<string[]>;
  /** Sanitised HTML of the last server-side preview. */
  preview?: string | null;
  /** The public address once published, for a "View" link. */
  publicPath?: string | null;
}) {
  const schema = kind === "page" ? contentPageSchema : blogPostSchema;
  const [form, fields] = useForm({
    id: `${kind}-editor`,
    lastResult,
    defaultValue: {
      title: initial?.title ?? "",
      slug: initial?.slug ?? "",
      content: initial?.content ?? "",
      summary: initial?.summary ?? "",
      featuredImage: initial?.featuredImage ?? "",
      metaTitle: initial?.metaTitle ?? "",
      metaDescription: initial?.metaDescription ?? "",
      published: initial?.published ? "on" : undefined,
      showInFooter: initial?.showInFooter ? "on" : undefined,
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData, submitter }) =>
      parseWithZod(formData, {
        // The Preview button only needs the Markdown; the form's fields are typed by both editors' fields (a superset).
        schema: (submitter instanceof HTMLButtonElement && submitter.value === "preview"
          ? markdownPreviewSchema
          : schema) as typeof editorFieldsSchema,
      }),
  });

  // A plain fetch, not a fetcher: a fetcher's POST makes React Router reload the page's data, and one
  // that ends while "Save" is navigating takes that navigation's place (its flashed toast with it).
  const [liveHtml, setLiveHtml] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | undefined>(undefined);
  const stopPreview = () => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
  };
  useEffect(() => stopPreview, []);
  const onMarkdownInput = (value: string) => {
    stopPreview();
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      inFlight.current = controller;
      fetch(href("/api/admin/markdown-preview"), {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ content: value }),
        signal: controller.signal,
      })
        .then((res) => (res.ok ? (res.json() as Promise<{ html: string }>) : null))
        .then((body) => body && setLiveHtml(body.html))
        .catch(() => {
          // Aborted or offline: the server-side Preview button still works.
        });
    }, 400);
  };
  const html = liveHtml ?? preview ?? null;
  const label = kind === "page" ? "page" : "post";

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <Form method="post" {...getFormProps(form)} className="space-y-1">
        <FormErrors errors={form.errors} id={form.errorId} />
        <TextField meta={fields.title} label="Title" required />
        <TextField
          meta={fields.slug}
          label="Slug"
          hint={`Lowercase letters, digits and dashes. Leave empty to make one from the title. Address: ${
            kind === "page" ? "/pages/" : "/blog/"
          }{slug}`}
        />
        {kind === "post" ? (
          <TextAreaField meta={fields.summary} label="Summary" rows={2} hint="Shown in the post list and as the description." />
        ) : null}
        <TextAreaField
          meta={fields.content}
          label="Content (Markdown)"
          required
          rows={16}
          mono
          onInput={onMarkdownInput}
          hint="Markdown: # headings, **bold**, [links](https://…), lists. HTML tags that could run code are removed."
        />
        {kind === "post" ? (
          <TextField meta={fields.featuredImage} label="Featured Image URL" hint="Optional http(s) URL or /path; 1200x630 works best." />
        ) : null}
        <TextField meta={fields.metaTitle} label="Meta Title" hint="Optional; the title is used when empty." />
        <TextAreaField meta={fields.metaDescription} label="Meta Description" rows={2} hint="Optional; about 150 characters." />
        <CheckboxField meta={fields.published} label={`Published (visible on the site)`} />
        {kind === "page" ? <CheckboxField meta={fields.showInFooter} label="Link from the site footer" /> : null}
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Link to={href("/admin/content")} className={btn}>
            Cancel
          </Link>
          <button type="submit" name="intent" value="preview" formNoValidate className={btn}>
            Preview
          </button>
          <button type="submit" name="intent" value="save" className={btnPrimary}>
            Save {label}
          </button>
        </div>
      </Form>
      <section aria-labelledby={`${kind}-preview-heading`} aria-live="polite" className="min-w-0">
        <div className="flex items-center justify-between gap-2">
          <h2 id={`${kind}-preview-heading`} className="text-lg font-semibold">
            Preview
          </h2>
          {publicPath ? (
            <a href={publicPath} className="text-sm text-brand-700 underline">
              View on site
            </a>
          ) : null}
        </div>
        <div className="mt-2 rounded-md border border-slate-200 p-4">
          {html ? (
            <div className={prose} dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <p className="text-sm text-slate-600">Press Preview to see the rendered Markdown.</p>
          )}
        </div>
      </section>
    </div>
  );
}
