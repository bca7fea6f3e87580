import { describe, expect, it } from "vitest";
import {
  checkFormToken,
  issueFormToken,
  MAX_TOKEN_AGE_MS,
  MIN_FILL_MS,
  tokenForRerender,
  trapFilled,
} from "../../../app/submissions/anti-bot.server";
import { countUrls, containsProhibitedContent } from "../../../app/submissions/spam";

const SECRET = "a-secret-that-is-long-enough-for-hmac-0001";

describe("the signed form time", () => {
  const issuedAt = 1_750_000_000_000;
  const token = issueFormToken(SECRET, issuedAt);

  it("refuses a submission under 5 seconds and accepts one at 5 seconds", () => {
    expect(checkFormToken(SECRET, token, issuedAt + MIN_FILL_MS - 1)).toEqual({ ok: false, reason: "too-quick", issuedAt });
    expect(checkFormToken(SECRET, token, issuedAt + MIN_FILL_MS)).toEqual({ ok: true, issuedAt });
  });

  it("refuses a token that is missing, forged, re-signed with another secret or altered", () => {
    expect(checkFormToken(SECRET, null, issuedAt + 60_000).ok).toBe(false);
    expect(checkFormToken(SECRET, "", issuedAt + 60_000)).toMatchObject({ reason: "missing" });
    expect(checkFormToken(SECRET, "garbage", issuedAt + 60_000)).toMatchObject({ reason: "invalid" });
    expect(checkFormToken(SECRET, issueFormToken("another-secret-another-secret-0000", issuedAt), issuedAt + 60_000)).toMatchObject({
      reason: "invalid",
    });
    // Backdating the time without the secret breaks the signature.
    const [, signature] = token.split(".");
    const backdated = `${(issuedAt - 60_000).toString(36)}.${signature}`;
    expect(checkFormToken(SECRET, backdated, issuedAt + 1_000)).toMatchObject({ reason: "invalid" });
  });

  it("expires after a day, and the replacement is already old enough", () => {
    const now = issuedAt + MAX_TOKEN_AGE_MS + 1;
    const check = checkFormToken(SECRET, token, now);
    expect(check).toMatchObject({ reason: "expired" });
    const replacement = tokenForRerender(SECRET, check, token, now);
    expect(checkFormToken(SECRET, replacement, now).ok).toBe(true);
  });

  it("keeps the same token after a too-quick submission, so the time keeps counting", () => {
    const check = checkFormToken(SECRET, token, issuedAt + 1_000);
    expect(tokenForRerender(SECRET, check, token, issuedAt + 1_000)).toBe(token);
  });

  it("gives a fresh token (that must age 5 seconds) for a forged one", () => {
    const now = issuedAt + 60_000;
    const replacement = tokenForRerender(SECRET, checkFormToken(SECRET, "x.y", now), "x.y", now);
    expect(checkFormToken(SECRET, replacement, now)).toMatchObject({ reason: "too-quick" });
    expect(checkFormToken(SECRET, replacement, now + MIN_FILL_MS).ok).toBe(true);
  });
});

describe("the trap field", () => {
  it("counts as filled with any non-blank text", () => {
    expect(trapFilled(null)).toBe(false);
    expect(trapFilled("")).toBe(false);
    expect(trapFilled("   ")).toBe(false);
    expect(trapFilled("bot@example.com")).toBe(true);
  });
});

describe("spam helpers", () => {
  it("counts http, https and www links", () => {
    expect(countUrls("none here")).toBe(0);
    expect(countUrls("http://a.org https://b.org www.c.org HTTPS://D.ORG")).toBe(4);
    expect(countUrls("mail me at jobs@example.org")).toBe(0);
  });

  it("checks long texts quickly (no catastrophic backtracking)", () => {
    const start = performance.now();
    for (let i = 0; i < 50; i++) {
      containsProhibitedContent("c a s i n ".repeat(200));
      containsProhibitedContent("b-u-y-n-o-".repeat(200));
    }
    expect(performance.now() - start).toBeLessThan(1_000);
  });
});
