/**
 * The list saved without JavaScript: the Save form's action against a real database,
 * the cookie it writes (only for the Saved page, HttpOnly, Lax, a year, at most 100)
 * and the listings the Saved page reads back from it.
 */
import { afterEach, describe, expect, it } from "vitest";
import { readSavedKeys, savedCookieHeaders } from "~/offline/saved-cookie.server";
import { cardAnchor, changeSavedList, savedListingsOf } from "~/offline/saved.server";
import { createTestDb, type TestDb } from "../../support/db";
import { createOpportunity } from "../board/fixtures";

let t: TestDb;
afterEach(() => t?.cleanup());

const env = { cookieSecure: true };

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** A request to /saved carrying what the browser kept from earlier Set-Cookie headers. */
function requestWith(setCookie: string[] = []) {
  const pair = setCookie[0]?.split(";")[0];
  return new Request("http://localhost/saved", { headers: pair ? { Cookie: `toast-session=x; ${pair}` } : {} });
}

function save(slug: string, setCookie: string[] = [], intent = "save") {
  const outcome = changeSavedList(t.db, env, requestWith(setCookie), form({ intent, slug }));
  if (outcome.kind !== "done") throw new Error(JSON.stringify(outcome.message));
  return outcome.setCookie;
}

describe("saving without JavaScript", () => {
  it("keeps the list in a cookie only the Saved page receives, newest first, and removes and clears", () => {
    t = createTestDb();
    const a = createOpportunity(t.db, { title: "Water policy intern" });
    const b = createOpportunity(t.db, { title: "Climate fellow", type: "fellowship", expiresAt: new Date("2020-01-31") });
    let cookie = save(a.slug);
    // One per Saved page, in every language (decisions 269, 330), written together.
    expect(cookie).toHaveLength(4);
    expect(cookie[0]).toMatch(/^saved=o\d+; Path=\/saved; Max-Age=31536000; HttpOnly; SameSite=Lax; Secure$/);
    expect(cookie.slice(1)).toEqual(["hi", "mr", "bn"].map((code) => cookie[0]!.replace("Path=/saved", `Path=/${code}/saved`)));
    cookie = save(b.slug, cookie);
    cookie = save(a.slug, cookie); // saved again: moves to the front, once
    const listed = savedListingsOf(t.db, requestWith(cookie));
    expect(listed.map((l) => [l.title, l.type, l.closed])).toEqual([
      ["Water policy intern", "Internship", false],
      ["Climate fellow", "Fellowship", true],
    ]);
    expect(listed[0]!.path).toBe(`/internships/${a.slug}`);

    cookie = save(a.slug, cookie, "remove");
    expect(savedListingsOf(t.db, requestWith(cookie)).map((l) => l.title)).toEqual(["Climate fellow"]);
    const cleared = changeSavedList(t.db, env, requestWith(cookie), form({ intent: "clear" }));
    expect(cleared.kind === "done" && cleared.setCookie[0]).toMatch(/^saved=; Path=\/saved; Max-Age=0;/);
    expect(cleared.kind === "done" && cleared.setCookie[1]).toMatch(/^saved=; Path=\/hi\/saved; Max-Age=0;/);
    expect(cleared.kind === "done" && cleared.setCookie[3]).toMatch(/^saved=; Path=\/bn\/saved; Max-Age=0;/);
  });

  it("refuses a listing that does not exist and a form that is not one, storing nothing", () => {
    t = createTestDb();
    expect(changeSavedList(t.db, env, requestWith(), form({ intent: "save", slug: "no-such-listing" }))).toMatchObject({
      kind: "refused",
      status: 404,
    });
    expect(changeSavedList(t.db, env, requestWith(), form({ intent: "steal", slug: "x" }))).toMatchObject({ kind: "refused", status: 400 });
    expect(changeSavedList(t.db, env, requestWith(), form({ intent: "save", slug: "../admin" }))).toMatchObject({
      kind: "refused",
      status: 400,
    });
  });

  it("comes back to the card the Save was sent from: a result's, a featured one's, none from a listing page", () => {
    expect(cardAnchor(form({ intent: "save", slug: "water-intern", back: "card" }))).toBe("#listing-water-intern");
    expect(cardAnchor(form({ intent: "remove", slug: "water-intern", back: "featured" }))).toBe("#featured-water-intern");
    expect(cardAnchor(form({ intent: "save", slug: "water-intern" }))).toBe("");
    expect(cardAnchor(form({ intent: "save", slug: "water-intern", back: "elsewhere" }))).toBe("");
    expect(cardAnchor(form({ intent: "clear" }))).toBe("");
  });

  it("keeps at most 100 listings and ignores what is not a listing key", () => {
    const keys = Array.from({ length: 130 }, (_, i) => `o${i + 1}` as const);
    const [header] = savedCookieHeaders(keys, { cookieSecure: false });
    const value = header!.split(";")[0]!.slice("saved=".length);
    expect(value.split(".")).toHaveLength(100);
    expect(header!.length).toBeLessThan(4096);
    const request = new Request("http://localhost/saved", { headers: { Cookie: "saved=o1.x9.j2.o1.<script>.o0" } });
    expect(readSavedKeys(request)).toEqual(["o1", "j2"]);
  });

  it("leaves out listings no longer public", () => {
    t = createTestDb();
    const gone = createOpportunity(t.db, { title: "Archived role", archived: true });
    const kept = createOpportunity(t.db, { title: "Kept role" });
    const cookie = savedCookieHeaders([`o${gone.id}`, `o${kept.id}`], env);
    expect(savedListingsOf(t.db, requestWith(cookie)).map((l) => l.title)).toEqual(["Kept role"]);
  });
});
