/**
 * One voice (docs/ui-writing-guide.md): every English message in the catalogue is in sentence case where it
 * is a label, button, heading, tab, option or toast title, and no message uses a word the guide retires.
 */
import { describe, expect, it } from "vitest";
import { ENGLISH_MESSAGES } from "~/texts";

/** Names keep their capitals (the guide's "Case"). Acronyms (CSV, URL, JSON) pass on their own. */
const NAME_PHRASES = ["JSON Feed", "Impact Careers"];
const NAMES = new Set(["India", "India's", "Indian", "English", "Hindi", "Marathi", "Bengali", "WhatsApp", "Impact", "Careers", "Aadhaar"]);

/** Texts kept as the spec writes them: its page names and the stored location values. */
const AS_THE_SPEC_WRITES_THEM = new Set([
  "Discover Impact Opportunities in India",
  "Build your Career of Impact",
  "404 Page Not Found",
  "Job Not Found",
  "Internship Not Found",
  "Fellowship Not Found",
  "Course Not Found",
  "Scholarship Not Found",
  "Submit an Internship",
  "Submit a Fellowship",
  "Submit a Course",
  "Submit a Job",
  "Terms and Conditions",
  "Features Preview",
  "Admin Dashboard",
  "Remote (Work From Home)",
  "In-Person (On-Site)",
  "Both Remote & In-Person",
]);

/** The words the guide retires, each with the word to say instead. */
const RETIRED: [RegExp, string][] = [
  [/\borganiz/i, "organisation"],
  [/\blog ?out\b/i, "sign out"],
  [/\bSign Out\b/, "Sign out"],
  [/\bback to listings\b/i, "Back to opportunities"],
  [/\blegacy\b/i, "job (say where it came from in words)"],
  [/\ball options\b/i, "Any …"],
  [/\bworldwide\b/i, "Any location"],
];

/** The texts a message shows: placeholders become X, each plural or select branch is a text of its own. */
export function textsOf(message: string): string[] {
  let text = message;
  for (let previous = ""; previous !== text; ) {
    previous = text;
    text = text.replace(/\{\w+\}/g, "X").replace(/#/g, "X");
  }
  if (!/\{\w+,\s*(plural|select|selectordinal),/.test(text)) return [text];
  return text
    .replace(/\{\w+,\s*(plural|select|selectordinal),\s*/g, "")
    .split(/(?:=?\w+)\s*\{|\}/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** A label, button, heading or option: a short phrase, one sentence at most. */
function isLabel(text: string): boolean {
  const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  return words.length > 0 && words.length <= 8 && !/[.!?]\s+\S/.test(text.trim());
}

/** The words after the first of each phrase that start with a capital and are not names or acronyms. */
export function titleCaseWords(text: string): string[] {
  if (AS_THE_SPEC_WRITES_THEM.has(text.trim())) return [];
  const found: string[] = [];
  const named = NAME_PHRASES.reduce((rest, name) => rest.replaceAll(name, "X"), text);
  for (const phrase of named.split(/[:?!]\s+|\s+[—–]\s+|[“”"]/)) {
    const words = phrase.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
    for (const word of words.slice(1)) {
      if (!/^\p{Lu}/u.test(word) || /^X(['’]s)?$/.test(word)) continue;
      if (/^[\p{Lu}\d-]{2,}s?$/u.test(word) || NAMES.has(word)) continue;
      found.push(word);
    }
  }
  return found;
}

describe("one voice in the English catalogue (docs/ui-writing-guide.md)", () => {
  it("writes every label, button, heading and option in sentence case", () => {
    const titleCase = Object.entries(ENGLISH_MESSAGES).flatMap(([id, message]) =>
      textsOf(message)
        .filter(isLabel)
        .filter((text) => titleCaseWords(text).length > 0)
        .map((text) => `${id}: "${text}" (${titleCaseWords(text).join(", ")})`),
    );
    expect(titleCase).toEqual([]);
  });

  it("uses none of the words the guide retires", () => {
    const retired = Object.entries(ENGLISH_MESSAGES).flatMap(([id, message]) =>
      textsOf(message).flatMap((text) => RETIRED.filter(([word]) => word.test(text)).map(([, say]) => `${id}: "${text}" (say ${say})`)),
    );
    expect(retired).toEqual([]);
  });

  it("catches Title Case and retired words, and lets names, acronyms and the spec's page names through", () => {
    expect(titleCaseWords("Load More")).toEqual(["More"]);
    expect(titleCaseWords("Organization Name")).toEqual(["Name"]);
    expect(textsOf("{count, plural, one {{shown} Internship} other {{shown} Internships}}").flatMap(titleCaseWords)).toEqual(["Internship", "Internships"]);
    expect(titleCaseWords("Share on WhatsApp")).toEqual([]);
    expect(titleCaseWords("Download as CSV")).toEqual([]);
    expect(titleCaseWords("JSON Feed")).toEqual([]);
    expect(titleCaseWords("Idea 2: Featured carousel")).toEqual([]);
    expect(titleCaseWords("Job Not Found")).toEqual([]);
    expect(isLabel("For example: Climate Research Intern. 5 to 100 characters.")).toBe(false);
    expect(RETIRED.some(([word]) => word.test("Back to Listings"))).toBe(true);
    expect(RETIRED.some(([word]) => word.test("Open listings from X"))).toBe(false);
  });
});
