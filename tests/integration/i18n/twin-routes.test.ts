/**
 * Every twin in the route table, in every language of the registry (decisions 280, 330): the
 * same module as its English page, and all the pages' canonical and hreflang links name each other.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { LANGUAGES } from "~/i18n/languages";
import { englishPath, hasTwins, LOCALES, localeOfPath, localizePath, TWINNED_PATTERNS, twinPath } from "~/i18n/locales";
import { buildMeta, type SiteConfig } from "~/lib/meta";

const site: SiteConfig = { siteUrl: "https://example.in", siteName: "Impact Careers", supportEmail: "x@example.in" };
const PREFIXED = LANGUAGES.filter((language) => language.prefix !== "");
const pathOf = (route: RouteConfigEntry) => (route.index ? "/" : `/${route.path}`).replace(/:slug/, "some-slug");
const twins = routes.filter((route) => PREFIXED.some(({ prefix }) => route.id?.startsWith(`${prefix}-`)));

function links(path: string) {
  const meta = buildMeta(site, path) as Record<string, string>[];
  return {
    canonical: meta.find((tag) => tag.rel === "canonical")?.href,
    alternates: Object.fromEntries(meta.filter((tag) => tag.rel === "alternate").map((tag) => [tag.hrefLang, tag.href])),
  };
}

describe("twin routes in every language (decisions 280, 330)", () => {
  it("each twinned English page has exactly one twin per language, with the same module", () => {
    for (const { prefix } of PREFIXED) {
      const own = twins.filter((twin) => twin.id!.startsWith(`${prefix}-`));
      expect(own.map((twin) => twin.path).sort(), prefix).toEqual(
        [prefix, `${prefix}/*`, ...TWINNED_PATTERNS.filter((p) => p !== "/").map((p) => `${prefix}${p}`)].sort(),
      );
      for (const twin of own) {
        const english = routes.find((route) => route !== twin && (twin.path === prefix ? route.index : `${prefix}/${route.path}` === twin.path));
        expect(english?.file, twin.id).toBe(twin.file);
      }
    }
  });

  // Pages only: the 404 and the RSS feed (a resource, decision 267) have no head.
  for (const twin of twins.filter((route) => !route.path!.endsWith("/*") && !route.path!.endsWith("/feed.xml"))) {
    it(`${twin.path}: canonical is its own URL, hreflang of every language and x-default name each other`, () => {
      const translated = pathOf(twin);
      const locale = localeOfPath(translated);
      const english = englishPath(translated);
      expect(hasTwins(english)).toBe(true);
      expect(localizePath(english, locale)).toBe(translated);
      const all = Object.fromEntries([...LOCALES.map((code) => [code, `https://example.in${localizePath(english, code)}`]), ["x-default", `https://example.in${english}`]]);
      expect(links(english).canonical).toBe(`https://example.in${english}`);
      expect(links(translated).canonical).toBe(`https://example.in${translated}`);
      expect(links(english).alternates).toEqual(all);
      expect(links(translated).alternates).toEqual(all);
    });
  }

  it("the Saved and offline pages have twins but, private and noindex, no hreflang (decision 269)", () => {
    for (const path of ["/saved", "/hi/saved", "/offline", "/hi/offline"]) {
      const meta = buildMeta(site, path, { noindex: true }) as Record<string, string>[];
      expect(meta.filter((tag) => tag.rel === "alternate"), path).toEqual([]);
      expect(meta.find((tag) => tag.rel === "canonical")?.href).toBe(`https://example.in${path}`);
    }
    expect(localizePath("/saved", "hi")).toBe("/hi/saved");
    expect(localizePath("/offline?from=%2Fhi", "hi")).toBe("/hi/offline?from=%2Fhi");
  });

  it("pages without a twin have no hreflang and their links stay English", () => {
    expect(links("/login").alternates).toEqual({});
    expect(localizePath("/login", "hi")).toBe("/login");
    // The posters' pages have twins (decision 282); their CSV download does not.
    expect(localizePath("/submit?type=course", "hi")).toBe("/hi/submit?type=course");
    expect(localizePath(`/manage/${"a".repeat(43)}/edit`, "hi")).toBe(`/hi/manage/${"a".repeat(43)}/edit`);
    expect(localizePath(`/manage/${"a".repeat(43)}/stats.csv`, "hi")).toBe(`/manage/${"a".repeat(43)}/stats.csv`);
    expect(localizePath("/login?next=%2Fsaved", "hi")).toBe("/login?next=%2Fsaved");
  });

  it("content pages, the blog and the feed keep the language; the feed keeps its query (decision 267)", () => {
    expect(localizePath("/blog?page=2", "hi")).toBe("/hi/blog?page=2");
    expect(localizePath("/pages/faq", "hi")).toBe("/hi/pages/faq");
    expect(localizePath("/feed.xml?type=internship&category=design", "hi")).toBe("/hi/feed.xml?type=internship&category=design");
    expect(localizePath("/feed.xml?organization=green-earth", "en")).toBe("/feed.xml?organization=green-earth");
    expect(twins.find((twin) => twin.path === "hi/feed.xml")?.file).toBe("routes/feed-xml.ts");
  });

  it("the language switch keeps the query and the hash", () => {
    expect(twinPath("/", "?type=fellowship&duration=3-6", "hi")).toBe("/hi?type=fellowship&duration=3-6");
    expect(twinPath("/hi", "?query=climate", "en")).toBe("/?query=climate");
    expect(twinPath("/hi/courses/x", "", "en")).toBe("/courses/x");
    expect(twinPath("/hi/courses/x", "?a=1", "bn")).toBe("/bn/courses/x?a=1");
    expect(twinPath("/mr", "", "hi")).toBe("/hi");
    expect(localizePath("/bn/submit", "mr")).toBe("/mr/submit");
    // A path that only starts like a prefix is English.
    expect(localeOfPath("/history")).toBe("en");
    expect(localeOfPath("/bn.data")).toBe("bn");
    expect(localizePath("/#opportunities", "hi")).toBe("/hi#opportunities");
  });
});
