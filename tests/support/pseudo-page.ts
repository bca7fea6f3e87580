/**
 * The pseudo-language's check (docs/decisions/420, 455) over an HTML document or a mail: the English
 * words of its visible text outside people's own words, each with where it stands. A text with a letter
 * of the pseudo-language's (accented by its catalogue) is a message or a data name; plain Latin words
 * skipped the catalogue. Shared by the walk over the public pages and feeds and the one over the mails.
 */
import { type ChildNode, type Element, isTag, isText } from "domhandler";
import { parseDocument } from "htmlparser2";
import { untranslatedWords } from "~/i18n/pseudo-text";

const VISIBLE_ATTRIBUTES = ["alt", "placeholder", "aria-label", "title"];
/** Code and data shown as such: scripts, the embed snippet's textarea, dates (the Intl locale's). */
const SKIPPED = new Set(["script", "style", "template", "textarea", "time"]);

/**
 * The English words of a document's visible text outside people's own words, each with where it stands:
 * `known` is English the caller accepts as it is shown (a filter's count and the site's name left out).
 */
export function untranslatedInHtml(html: string, { known = new Set<string>(), siteName }: { known?: ReadonlySet<string>; siteName: string }): string[] {
  const found: string[] = [];
  const note = (where: string, text: string) => {
    const shown = text.trim().replace(/\s+/g, " ");
    if (known.has(shown.replace(/ \(\d+\)$/, "").replace(` | ${siteName}`, ""))) return;
    const words = untranslatedWords(shown.split(siteName).join(" "));
    if (words.length) found.push(`${where}: “${shown.slice(0, 120)}”`);
  };
  const walk = (nodes: ChildNode[], path: string) => {
    for (const node of nodes) {
      if (isText(node)) note(path, node.data);
      if (!isTag(node)) continue;
      const element = node as Element;
      if (SKIPPED.has(element.name)) continue;
      // Text in another language (a listing's own words) carries its lang; the page's is xx.
      const lang = element.attribs.lang;
      if (lang && lang !== "en-XA") continue;
      // Not shown to people or assistive technology as words (the bot trap off screen, a logo's initials).
      if (element.attribs["aria-hidden"] === "true") continue;
      const here = `${path} > ${element.name}${element.attribs.id ? `#${element.attribs.id}` : ""}`;
      for (const attribute of VISIBLE_ATTRIBUTES) if (element.attribs[attribute]) note(`${here}[${attribute}]`, element.attribs[attribute]);
      if (element.name === "meta" && ["description", "og:title", "og:description"].includes(element.attribs.name ?? element.attribs.property ?? "")) {
        note(`${here}[${element.attribs.name ?? element.attribs.property}]`, element.attribs.content ?? "");
      }
      if (element.name === "input" && ["submit", "button"].includes(element.attribs.type ?? "") && element.attribs.value) note(`${here}[value]`, element.attribs.value);
      walk(element.children, here);
    }
  };
  const document = parseDocument(html);
  const htmlElement = document.children.find((node): node is Element => isTag(node) && node.name === "html");
  walk(htmlElement ? htmlElement.children : document.children, "html");
  return found;
}

/** The lines of a plain-text mail (or a subject) with English words, once `people` (their own words: titles, names, a reviewer's reason) are taken out. */
export function untranslatedInText(text: string, { people = [], siteName }: { people?: readonly string[]; siteName: string }): string[] {
  let rest = text.split(siteName).join(" ");
  for (const words of people) rest = rest.split(words).join(" ");
  return rest
    .split(/\n/)
    .map((line) => line.trim())
    .filter((line) => untranslatedWords(line).length > 0);
}
