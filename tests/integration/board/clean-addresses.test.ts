/** Clean board addresses (docs/decisions/395-clean-board-addresses.md): defaults never travel in a board address. */
import { afterEach, describe, expect, it } from "vitest";
import { BOARD_DEFAULT_VALUES, withoutDefaults } from "../../../app/opportunities/clean-address";
import { cleanBoardSearch, homeSearchSchema, parseHomeSearchParams } from "../../../app/search/search-schema";
import { createTestDb, type TestDb } from "../../support/db";
import { createOpportunity } from "./fixtures";
import { renderHome } from "./render";

let t: TestDb;
afterEach(() => t?.cleanup());

const home = (url: string) => renderHome(t.db, url);

/** What the no-script form sent before: every field at its default. */
const EVERY_DEFAULT =
  "query=&type=internship&category=all&duration=any&stipend=all-options&minStipend=0&location=worldwide&state=&city=&postedWithin=any&sortBy=relevant";

describe("a board address with default values", () => {
  it("redirects permanently to its clean form, keeping what differs", async () => {
    t = createTestDb();
    createOpportunity(t.db, { title: "Pune intern", city: "Pune" });
    const page = await home(`/?${EVERY_DEFAULT.replace("category=all", "category=design")}&anyTab=1`);
    expect(page.status).toBe(301);
    expect(page.response?.headers.get("Location")).toBe("/?type=internship&category=design&anyTab=1");
  });

  it("keeps the language's path, and sends an address of defaults only to the bare board", async () => {
    t = createTestDb();
    const hindi = await home(`/hi?${EVERY_DEFAULT}`);
    expect(hindi.response?.headers.get("Location")).toBe("/hi?type=internship");
    const bare = await home("/?category=all&show=12&verified=0");
    expect(bare.response?.headers.get("Location")).toBe("/");
  });

  it("answers a clean address with the board itself", async () => {
    t = createTestDb();
    createOpportunity(t.db, { title: "Design intern", category: "design" });
    for (const url of ["/", "/?type=internship", "/?type=fellowship&location=remote", "/?query=design&type=internship&anyTab=1&minStipend=5000", "/?cause=climate&cause=health"]) {
      expect((await home(url)).status, url).toBe(200);
    }
  });

  it("drops repeats of a one-value filter and keeps the first", () => {
    expect(cleanBoardSearch(new URLSearchParams("type=course&category=design&category=data"))?.toString()).toBe("type=course&category=design");
    expect(cleanBoardSearch(new URLSearchParams("type=course&cause=climate&cause=health"))).toBeNull();
  });

  it("leaves parameters the board does not know as they are", () => {
    expect(cleanBoardSearch(new URLSearchParams("utm_source=mail&type=job&sortBy=relevant"))?.toString()).toBe("utm_source=mail&type=job");
  });
});

describe("the form's list of default values (used in the browser, without the schema)", () => {
  it("names, for each filter, a value the schema reads as not set", () => {
    const shape = homeSearchSchema.shape as Record<string, { safeParse: (v: unknown) => { success: boolean; data?: unknown } }>;
    for (const [name, value] of Object.entries(BOARD_DEFAULT_VALUES)) {
      expect(shape[name], name).toBeDefined();
      expect(JSON.stringify(shape[name]!.safeParse(value).data), name).toBe(JSON.stringify(shape[name]!.safeParse(undefined).data));
    }
  });

  it("cleans what the form sends to what the server would redirect to", () => {
    const sent = new URLSearchParams(`${EVERY_DEFAULT.replace("city=", "city=Pune")}&verified=1`);
    const clean = withoutDefaults(sent.entries());
    expect(clean.toString()).toBe("type=internship&city=Pune&verified=1");
    expect(cleanBoardSearch(sent)?.toString()).toBe(clean.toString());
    expect(parseHomeSearchParams(clean)).toEqual(parseHomeSearchParams(sent));
  });
});
