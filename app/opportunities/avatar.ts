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

export function avatarFor(name: string): { initials: string; colour: string } {
  const words = name.normalize("NFKC").match(/[\p{L}\p{N}]+/gu) ?? [];
  const initials = words.length
    ? words
        .slice(0, 2)
        .map((w) => Array.from(w)[0]!)
        .join("")
        .toUpperCase()
    : "?";
  // FNV-1a over the lower-cased name: the same organisation always gets the same colour.
  let hash = 0x811c9dc5;
  for (const ch of name.trim().toLowerCase()) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return { initials, colour: COLOURS[hash % COLOURS.length]! };
}
