/**
 * English words in Hindi text (docs/glossary/hindi.md): the unit check of the catalogue and the
 * e2e check of whole Hindi pages share the allow-list.
 */

/** Brands and standards by their own names, notations, and the language switch's "English". */
export const ALLOWED_LATIN_WORDS = new Set([
  "English",
  "RSS",
  // JSON Feed, a standard by its own name like RSS (docs/decisions/392)
  "JSON",
  "WhatsApp",
  "URL",
  "CSV",
  // "Download (JSON)" on the My data page
  "JSON",
  "JavaScript",
  "IP",
  // IPv6, as the privacy terms name it
  "IPv",
  "Global",
  "Privacy",
  "Control",
  "https",
  "http",
  "NUL",
  "YYYY-MM-DD",
  // 200x200px
  "x",
  "px",
]);

/** The Latin words of a message, its {placeholders} and plural keywords left out. */
export function latinWords(message: string): string[] {
  const text = message
    .replace(/\{\s*\w+\s*,\s*plural\s*,/g, "")
    .replace(/(?:=\d+|zero|one|two|few|many|other)\s*\{/g, "{")
    .replace(/\{\w+\}/g, "");
  return text.match(/[A-Za-z][A-Za-z.'-]*/g) ?? [];
}
