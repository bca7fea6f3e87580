/**
 * The one string schema for text a person or client sends (forms, admin
 * screens, JSON APIs): `z.string()` plus a refusal of NUL and the other C0
 * control characters. Tab, line feed and carriage return stay allowed (a
 * textarea posts its new lines as CR LF). Every capability's schema builds its
 * text fields from `text()`, so the rule lives here once.
 */
import { z } from "zod";

export const CONTROL_CHARACTERS_MESSAGE = "Text must not contain control characters (such as NUL)";

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function hasNoControlCharacters(value: string): boolean {
  return !CONTROL.test(value);
}

/** `z.string(params)` that refuses control characters other than tab and new lines. */
export function plainText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(hasNoControlCharacters, { message: CONTROL_CHARACTERS_MESSAGE });
}
