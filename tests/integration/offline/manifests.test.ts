/**
 * Every language of the registry has its app: the route its pages link answers with a manifest
 * in that language, starting at that language's home (decision 303, app/offline/manifest-path.ts).
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import routes from "~/routes";
import { LANGUAGES } from "~/i18n/languages";
import { localizePath } from "~/i18n/locales";
import { ManifestLink } from "~/offline/document-parts";
import * as webManifestRoute from "~/routes/web-manifest";
import { testContext } from "../../support/context";
import { createTestDb, type TestDb } from "../../support/db";

let t: TestDb;
beforeEach(() => (t = createTestDb()));
afterEach(() => t.cleanup());

describe("each language's web app manifest", () => {
  for (const language of LANGUAGES) {
    it(`${language.code}: the page's manifest link has a route, and it answers in ${language.code}`, async () => {
      const html = renderToString(createElement(ManifestLink, { enabled: true, locale: language.code }));
      const href = /href="([^"]+)"/.exec(html)?.[1];
      expect(href).toBe(language.prefix ? `/${language.prefix}/manifest.webmanifest` : "/manifest.webmanifest");
      const route = routes.find((entry) => `/${entry.path}` === href);
      expect(route?.file).toBe("routes/web-manifest.ts");

      const request = new Request(`http://localhost:3000${href}`);
      const response = webManifestRoute.loader({ request, context: testContext(t.db), params: {} } as never);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("application/manifest+json");
      const manifest = (await response.json()) as Record<string, unknown>;
      expect(manifest.lang).toBe(language.intl);
      expect(manifest.start_url).toBe(localizePath("/", language.code));
      expect(manifest.id).toBe(manifest.start_url);
      expect(manifest.display).toBe("standalone");
      expect((manifest.icons as { sizes: string }[]).map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
      if (language.code !== "en") expect(manifest.description).not.toMatch(/[A-Za-z]{4}/);
    });
  }

  it("no manifest route exists for a language the registry does not have", () => {
    const manifests = routes.filter((entry) => entry.file === "routes/web-manifest.ts").map((entry) => entry.path);
    expect(manifests.sort()).toEqual(LANGUAGES.map((l) => (l.prefix ? `${l.prefix}/manifest.webmanifest` : "manifest.webmanifest")).sort());
  });
});
