/** The one-line iframe an organisation copies (docs/decisions/393): its embed, in the page's language. */
import { type Locale, localizePath } from "../i18n/locales";
import { absoluteUrl } from "../lib/meta";

export function embedSnippet(siteUrl: string, slug: string, locale: Locale, title: string): string {
  const src = absoluteUrl(siteUrl, localizePath(`/embed/organizations/${encodeURIComponent(slug)}`, locale));
  const escaped = title.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  return `<iframe src="${src}" title="${escaped}" width="100%" height="480" style="border:0" loading="lazy"></iframe>`;
}
