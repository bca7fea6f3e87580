/**
 * The passages of a listing's texts that hold the words its flags quote, for the moderator
 * (app/trust/signals.ts): each sentence once, split into plain and matched parts so the page
 * marks the matched words (`<mark>`). Browser-safe.
 */

/** A run of text, matched (to be marked) or not. */
export interface Part {
  text: string;
  marked: boolean;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/gu, "\\$&");
}

/** The text split at every (case-insensitive) occurrence of the words, longest first. */
export function markWords(text: string, words: readonly string[]): Part[] {
  const wanted = [...new Set(words.filter((word) => word.trim()))].sort((a, b) => b.length - a.length);
  if (!wanted.length || !text) return text ? [{ text, marked: false }] : [];
  const pattern = new RegExp(wanted.map((word) => escapeRegExp(word.normalize("NFC")).replace(/\s+/g, "\\s+")).join("|"), "giu");
  const parts: Part[] = [];
  let last = 0;
  const source = text.normalize("NFC");
  for (const match of source.matchAll(pattern)) {
    if (!match[0]) continue;
    if (match.index > last) parts.push({ text: source.slice(last, match.index), marked: false });
    parts.push({ text: match[0], marked: true });
    last = match.index + match[0].length;
  }
  if (last < source.length) parts.push({ text: source.slice(last), marked: false });
  return parts;
}

/** The sentences of the texts holding any of the words, each split for marking (at most `limit`). */
export function flaggedPassages(texts: ReadonlyArray<string | null | undefined>, words: readonly string[], limit = 6): Part[][] {
  if (!words.length) return [];
  const out: Part[][] = [];
  for (const text of texts) {
    if (!text) continue;
    for (const sentence of text.normalize("NFC").split(/(?<=[.!?।॥])\s+|\n+/u)) {
      const parts = markWords(sentence.trim(), words);
      if (parts.some((part) => part.marked)) out.push(parts);
      if (out.length >= limit) return out;
    }
  }
  return out;
}
