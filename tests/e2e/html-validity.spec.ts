/**
 * The public pages are valid HTML: the W3C Nu HTML Checker (vnu-jar, on Java) reads the
 * server-rendered documents of the built server, all in one JVM start (docs/decisions/262).
 * The HTML is the same with JavaScript on or off, so it runs in the `js` project only.
 * Without Java it is skipped with a message, unless E2E=required (CI installs Debian's
 * default-jre-headless in .ci/run).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { internshipPayload } from "./support/listings";
import { linkIn, uniqueAddress, waitForMail } from "./support/mail";
import { javaFound, vnuFaults } from "./support/vnu";
import { noJs } from "./support/page";




/** The first link on `path` whose address starts with `prefix`. */
async function firstLink(request: APIRequestContext, path: string, prefix: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const match = new RegExp(`href="(${prefix}[^"#?]+)"`).exec(html);
  expect(match, `a link to ${prefix}… on ${path}`).not.toBeNull();
  return match![1]!;
}

test("the public pages are valid HTML for the Nu HTML Checker", async ({ request }) => {
  test.skip(noJs(), "the documents are the same with JavaScript off");
  if (!javaFound) {
    if (process.env.E2E === "required") throw new Error("Java is needed for the HTML checker (Debian: apt-get install default-jre-headless)");
    test.skip(true, "no Java: the HTML checker cannot run (Debian: apt-get install default-jre-headless)");
  }
  test.setTimeout(180_000);
  const internship = await firstLink(request, "/?type=internship", "/internships/");
  const fellowship = await firstLink(request, "/?type=fellowship", "/fellowships/");
  const course = await firstLink(request, "/?type=course", "/courses/");
  const organization = await firstLink(request, internship, "/organizations/");
  const post = await firstLink(request, "/blog", "/blog/");
  const unknownToken = "x".repeat(43);
  // A poster's private pages: a submission with an address, its manage link from the mailed receipt.
  const poster = uniqueAddress("vnu");
  const posted = await request.post("/api/opportunities", {
    data: internshipPayload({ title: "Groundwater survey intern", organizationName: "Valid Markup Trust", posterEmail: poster }),
  });
  expect(posted.status()).toBe(201);
  const manage = new URL(linkIn(await waitForMail(poster), /http\S+\/manage\/[A-Za-z0-9_-]{43}/)).pathname;
  const pages = [
    "/",
    "/?type=fellowship&category=design",
    internship,
    fellowship,
    course,
    "/submit",
    "/submit?type=fellowship",
    "/about",
    "/terms",
    "/features-preview",
    organization,
    `/report/${internship.split("/").pop()}`,
    "/alerts",
    `/alerts/confirm/${unknownToken}`,
    `/alerts/manage/${unknownToken}`,
    `/alerts/unsubscribe/${unknownToken}`,
    "/manage",
    manage,
    `${manage}/edit`,
    "/saved",
    "/blog",
    post,
    "/no-such-page",
    // Their Hindi twins (docs/decisions/280).
    "/hi?type=fellowship&category=design",
    `/hi${internship}`,
    "/hi/no-such-page",
    // The Hindi Saved and offline pages (docs/decisions/269).
    "/hi/saved",
    "/hi/offline",
  ];
  const dir = mkdtempSync(join(tmpdir(), "ic-vnu-"));
  try {
    const files = await Promise.all(
      pages.map(async (path, i) => {
        const response = await request.get(path);
        expect(response.headers()["content-type"], path).toContain("text/html");
        const file = join(dir, `${String(i).padStart(2, "0")}.html`);
        writeFileSync(file, await response.text());
        return { path, file };
      }),
    );
    const faults = vnuFaults(files);
    expect(faults, faults.join("\n")).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
