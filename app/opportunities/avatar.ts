/**
 * The organisation avatar shown when a listing has no logo (§2): initials on a
 * colour derived from the name, drawn by us (no third-party avatar service).
 */
const COLOURS = [
  "#4338ca",
  "#0f766e",
  "#b45309",
  "#be123c",
  "#7e22ce",
  "#1d4ed8",
  "#15803d",
  "#c2410c",
  "#0e7490",
  "#a21caf",
] as const;

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** The first user-perceived character of a word (a whole grapheme cluster: "ग्रा", not "ग"). */
function firstGrapheme(word: string): string {
  for (const { segment } of graphemes.segment(word)) return segment;
  return "";
}

/**
 * Initials: the first grapheme of the first two words for scripts with letter case
 * ("Green Earth" → "GE"); one grapheme for the others, whose first clusters are
 * often already two letters wide ("ग्राम विकास संस्था" → "ग्रा").
 */
export function initialsOf(name: string): string {
  const words = name.normalize("NFC").match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu) ?? [];
  if (!words.length) return "?";
  const first = firstGrapheme(words[0]!);
  const cased = first.toUpperCase() !== first.toLowerCase();
  if (!cased || words.length === 1) return first.toUpperCase();
  return (first + firstGrapheme(words[1]!)).toUpperCase();
}

export function avatarFor(name: string): { initials: string; colour: string } {
  const initials = initialsOf(name);
  // FNV-1a over the lower-cased name: the same organisation always gets the same colour.
  let hash = 0x811c9dc5;
  for (const ch of name.trim().toLowerCase()) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return { initials, colour: COLOURS[hash % COLOURS.length]! };
}
