/**
 * The texts of alert mails: the confirmation and the digest (plain text and simple HTML),
 * in the alert's language, with links to that language's pages (docs/decisions/285).
 */
import type { AlertFrequency } from "../../db/schema";
import type { Env } from "../lib/env.server";
import { INTL_LOCALE, type Locale, localizePath } from "../i18n/locales";
import { htmlLang } from "../i18n/languages";
import type { Msg } from "../i18n/define-texts";
import type { Translator } from "../i18n/translate";
import { absoluteUrl } from "../lib/meta";
import { langAttribute } from "../lib/text-language";
import { type FilterNames, filtersInWords } from "../search/filters-in-words";
import { localCities } from "../taxonomy/place-names.server";
import { formatDeadline } from "../opportunities/listing-rules";
import type { ListingSummary } from "../search/search.server";
import { parseHomeSearchParams } from "../search/search-schema";
import { ALERT_MAIL_TEXTS, ALERT_PAGE_TEXTS } from "./texts";
import { TRUST_TEXTS } from "../trust/texts";

type SiteEnv = Pick<Env, "SITE_URL" | "SITE_NAME">;

const CONFIRM = ALERT_MAIL_TEXTS.confirm;
const DIGEST = ALERT_MAIL_TEXTS.digest;
const LIMIT = ALERT_MAIL_TEXTS.limit;

export function escapeHtml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** A page of the site in the mail's language. */
export function siteUrl(env: SiteEnv, locale: Locale, path: string) {
  return absoluteUrl(env.SITE_URL, localizePath(path, locale));
}

export function boardUrl(env: SiteEnv, search: string, locale: Locale = "en") {
  return siteUrl(env, locale, `/?${search}#opportunities`);
}

/** A Hindi mail's HTML says its language (as its pages do: en-XA for the pseudo-language's); an English one is as it always was. */
export function htmlIn(locale: Locale, html: string) {
  return locale === "en" ? html : `<div lang="${htmlLang(locale)}">\n${html}\n</div>`;
}

/** A mail about an alert someone asked for: the request in words, then `body`'s paragraphs (text and HTML). */
function alertRequestMail(
  env: SiteEnv,
  i18n: Translator,
  { to, search, frequency, names }: AlertRequest,
  { kind, subject, intro, body }: { kind: string; subject: Msg; intro: Msg; body: { text: string; html: string }[] },
) {
  const { t, locale } = i18n;
  const words = filtersInWords(parseHomeSearchParams(new URLSearchParams(search)), i18n, names);
  const site = env.SITE_NAME;
  const often = t(ALERT_PAGE_TEXTS.frequencies[frequency]);
  const text = [t(intro, { site }), `  ${t(CONFIRM.search, { words, frequency: often })}`, ...body.map((part) => part.text)].join("\n\n");
  const html = [
    t(intro, { site: escapeHtml(site) }),
    t(CONFIRM.search, { words: `<strong>${escapeHtml(words)}</strong>`, frequency: escapeHtml(often) }),
    ...body.map((part) => part.html),
  ]
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join("\n");
  return { to, subject: t(subject, { site }), text, html: htmlIn(locale, html), kind, headers: { "Content-Language": locale } };
}

/** What a subscriber asked for, with the names of its places and causes in the mail's language (app/taxonomy/filter-names.server.ts). */
interface AlertRequest {
  to: string;
  search: string;
  frequency: AlertFrequency;
  names: FilterNames;
}

/** `unconfirmedDays`: how long an unconfirmed request is kept (the retention setting the notice names too). */
export function confirmationMail(env: SiteEnv, i18n: Translator, request: AlertRequest & { token: string; unconfirmedDays: number }) {
  const { t, locale } = i18n;
  const link = siteUrl(env, locale, `/alerts/confirm/${request.token}`);
  return alertRequestMail(env, i18n, request, {
    kind: "alert-confirmation",
    subject: CONFIRM.subject,
    intro: CONFIRM.intro,
    body: [
      { text: t(CONFIRM.confirmLine, { link }), html: `<a href="${escapeHtml(link)}">${t(CONFIRM.confirmLink)}</a>` },
      { text: t(CONFIRM.ignore, { days: request.unconfirmedDays }), html: t(CONFIRM.ignore, { days: request.unconfirmedDays }) },
    ],
  });
}

/** To an address that asked for one more alert than it may have: the request and what to do (decision 351). */
export function alertLimitMail(env: SiteEnv, i18n: Translator, request: AlertRequest) {
  const { t } = i18n;
  return alertRequestMail(env, i18n, request, {
    kind: "alert-limit",
    subject: LIMIT.subject,
    intro: LIMIT.intro,
    body: [LIMIT.full, LIMIT.ignore].map((msg) => ({ text: t(msg), html: t(msg) })),
  });
}

/** Once, to an alert unused for a long time: open its page within `days` days to keep it (app/privacy/retention.server.ts). */
export function stillWantedMail(env: SiteEnv, i18n: Translator, request: AlertRequest & { token: string; days: number }) {
  const { t, locale } = i18n;
  const link = siteUrl(env, locale, `/alerts/manage/${request.token}`);
  const WANTED = ALERT_MAIL_TEXTS.stillWanted;
  return alertRequestMail(env, i18n, request, {
    kind: "alert-still-wanted",
    subject: WANTED.subject,
    intro: WANTED.intro,
    body: [
      { text: t(WANTED.unused, { days: request.days }), html: t(WANTED.unused, { days: request.days }) },
      { text: t(WANTED.keepLine, { link }), html: `<a href="${escapeHtml(link)}">${t(WANTED.keepLink)}</a>` },
    ],
  });
}

/** "1 new internship on …", "3 new internships on …", "2 new opportunities on …". */
export function digestSubject(env: SiteEnv, count: number, type: keyof typeof DIGEST.subject, { t }: Translator) {
  return t(DIGEST.subject[type], { count, site: env.SITE_NAME });
}

function listingLine(item: ListingSummary, { t, locale }: Translator) {
  const stipend = item.attributes.stipend || (item.hasPaid === false ? t(DIGEST.unpaid) : null);
  const deadline = item.expiresAt
    ? t(DIGEST.applyBy, { date: formatDeadline(item.expiresAt, locale === "en" ? undefined : INTL_LOCALE[locale]) })
    : null;
  // The stored location type in the mail's language (decision 288).
  return [item.location && t(item.location), item.city && localCities(item.city, locale), stipend, deadline].filter(Boolean).join(" · ");
}

export interface DigestInput {
  to: string;
  search: string;
  items: ListingSummary[];
  total: number;
  manageToken: string;
  /** The alert's language, with its translator (app/i18n/i18n.server.ts). */
  i18n: Translator;
}

/**
 * Renders digests for one run. A run mails thousands of digests made of a few
 * thousand listings and a few thousand searches: each listing's lines and each
 * search's words are composed once per language and joined per mail.
 */
export function digestRenderer(env: SiteEnv, namesIn: (locale: Locale) => FilterNames) {
  const searches = new Map<string, { words: string; all: string; type: keyof typeof DIGEST.subject }>();
  const listings = new Map<string, { text: string; html: string }>();
  const searchParts = (search: string, i18n: Translator) => {
    const key = `${i18n.locale}\n${search}`;
    let parts = searches.get(key);
    if (!parts) {
      const filters = parseHomeSearchParams(new URLSearchParams(search));
      parts = { words: filtersInWords(filters, i18n, namesIn(i18n.locale)), all: boardUrl(env, search, i18n.locale), type: filters.type };
      searches.set(key, parts);
    }
    return parts;
  };
  const listingParts = (item: ListingSummary, i18n: Translator) => {
    const key = `${i18n.locale}:${item.id}`;
    let parts = listings.get(key);
    if (!parts) {
      const line = listingLine(item, i18n);
      const url = siteUrl(env, i18n.locale, item.path);
      // A title or an organisation's name in another language than the mail's says so; the line under them is the mail's words.
      const lang = (language: string | undefined) => (language ? ` lang="${language}"` : "");
      const titleLang = lang(langAttribute(item.title, i18n.locale, item.writtenIn));
      const organizationLang = lang(langAttribute(item.organization.name, i18n.locale));
      parts = {
        text: `${item.title} — ${item.organization.name}\n${line ? `${line}\n` : ""}${url}\n`,
        html: `<li><a href="${escapeHtml(url)}"${titleLang}>${escapeHtml(item.title)}</a> — <span${organizationLang}>${escapeHtml(item.organization.name)}</span><br>${escapeHtml(line)}</li>`,
      };
      listings.set(key, parts);
    }
    return parts;
  };

  return function digestMail({ to, search, items, total, manageToken, i18n }: DigestInput) {
    const { t, locale } = i18n;
    const { words, all, type } = searchParts(search, i18n);
    const manage = siteUrl(env, locale, `/alerts/manage/${manageToken}`);
    const unsubscribe = siteUrl(env, locale, `/alerts/unsubscribe/${manageToken}`);
    const more = total - items.length;
    const parts = items.map((item) => listingParts(item, i18n));
    const site = env.SITE_NAME;
    const text = [
      t(DIGEST.intro, { site, words }),
      "",
      ...parts.map((part) => part.text),
      more > 0 ? t(DIGEST.andMoreLine, { more, link: all }) : t(DIGEST.fullSearchLine, { link: all }),
      "",
      // In every digest, in every language (docs/scam-signals.md).
      t(TRUST_TEXTS.neverPay.digest),
      "",
      // The manage page changes how often and deletes; the filters are changed by a new alert.
      t(DIGEST.manageLine, { link: manage }),
      t(DIGEST.unsubscribeLine, { link: unsubscribe }),
    ].join("\n");
    const html = `<p>${t(DIGEST.introHtml, { site: escapeHtml(site), words: `<strong>${escapeHtml(words)}</strong>` })}</p>
<ul>
${parts.map((part) => part.html).join("\n")}
</ul>
<p><a href="${escapeHtml(all)}">${more > 0 ? t(DIGEST.andMore, { more }) : t(DIGEST.fullSearch)}</a></p>
<p><strong>${escapeHtml(t(TRUST_TEXTS.neverPay.digest))}</strong></p>
<p><a href="${escapeHtml(manage)}">${t(DIGEST.manage)}</a> · <a href="${escapeHtml(unsubscribe)}">${t(DIGEST.unsubscribe)}</a></p>`;
    return {
      to,
      subject: digestSubject(env, total, type, i18n),
      text,
      html: htmlIn(locale, html),
      kind: "alert-digest",
      headers: {
        "List-Unsubscribe": `<${unsubscribe}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        "Content-Language": locale,
      },
    };
  };
}
