/**
 * The Hindi catalogue, split by page (docs/decisions/264): a Hindi page loads the
 * messages of the capabilities its screens use (the id prefix: "board.card.applyBy" is
 * the board's), not the whole catalogue, so each translated screen costs only its own
 * pages. The server renders a page with the same messages, so the browser's first render
 * matches it. Add a page here when its route gets a Hindi twin.
 */
import { englishPath, patternToRegExp } from "./locales";

export const HINDI_PAGE_CATALOGUES = {
  board: {
    // The job alert form sits under the board's results (decision 285).
    capabilities: ["shell", "board", "sharing", "trust", "alerts.form", "alerts.messages", "causes"],
    patterns: ["/", "/internships/:slug", "/fellowships/:slug", "/courses/:slug", "/scholarships/:slug", "/jobs/:slug"],
  },
  // ── Posters: /submit and the private manage pages (decision 282); capabilities or their parts ──
  submit: {
    capabilities: ["shell", "submissions", "posters.posterLink", "posters.lostLink.heading", "trust.noFees", "board.places", "causes.field"],
    patterns: ["/submit"],
  },
  // The manage pages, each with only its own words: the server's toasts and refusals are in the page that acts.
  manage: {
    capabilities: ["shell", "posters.manage", "posters.status", "posters.toasts", "posters.messages", "board.types"],
    patterns: ["/manage/:token"],
  },
  manageEdit: {
    capabilities: [
      "shell",
      "posters.editPage",
      "posters.editForm",
      "posters.toasts",
      "posters.messages",
      "submissions.form",
      "submissions.errors",
      "board.places",
      "causes.field",
    ],
    patterns: ["/manage/:token/edit"],
  },
  lostLink: { capabilities: ["shell", "posters.lostLink", "submissions.errors.email"], patterns: ["/manage"] },
  /** The posters' mails, on the server only (app/posters/notices.server.ts, decision 283): no page loads it. */
  mail: { capabilities: ["posterMail"], patterns: [], serverOnly: true },
  // ── end of the posters' block ──
  // ── Seekers and trust (decision 285) ──
  // The alert pages: a search in words names the board's filters.
  alerts: {
    capabilities: ["shell", "alerts", "inWords", "board.filters"],
    patterns: ["/alerts", "/alerts/confirm/:token", "/alerts/manage/:token", "/alerts/unsubscribe/:token"],
  },
  // No page: the alert mails, written on the server in the alert's language (app/alerts/alerts.server.ts).
  alertMail: { capabilities: ["alertMail", "alerts.frequencies", "inWords", "board.filters"], patterns: [], serverOnly: true },
  report: { capabilities: ["shell", "report"], patterns: ["/report/:slug"] },
  // An organisation's open listings are the board's cards.
  organization: {
    capabilities: ["shell", "organizations", "board.card", "board.types", "trust.verified", "causes.organization"],
    patterns: ["/organizations/:slug"],
  },
  about: { capabilities: ["shell", "about"], patterns: ["/about"] },
  terms: { capabilities: ["shell", "terms"], patterns: ["/terms"] },
  // No page: the Terms' sections, which the /hi/terms loader writes into the page (decision 287).
  termsText: { capabilities: ["termsText"], patterns: [], serverOnly: true },
  // Every other Hindi path (the 404): the shell's messages.
  shell: { capabilities: ["shell"], patterns: [] },
} as const satisfies Record<string, { capabilities: readonly string[]; patterns: readonly string[]; serverOnly?: true }>;

export type HindiPage = keyof typeof HINDI_PAGE_CATALOGUES;

/** The catalogues a browser may load: not the server's own (mail, texts a loader writes into a page). */
export const BROWSER_CATALOGUES = (Object.keys(HINDI_PAGE_CATALOGUES) as HindiPage[]).filter(
  (page) => !("serverOnly" in HINDI_PAGE_CATALOGUES[page]),
);

const MATCHERS = Object.entries(HINDI_PAGE_CATALOGUES).flatMap(([page, { patterns }]) =>
  patterns.map((pattern) => [patternToRegExp(pattern), page as HindiPage] as const),
);

/** The catalogue a Hindi path (or its `.data` request) loads. */
export function hindiPageOf(pathname: string): HindiPage {
  const english = englishPath(pathname.replace(/\.data$/, ""));
  return MATCHERS.find(([pattern]) => pattern.test(english))?.[1] ?? "shell";
}

/**
 * A page's messages, taken from the whole catalogue by capability ("board") or by a part
 * of one ("board.filters": a page that shows only the board's filter names).
 */
export function messagesOfPage(page: HindiPage, all: Record<string, string>): Record<string, string> {
  const prefixes: readonly string[] = HINDI_PAGE_CATALOGUES[page].capabilities;
  return Object.fromEntries(Object.entries(all).filter(([id]) => prefixes.some((prefix) => id.startsWith(`${prefix}.`))));
}
