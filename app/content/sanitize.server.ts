/**
 * The one place where stored Markdown and HTML become HTML for a page:
 * Markdown through `marked`, then everything through `sanitize-html` with an
 * allow-list (no scripts, styles, iframes or event handlers; links only
 * http(s), mailto or paths on this site; images only http(s) or site paths).
 */
import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

const marked = new Marked({ gfm: true, breaks: false, async: false });

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((t) => t !== "wbr"),
    "img",
    "h1",
    "h2",
    "del",
    "s",
  ],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    th: ["align", "colspan", "rowspan"],
    td: ["align", "colspan", "rowspan"],
    ol: ["start"],
    code: ["class"],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      return {
        tagName,
        attribs: /^https?:/i.test(href) ? { ...attribs, rel: "noopener noreferrer" } : attribs,
      };
    },
    // An image without a text alternative is treated as decorative, so screen readers skip it.
    img: (tagName, attribs) => ({ tagName, attribs: { alt: "", ...attribs, loading: "lazy" } }),
  },
};

// rel is added by the transform above; allow it through.
(OPTIONS.allowedAttributes as Record<string, string[]>).a!.push("rel");

/** Sanitises admin-authored HTML (html-type site settings) for rendering. */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Markdown → sanitised HTML. */
export function renderMarkdown(markdown: string): string {
  return sanitizeRichHtml(marked.parse(markdown, { async: false }));
}

/** Plain text of Markdown (for excerpts and fallbacks in meta descriptions). */
export function markdownExcerpt(markdown: string, max = 160): string {
  const text = sanitizeHtml(marked.parse(markdown, { async: false }), { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
