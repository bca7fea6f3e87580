/**
 * Each language's catalogue, split by page (docs/decisions/264): a translated page loads the
 * messages of the capabilities its screens use (the id prefix: "board.card.applyBy" is
 * the board's), not the whole catalogue, so each translated screen costs only its own
 * pages. The server renders a page with the same messages, so the browser's first render
 * matches it. Add a page here when its route gets twins.
 */
import { catalogueOfPath } from "./locales";

/** The /submit tabs (OPPORTUNITY_TYPES, kept here as words so this module stays a leaf). */
const SUBMIT_TYPES = ["internship", "fellowship", "course", "job"] as const;

/**
 * The shell's words every page shows: not the pages for dead mailed links (shell.deadLinks),
 * which only the manage and alert pages can answer with.
 */
export const SHELL = [
  "shell.header",
  "shell.footer",
  "shell.skipLink",
  "shell.notifications",
  "shell.closeNotification",
  "shell.errorPage",
  "shell.notFound",
  "shell.notFoundPage",
  // The header's Saved link and the Save button of cards and listing pages (decision 269): every page has the
  // header, so they are named once here rather than in each page with cards.
  "saved.shell",
] as const;

/** What a card or a listing page says of a listing's stored facts (app/opportunities/fact-labels.ts). */
const LISTING_FACTS = ["board.categories", "board.filters.locations", "board.filters.durations", "board.stipends", "board.locationBadges", "who.openTo", "who.card"] as const;

/** Who can apply on the listing forms (app/eligibility): the fields, their values and messages. */
const WHO_FORM = ["who.openTo", "who.perks", "who.programmes", "who.field", "who.errors"] as const;

/** The city field of the listing forms (app/opportunities/city-field.tsx), not the board's place filters. */
const CITY_FIELD = ["board.places.cityLabel", "board.places.cityWhenRequired", "board.places.cityHint", "board.places.cityRequired"] as const;

/** The poster's views and apply clicks on the manage page, and the type's plural they name (decision 269). */
const MANAGE_STATS = ["insights.posterStats", "board.typesPlural"] as const;

interface PageCatalogue {
  /** The capabilities ("board") or parts of one ("board.filters") whose messages the page shows. */
  readonly capabilities: readonly string[];
  /** Parts the server writes as text (toasts, the head): never in the browser's catalogue. */
  readonly serverParts?: readonly string[];
  /** Parts of its capabilities the page never shows, on the server or in the browser. */
  readonly notShown?: readonly string[];
  readonly patterns: readonly string[];
  readonly serverOnly?: true;
}

/** Whether a page catalogue holds a message: one of its capabilities' and not a part it never shows. */
function holds(catalogue: PageCatalogue, id: string): boolean {
  return catalogue.capabilities.some((part) => inPart(id, part)) && !(catalogue.notShown ?? []).some((part) => inPart(id, part));
}

export const PAGE_CATALOGUES = {
  board: {
    // The job alert form sits under the board's results (decision 285).
    // The home page: only the parts of trust and causes it shows (not the no-fees rule, the cause pages' words).
    capabilities: [
      ...SHELL,
      "board",
      "sharing",
      "trust.underReview",
      "trust.reportLink",
      "trust.neverPay.line",
      "trust.neverPay.report",
      "trust.verified",
      "alerts.form",
      "alerts.messages",
      "privacy.addressUse",
      "causes.filter",
      "causes.home",
      "causes.listing",
      "who.openTo",
      "who.card",
      "who.perks",
      "who.programmes",
      "who.filters",
      // The work-language filter's chip (app/search/search-params.ts activeFilterChips).
      "who.block.languages",
    ],
    // The head's words, written by the loader (decision 326).
    serverParts: ["board.home.metaDescription"],
    // The listing page's own words and the forms' city field are the board's, but no board screen shows them.
    notShown: ["board.listingPage", ...CITY_FIELD],
    patterns: ["/"],
  },
  // A listing's page: its labels, sharing and the trust marks, not the board's filters and results.
  listing: {
    capabilities: [...SHELL, "board.types", "board.listingPage", ...LISTING_FACTS, "sharing", "trust.underReview", "trust.reportLink", "trust.neverPay.line", "trust.neverPay.report", "trust.verified", "causes.listing", "board.card.closesToday", "board.card.closesInDays", "who.perks", "who.programmes", "who.block"],
    serverParts: [
      "board.listingPage.title",
      "board.listingPage.closedTitle",
      "board.listingPage.metaDescription",
      "board.listingPage.calendarSummary",
      "board.listingPage.calendarDescription",
    ],
    patterns: ["/internships/:slug", "/fellowships/:slug", "/courses/:slug", "/scholarships/:slug", "/jobs/:slug"],
  },
  // ── Posters: /submit and the private manage pages (decision 282); capabilities or their parts ──
  submit: {
    capabilities: [...SHELL, "submissions", "posters.posterLink", "posters.lostLink.heading", "posters.postAgain.notice", "trust.noFees", "privacy.addressUse.notice", ...CITY_FIELD, "causes.field", "board.categories", ...WHO_FORM],
    // Written by the action and the loader into toasts and the head, as text: the browser never looks them up.
    serverParts: ["submissions.toasts", ...SUBMIT_TYPES.flatMap((type) => ["toastSuccess", "toastFailed", "description"].map((key) => `submissions.copy.${type}.${key}`))],
    patterns: ["/submit"],
  },
  // The manage pages, each with only its own words: the server's toasts and refusals are in the page that acts.
  manage: {
    capabilities: [...SHELL, "shell.deadLinks", "posters.manage", "posters.status", "posters.toasts", "posters.messages", "posters.postAgain", "board.types", ...MANAGE_STATS],
    patterns: ["/manage/:token"],
  },
  // "Your listings" (docs/decisions/390): its table, the statuses and the type names, "Post again".
  yourListings: {
    capabilities: [...SHELL, "shell.deadLinks", "posters.yourListings", "posters.status", "posters.postAgain", "board.types", "embed.snippet"],
    patterns: ["/your-listings/:token"],
  },
  manageEdit: {
    capabilities: [
      ...SHELL,
      "shell.deadLinks",
      "posters.editPage",
      "posters.editForm",
      "posters.toasts",
      "posters.messages",
      "submissions.form",
      "submissions.errors",
      // The title and stipend box are labelled as /submit labels them for the listing's type.
      ...SUBMIT_TYPES.flatMap((type) => [`submissions.copy.${type}.positionTitleLabel`, `submissions.copy.${type}.offersStipendLabel`]),
      ...CITY_FIELD,
      "causes.field",
      "board.categories",
      ...WHO_FORM,
    ],
    patterns: ["/manage/:token/edit"],
  },
  lostLink: { capabilities: [...SHELL, "posters.lostLink", "submissions.errors.email", "privacy.addressUse.notice"], patterns: ["/manage"] },
  /** The posters' mails, on the server only (app/posters/notices.server.ts, decision 283): no page loads it. */
  mail: { capabilities: ["posterMail"], patterns: [], serverOnly: true },
  // ── end of the posters' block ──
  // ── Seekers and trust (decision 285) ──
  // The alert pages: a search in words names the board's filters.
  alerts: {
    capabilities: [...SHELL, "shell.deadLinks", "alerts", "privacy.addressUse", "inWords", "board.filters", "board.categories", "who.openTo", "who.perks", "who.programmes", "who.filters", "who.inWords"],
    patterns: ["/alerts", "/alerts/confirm/:token", "/alerts/manage/:token", "/alerts/unsubscribe/:token"],
  },
  // No page: the alert mails, written on the server in the alert's language (app/alerts/alerts.server.ts).
  alertMail: { capabilities: ["alertMail", "trust.neverPay.digest", "alerts.frequencies", "inWords", "board.filters", "board.categories", "board.locationBadges", "who.openTo", "who.perks", "who.programmes", "who.filters", "who.inWords"], patterns: [], serverOnly: true },
  report: { capabilities: [...SHELL, "report", "privacy.addressUse.notice"], patterns: ["/report/:slug"] },
  // An organisation's open listings are the board's cards.
  organization: {
    capabilities: [...SHELL, "organizations", "board.card", "board.types", ...LISTING_FACTS, "trust.verified", "causes.organization", "embed.snippet"],
    serverParts: ["organizations.organizationPage.metaTitle"],
    patterns: ["/organizations/:slug", "/organizations"],
  },
  // The cause pages (decision 273): a cause's open cards and its alert form.
  causePage: {
    capabilities: [...SHELL, "causes.page", "causes.notFound", "board.card", "board.types", ...LISTING_FACTS, "trust.verified", "alerts.form", "alerts.messages", "privacy.addressUse"],
    patterns: ["/causes/:slug"],
  },
  about: { capabilities: [...SHELL, "about", "submissions.page.defaultTurnaround"], patterns: ["/about"] },
  terms: { capabilities: [...SHELL, "terms"], patterns: ["/terms"] },
  // No page: the Terms' sections, which the /hi/terms loader writes into the page (decision 287).
  termsText: { capabilities: ["termsText"], patterns: [], serverOnly: true },
  // ── Content (decision 267): the features preview, the blog, content pages, the Hindi feed ──
  // The blog's index and posts: the words around the admin's posts.
  blog: {
    capabilities: [...SHELL, "blog"],
    serverParts: ["blog.index.title", "blog.index.titlePaged", "blog.index.description", "blog.post.teamAuthor", "blog.untranslated"],
    patterns: ["/blog", "/blog/:slug"],
  },
  // No page: the features preview's words, which its loader writes into the page (like the Terms' sections);
  // /hi/features-preview and content pages (/hi/pages/…, only the admin's words) are served by the shell's catalogue.
  featuresPreview: { capabilities: ["featuresPreview", "board.types"], patterns: [], serverOnly: true },
  // No page: the RSS feed's words (/hi/feed.xml), written by its loader; a search in words names the board's filters.
  feed: { capabilities: ["feed", "inWords", "board.filters", "board.categories", "board.locationBadges", "who.openTo", "who.perks", "who.programmes", "who.filters", "who.inWords"], patterns: [], serverOnly: true },
  // No page: the embeds' words (/hi/embed…), written by their loaders (docs/decisions/393); a filter in words names the board's.
  embed: { capabilities: ["embed.page", "inWords", "board.filters", "board.categories", "board.locationBadges", "board.types", "who.openTo", "who.programmes", "who.inWords"], patterns: [], serverOnly: true },
  // ── end of the content block ──
  // ── Saved listings and reading offline (decision 269) ──
  // /saved and /offline share one catalogue, all of saving's words and the type names: the service worker keeps
  // both pages with one chunk, and each catalogue adds a loader to every translated page's scripts. The server also
  // writes the data saver line with it, on any page.
  saved: { capabilities: [...SHELL, "saved", "board.types"], serverParts: ["saved.manifest"], patterns: ["/saved", "/offline"] },
  // ── end of saved listings ──
  // ── Personal data (docs/personal-data.md): "My data" and its mail; an alert in words names the board's filters ──
  myData: {
    capabilities: [...SHELL, "privacy.request", "privacy.page", "privacy.addressUse.notice", "submissions.errors.email", "inWords", "board.filters", "board.categories", "who.openTo", "who.programmes", "who.inWords"],
    serverParts: ["privacy.request.deleted"],
    patterns: ["/my-data", "/my-data/:token"],
  },
  privacyMail: { capabilities: ["privacyMail"], patterns: [], serverOnly: true },
  // The notice's words are written into the page by its loader (like the Terms' sections); the page shows the shell's.
  privacy: { capabilities: [...SHELL], patterns: ["/privacy"] },
  privacyNotice: { capabilities: ["privacyNotice"], patterns: [], serverOnly: true },
  // Every other translated path (the 404): the shell's messages.
  shell: { capabilities: ["shell", "saved.shell"], patterns: [] },
} as const satisfies Record<string, PageCatalogue>;

export type CataloguePage = keyof typeof PAGE_CATALOGUES;

/** The catalogues a browser may load: not the server's own (mail, texts a loader writes into a page). */
export const BROWSER_CATALOGUES = (Object.keys(PAGE_CATALOGUES) as CataloguePage[]).filter(
  (page) => !("serverOnly" in PAGE_CATALOGUES[page]),
);

/** [English path pattern, page catalogue] pairs: the server's, and the source of the browser's (app/i18n/compile.ts). */
export const PAGE_PATTERNS = Object.entries(PAGE_CATALOGUES).flatMap(([page, { patterns }]) =>
  patterns.map((pattern) => [pattern, page as CataloguePage] as const),
);

/** The catalogue a translated path (or its `.data` request) loads. */
export function pageCatalogueOf(pathname: string): CataloguePage {
  return catalogueOfPath(pathname, PAGE_PATTERNS, "shell");
}

/** Whether a message id is a capability's or a part's ("board", "board.places"), or that one message ("trust.noFees"). */
export const inPart = (id: string, part: string) => id === part || id.startsWith(`${part}.`);

/**
 * A page's messages, taken from the whole catalogue by capability ("board") or by a part
 * of one ("board.filters": a page that shows only the board's filter names); for the
 * browser without its `serverParts`, the words only the server writes.
 */
export function messagesOfPage<Message>(page: CataloguePage, all: Record<string, Message>, { browser = false } = {}): Record<string, Message> {
  const catalogue: PageCatalogue = PAGE_CATALOGUES[page];
  const serverOnly = browser ? (catalogue.serverParts ?? []) : [];
  return Object.fromEntries(Object.entries(all).filter(([id]) => holds(catalogue, id) && !serverOnly.some((part) => inPart(id, part))));
}

/** Where a message shows, for translators (the PO files' `#. pages:` comment): its page catalogues, or every page. */
export function pagesShowing(id: string): string[] {
  const pages = Object.entries(PAGE_CATALOGUES).flatMap(([page, catalogue]) => (holds(catalogue, id) ? [page] : []));
  return BROWSER_CATALOGUES.every((page) => pages.includes(page)) ? ["every page"] : pages;
}
