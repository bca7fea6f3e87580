/**
 * Names, never keys: an alert for Pune and Education signed up in any language reads the place's
 * and the cause's names in that language on its confirm, manage and unsubscribe pages, in its
 * confirmation mail and digest, and a cause feed's title does too; no slug and no English place
 * name reaches a translated text (app/taxonomy/filter-names.server.ts).
 */
import { afterEach, describe, expect, it } from "vitest";
import { confirmAlert } from "../../../app/alerts/alerts.server";
import { sendDueDigests } from "../../../app/alerts/digest.server";
import { setListingCausesByName, visibleCauses } from "../../../app/causes/causes.server";
import { LANGUAGES } from "../../../app/i18n/languages";
import { createI18n, i18nContext } from "../../../app/i18n/i18n.server";
import { withDataNames } from "../../../app/i18n/translate";
import { dataNames } from "../../../app/taxonomy/names.server";
import { localizePath, TRANSLATED_LANGUAGES } from "../../../app/i18n/locales";
import { filterNames } from "../../../app/taxonomy/filter-names.server";
import { filtersInWords } from "../../../app/search/filters-in-words";
import { HOME_DEFAULTS } from "../../../app/search/search-params";
import * as confirmRoute from "../../../app/routes/alerts/confirm";
import * as manageRoute from "../../../app/routes/alerts/manage";
import * as subscribeRoute from "../../../app/routes/alerts/subscribe";
import * as unsubscribeRoute from "../../../app/routes/alerts/unsubscribe";
import * as feedRoute from "../../../app/routes/feed-xml";
import * as boardEmbed from "../../../app/routes/embed/board";
import * as causeRoute from "../../../app/routes/cause";
import * as homeRoute from "../../../app/routes/home";
import { OPPORTUNITY_TEXTS } from "../../../app/opportunities/texts";
import * as organizationsRoute from "../../../app/routes/organizations";
import { testContext, testEnv } from "../../support/context";
import { createTestDb, type TestDb } from "../../support/db";
import { outboxMails } from "../../support/outbox";
import { settle } from "../../support/route-results";
import { createOpportunity, DAY } from "../board/fixtures";
import { renderRoute } from "../board/render";

let t: TestDb;
afterEach(() => t?.cleanup());

const SITE = "http://localhost:3000";
const env = testEnv();
const T0 = Date.parse("2026-03-01T10:30:00Z");

/** What each language calls Pune and Education (the registry's place table, the causes' stored names). */
const NAMES = {
  en: { place: "Pune", cause: "Education" },
  hi: { place: "पुणे", cause: "शिक्षा" },
  mr: { place: "पुणे", cause: "शिक्षण" },
  bn: { place: "পুনে", cause: "শিক্ষা" },
} as const;

/** A translated text names no place in English and no cause by its slug; an English one no slug. */
function expectNamesOnly(written: string, locale: keyof typeof NAMES, where: string) {
  // Links carry the search's own parameters (city=Pune&cause=education): not words a reader reads.
  const text = written.replace(/https?:\/\/[^\s"<]+/g, "");
  expect(text, where).toContain(NAMES[locale].place);
  expect(text, where).toContain(NAMES[locale].cause);
  expect(text, where).not.toMatch(/\beducation\b/);
  if (locale !== "en") expect(text, where).not.toMatch(/Pune|Education/);
}

async function subscribeOn(path: string, fields: Record<string, string>) {
  const request = new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  const context = testContext(t.db, { path });
  return settle(() => subscribeRoute.action({ request, params: {}, context } as never));
}

const tokenIn = (text: string, kind: "confirm" | "manage" | "unsubscribe") =>
  new RegExp(`/alerts/${kind}/([A-Za-z0-9_-]{43})`).exec(text)![1]!;

describe("an alert for Pune and Education in every language", () => {
  for (const { code: locale } of LANGUAGES) {
    it(`${locale}: its pages, its confirmation mail and its digest name the place and the cause in ${locale}`, async () => {
      t = createTestDb();
      const alerts = localizePath("/alerts", locale);
      const answer = await subscribeOn(alerts, { email: "asha@example.org", type: "internship", city: "Pune", cause: "education" });
      expect(answer.data).toEqual({ done: true });
      const confirmation = outboxMails(t.db, env).at(-1)!;
      expectNamesOnly(confirmation.text, locale, "confirmation mail (text)");
      expectNamesOnly(confirmation.html!, locale, "confirmation mail (HTML)");

      const confirmToken = tokenIn(confirmation.text, "confirm");
      const confirmPath = localizePath(`/alerts/confirm/${confirmToken}`, locale);
      const confirmPage = confirmRoute.loader({
        request: new Request(`${SITE}${confirmPath}`),
        params: { token: confirmToken },
        context: testContext(t.db, { path: confirmPath }),
      } as never);
      expectNamesOnly(confirmPage.summary, locale, "confirm page");

      expect(confirmAlert(t.db, confirmToken, T0)).toBeTruthy();
      const { id } = createOpportunity(t.db, { title: "Pune school intern", location: "In-Person (On-Site)", city: "Pune", postedAt: new Date(T0 + 60_000) });
      setListingCausesByName(t.db, id, ["education"]);
      expect(sendDueDigests(t.db, env, { now: T0 + DAY }).mailed).toBe(1);
      const digest = outboxMails(t.db, env).at(-1)!;
      expect(digest.text).toContain("Pune school intern");
      expectNamesOnly(digest.text.split("\n")[0]!, locale, "digest's first line");
      expectNamesOnly(/<p>.*?<\/p>/.exec(digest.html!)![0], locale, "digest's first paragraph (HTML)");
      // The English listing is marked English in a translated mail, and only there.
      expect(digest.html!.includes(' lang="en">Pune school intern</a>'), "English listing marked").toBe(locale !== "en");

      const manageToken = tokenIn(digest.text, "manage");
      for (const [route, kind] of [
        [manageRoute, "manage"],
        [unsubscribeRoute, "unsubscribe"],
      ] as const) {
        const path = localizePath(`/alerts/${kind}/${manageToken}`, locale);
        const page = route.loader({ request: new Request(`${SITE}${path}`), params: { token: manageToken }, context: testContext(t.db, { path }) } as never);
        expectNamesOnly(page.words, locale, `${kind} page`);
      }
    });
  }

  it("a cause feed and a place feed are titled by the names in the feed's language", async () => {
    t = createTestDb();
    for (const { code: locale } of LANGUAGES) {
      const path = localizePath("/feed.xml?type=internship&cause=education&city=Pune", locale);
      const response = (await feedRoute.loader({ request: new Request(`${SITE}${path}`), params: {}, context: testContext(t.db, { path }) } as never)) as Response;
      const title = /<title>([^<]*)<\/title>/.exec(await response.text())![1]!;
      expectNamesOnly(title, locale, `${locale} feed title`);
    }
  });

  it("every visible cause and every place of the place table reads in script on every translated language's alert words", () => {
    t = createTestDb();
    const causes = visibleCauses(t.db).map((cause) => cause.slug);
    expect(causes.length).toBeGreaterThan(10);
    for (const locale of TRANSLATED_LANGUAGES) {
      const i18n = createI18n(localizePath("/alerts", locale));
      const words = filtersInWords({ ...HOME_DEFAULTS, type: "internship", city: "Kolkata", state: "West Bengal", cause: causes }, i18n, filterNames(t.db, locale));
      // Only the separators and digits are shared with English: every word is the language's.
      expect(words, locale).not.toMatch(/[A-Za-z]/);
    }
  });
});

describe("the board's words for its filters", () => {
  it("the board's active filters and chosen cause, and the board embed's heading name Pune and Education in the page's language, as the cause page's head names the cause", async () => {
    t = createTestDb();
    const { id } = createOpportunity(t.db, { title: "शाळेत शिकवणे", organization: "ज्ञानदीप", location: "In-Person (On-Site)", city: "Pune" });
    setListingCausesByName(t.db, id, ["education"]);
    const search = "?type=internship&city=Pune&cause=education";
    for (const { code: locale, prefix } of LANGUAGES) {
      const url = `${localizePath("/", locale)}${search}`;
      const { body } = await renderRoute(t.db, homeRoute, { id: `${prefix || "routes"}-home`, path: prefix, url, dataNames: true });
      const label = createI18n(localizePath("/", locale)).t(OPPORTUNITY_TEXTS.board.activeFilters);
      const active = new RegExp(`<ul aria-label="${label}"[^>]*>([\\s\\S]*?)</ul>`).exec(body)?.[1] ?? "";
      const chosenCause = /<a aria-current="true"[^>]*>([\s\S]*?)<\/a>/.exec(body)?.[1] ?? "";
      const words = (html: string) => html.replace(/<[^>]*>/g, " ");
      expectNamesOnly(`${words(active)} ${words(chosenCause)}`, locale, `${url}: active filters and chosen cause`);
      // Nowhere on a translated board does the reader see the English place name or the cause's slug.
      const visible = words(body.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ""));
      if (locale !== "en") expect(visible, url).not.toMatch(/Pune|Education|\beducation\b/);

      const embedPath = localizePath("/embed", locale);
      const response = (await boardEmbed.loader({ request: new Request(`${SITE}${embedPath}${search}`), params: {}, context: testContext(t.db, { path: embedPath }) } as never)) as Response;
      const heading = /<h1>([^<]*)<\/h1>/.exec(await response.text())?.[1] ?? "";
      expectNamesOnly(heading, locale, `${embedPath}: heading`);

      // The cause page's title and description meta name the cause, never by its slug.
      const causePath = localizePath("/causes/education", locale);
      const context = testContext(t.db, { path: causePath });
      // The names in the request's language, as the server adds them (server/app.ts).
      context.set(i18nContext, withDataNames(createI18n(causePath), locale === "en" ? undefined : dataNames(t.db, locale).names));
      const { head: causeHead } = causeRoute.loader({ request: new Request(`${SITE}${causePath}`), params: { slug: "education" }, context } as never);
      const head = `${causeHead.title} ${causeHead.description}`;
      expect(head, `${causePath}: head`).toContain(NAMES[locale].cause);
      // (An English description may say "education" in its own words.)
      if (locale !== "en") expect(head, `${causePath}: head`).not.toMatch(/Education|education/);
    }
  });
});

describe("the organisations directory", () => {
  it("lists each organisation's causes by their names in the page's language", async () => {
    t = createTestDb();
    const { id } = createOpportunity(t.db, { title: "School intern", organization: "Shiksha Trust" });
    setListingCausesByName(t.db, id, ["education"]);
    for (const { code: locale, prefix } of LANGUAGES) {
      const url = localizePath("/organizations", locale);
      const page = await renderRoute(t.db, organizationsRoute, { id: `${prefix || "routes"}-organizations`, path: url.slice(1), url, dataNames: true });
      const chip = /<a [^>]*href="[^"]*\/causes\/education"[^>]*>([^<]*)<\/a>/.exec(page.body);
      expect(chip?.[1], locale).toBe(NAMES[locale].cause);
      expect(chip?.[0], locale).not.toContain('lang="en"');
    }
  });
});

describe("a digest's lines keep their own language", () => {
  it("a Marathi listing in a Marathi digest is not marked English; an English one in a Bengali digest is", async () => {
    t = createTestDb();
    await subscribeOn("/mr/alerts", { email: "mr@example.org", type: "internship" });
    await subscribeOn("/bn/alerts", { email: "bn@example.org", type: "internship" });
    for (const mail of outboxMails(t.db, env)) confirmAlert(t.db, tokenIn(mail.text, "confirm"), T0);
    createOpportunity(t.db, { title: "पुण्यातील शाळेत इंटर्नशिप", postedAt: new Date(T0 + 60_000) });
    createOpportunity(t.db, { title: "River survey intern", postedAt: new Date(T0 + 60_000) });
    expect(sendDueDigests(t.db, env, { now: T0 + DAY }).mailed).toBe(2);
    const digests = outboxMails(t.db, env).filter((mail) => mail.kind === "alert-digest");
    const marathi = digests.find((mail) => mail.recipient === "mr@example.org")!.html!;
    const bengali = digests.find((mail) => mail.recipient === "bn@example.org")!.html!;
    // The title says its language; the line of the board's words under it is the mail's.
    expect(marathi).toMatch(/<li><a href="[^"]*">पुण्यातील शाळेत इंटर्नशिप/);
    expect(marathi).toMatch(/<li><a href="[^"]*" lang="en">River survey intern/);
    expect(bengali).toMatch(/<li><a href="[^"]*" lang="[a-z]+">पुण्यातील/);
    expect(bengali).toMatch(/<li><a href="[^"]*" lang="en">River survey intern/);
  });
});
