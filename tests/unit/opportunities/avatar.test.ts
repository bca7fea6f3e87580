import { describe, expect, it } from "vitest";
import { avatarFor, initialsOf } from "../../../app/opportunities/avatar";

describe("organisation initials", () => {
  it.each([
    ["ग्राम विकास संस्था", "ग्रा"],
    ["Green Earth Trust", "GE"],
    ["pratham", "P"],
    ["   ", "?"],
    ["நீர் அறக்கட்டளை", "நீ"],
    ["Ünited Ørg", "ÜØ"],
    ["123 Foundation", "1"],
  ])("%s → %s", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
    expect(avatarFor(name).initials).toBe(initials);
  });
});
