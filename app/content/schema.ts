/**
 * Schemas for the content-page and blog-post editors (their forms and actions).
 * The body is Markdown; it is sanitised when rendered, never trusted.
 */
import { z } from "zod";
import { plainText } from "~/lib/text-schema";
import { checkbox, optionalText, optionalUrlOrPath } from "./url-rules";

export const CONTENT_MESSAGES = {
  title: "Title is required",
  content: "Content is required",
  slugFormat: "Use lowercase letters, digits and single dashes, e.g. privacy-policy",
  slugTaken: "This slug is already in use",
} as const;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const common = {
  title: plainText({ error: CONTENT_MESSAGES.title }).trim().min(1, CONTENT_MESSAGES.title).max(200, "Keep the title under 200 characters"),
  /** Empty: made from the title. */
  slug: plainText()
    .trim()
    .toLowerCase()
    .max(100, "Keep the slug under 100 characters")
    .regex(SLUG_PATTERN, CONTENT_MESSAGES.slugFormat)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  content: plainText({ error: CONTENT_MESSAGES.content }).min(1, CONTENT_MESSAGES.content).max(200_000, "Keep the content under 200,000 characters")
    .refine((v) => v.trim().length > 0, CONTENT_MESSAGES.content),
  metaTitle: optionalText(200, "Keep the meta title under 200 characters"),
  metaDescription: optionalText(500, "Keep the meta description under 500 characters"),
  published: checkbox.default(false),
};

export const contentPageSchema = z.object({
  ...common,
  /** Linked from the site footer while published. */
  showInFooter: checkbox.default(false),
});

export const blogPostSchema = z.object({
  ...common,
  summary: optionalText(500, "Keep the summary under 500 characters"),
  featuredImage: optionalUrlOrPath,
});

/** Every field either editor has: the type of the shared editor form. */
export const editorFieldsSchema = blogPostSchema.extend({ showInFooter: checkbox.default(false) });

export type ContentPageInput = z.output<typeof contentPageSchema>;
export type BlogPostInput = z.output<typeof blogPostSchema>;

/** The editor's "Preview" and the live preview endpoint only need the Markdown. */
export const markdownPreviewSchema = z.object({
  content: plainText().max(200_000, "Keep the content under 200,000 characters").default(""),
});
