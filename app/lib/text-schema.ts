/**
 * The one string schema for text a person or client sends (forms, admin
 * screens, JSON APIs): `z.string()` plus a refusal of NUL and the other C0
 * control characters. Tab, line feed and carriage return stay allowed (a
 * textarea posts its new lines as CR LF). Every capability's schema builds its
 * text fields from `text()`, so the rule lives here once.
 *
 * One-line fields (titles, organisation names, a stipend, a skill) are stricter, because
 * they are shown in headings, mail subjects and mail bodies (docs/decisions/306): no line
 * breaks or tabs, no characters that turn text around, not only invisible characters, and
 * no letter buried under a pile of marks; NFC, so one word is stored one way.
 */
import { z } from "zod";

export const CONTROL_CHARACTERS_MESSAGE = "Text must not contain control characters (such as NUL)";
export const ONE_LINE_MESSAGE = "Please write this on one line, without line breaks or tabs";
export const DIRECTION_CHARACTERS_MESSAGE = "Please remove the hidden characters that change the direction of the text";
export const INVISIBLE_ONLY_MESSAGE = "Please enter visible text, not only spaces or invisible characters";
export const REPEATED_MARKS_MESSAGE = "Please do not pile up accents or vowel signs on one letter";

/** The messages of the one-line rules, in the order they are checked. */
export const ONE_LINE_MESSAGES = [ONE_LINE_MESSAGE, DIRECTION_CHARACTERS_MESSAGE, INVISIBLE_ONLY_MESSAGE, REPEATED_MARKS_MESSAGE] as const;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** Line and paragraph breaks of every kind, tabs and the C1 controls (NEL among them); other C0 controls are CONTROL's. */
const BREAKS = /[\t\n\v\f\r\u0080-\u009f\u2028\u2029]/;
/** Embeddings, overrides, isolates and the invisible direction marks (LRM, RLM, ALM). */
const DIRECTION = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/;
/**
 * What draws nothing a reader can read: spaces, format and default-ignorable characters, the Hangul
 * and Braille blanks, the musical null notehead (U+1D159, drawn blank), and private-use, unassigned
 * and lone surrogate code points (no font a reader has draws them as text).
 */
const INVISIBLE = /[\p{White_Space}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800\u115f\u1160\u3164\uffa0\u{1D159}\p{Co}\p{Cn}\p{Cs}]/gu;
/**
 * A mark twice in a row (a virama, nukta or vowel sign is needed once), or more than three marks on
 * one letter: Devanagari and Bengali need at most a nukta, a virama or vowel sign, and a nasal sign.
 */
const PILED_MARKS = /(\p{M})\1|\p{M}{4}/u;

/** Controls, line separators and direction characters: what turns one line of text into something else. */
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]+/gu;

/** `text` as one plain line: those characters become spaces, spaces are collapsed (a search text, say). */
export function toOneLine(text: string): string {
  return text.replace(NOT_ONE_LINE, " ").replace(/\s+/g, " ").trim();
}

export function hasNoControlCharacters(value: string): boolean {
  return !CONTROL.test(value);
}

/** Why `value` cannot be a one-line text (one of ONE_LINE_MESSAGES), or null when it can. */
export function oneLineProblem(value: string): string | null {
  if (BREAKS.test(value)) return ONE_LINE_MESSAGE;
  if (DIRECTION.test(value)) return DIRECTION_CHARACTERS_MESSAGE;
  // Blank text is the field's "required" message, not this one.
  if (value.trim() !== "" && value.replace(INVISIBLE, "") === "") return INVISIBLE_ONLY_MESSAGE;
  // On the uncomposed text too: composing `e` + U+0301 + U+0301 leaves é + U+0301, one mark.
  if (PILED_MARKS.test(value) || PILED_MARKS.test(value.normalize("NFD"))) return REPEATED_MARKS_MESSAGE;
  return null;
}

/** `z.string(params)` that refuses control characters other than tab and new lines. */
export function plainText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(hasNoControlCharacters, { message: CONTROL_CHARACTERS_MESSAGE });
}

/** `plainText` for a one-line field: NFC, and refused with a clear message by `oneLineProblem`. */
export function oneLineText(params?: Parameters<typeof z.string>[0]) {
  return plainText(params)
    .normalize("NFC")
    .superRefine((value, ctx) => {
      const problem = oneLineProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
}
