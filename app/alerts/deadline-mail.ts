/**
 * The mails of deadline reminders for saved listings (docs/decisions/371), in the alert's language
 * with links to that language's pages: the confirmation, the reminder three days before a deadline,
 * and the early close. The reminder and the close carry the one-click unsubscribe (RFC 8058).
 */
import type { Env } from "../lib/env.server";
import { INTL_LOCALE } from "../i18n/locales";
import type { Translator } from "../i18n/translate";
import { langAttribute } from "../lib/text-language";
import { formatDeadline } from "../opportunities/listing-rules";
import { escapeHtml, htmlIn, siteUrl } from "./mail";
import { ALERT_MAIL_TEXTS } from "./texts";

type SiteEnv = Pick<Env, "SITE_URL" | "SITE_NAME">;

const TEXT = ALERT_MAIL_TEXTS.deadlines;

export interface WatchedListing {
  title: string;
  /** Its page's English path (/internships/{slug}); the mail links the language's twin. */
  path: string;
  /** Midnight UTC of its deadline day, or null. */
  deadline: number | null;
}

const dateIn = (deadline: number | null, { locale }: Translator) => formatDeadline(deadline, locale === "en" ? undefined : INTL_LOCALE[locale]);

/** A mail of paragraphs (text and HTML), with the manage links and headers of a subscription when `manageToken` is given. */
function compose(
  env: SiteEnv,
  { t, locale }: Translator,
  { to, kind, subject, paragraphs, manageToken }: { to: string; kind: string; subject: string; paragraphs: { text: string; html: string }[]; manageToken?: string },
) {
  const headers: Record<string, string> = { "Content-Language": locale };
  const parts = [...paragraphs];
  if (manageToken) {
    const unsubscribe = siteUrl(env, locale, `/alerts/unsubscribe/${manageToken}`);
    parts.push({ text: t(TEXT.why), html: escapeHtml(t(TEXT.why)) });
    parts.push({ text: t(TEXT.unsubscribeLine, { link: unsubscribe }), html: `<a href="${escapeHtml(unsubscribe)}">${escapeHtml(t(TEXT.unsubscribe))}</a>` });
    headers["List-Unsubscribe"] = `<${unsubscribe}>`;
    headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
  }
  return {
    to,
    subject,
    text: parts.map((part) => part.text).join("\n\n"),
    html: htmlIn(locale, parts.map((part) => `<p>${part.html}</p>`).join("\n")),
    kind,
    headers,
  };
}

/** A listing's title and link; in HTML its title says its language where it is not the mail's (as the digest's do). */
function listingLine(env: SiteEnv, i18n: Translator, listing: WatchedListing) {
  const link = siteUrl(env, i18n.locale, listing.path);
  const language = langAttribute(listing.title, i18n.locale);
  const lang = language ? ` lang="${language}"` : "";
  return { text: `${listing.title}\n${link}`, html: `<a href="${escapeHtml(link)}"${lang}>${escapeHtml(listing.title)}</a>` };
}

export function deadlineConfirmationMail(env: SiteEnv, i18n: Translator, { to, token, listings, unconfirmedDays }: { to: string; token: string; listings: WatchedListing[]; unconfirmedDays: number }) {
  const { t, locale } = i18n;
  const ALERT_CONFIRM = ALERT_MAIL_TEXTS.confirm;
  const link = siteUrl(env, locale, `/alerts/confirm/${token}`);
  const site = env.SITE_NAME;
  return compose(env, i18n, {
    to,
    kind: "deadline-confirmation",
    subject: t(TEXT.confirmSubject, { site }),
    paragraphs: [
      { text: t(TEXT.confirmIntro, { site }), html: escapeHtml(t(TEXT.confirmIntro, { site })) },
      ...listings.map((listing) => listingLine(env, i18n, listing)),
      { text: t(ALERT_CONFIRM.confirmLine, { link }), html: `<a href="${escapeHtml(link)}">${escapeHtml(t(ALERT_CONFIRM.confirmLink))}</a>` },
      { text: t(ALERT_CONFIRM.ignore, { days: unconfirmedDays }), html: escapeHtml(t(ALERT_CONFIRM.ignore, { days: unconfirmedDays })) },
    ],
  });
}

export function deadlineReminderMail(
  env: SiteEnv,
  i18n: Translator,
  { to, listing, days, manageToken }: { to: string; listing: WatchedListing; days: number; manageToken: string },
) {
  const { t } = i18n;
  const intro = t(TEXT.reminderIntro, { site: env.SITE_NAME, date: dateIn(listing.deadline, i18n) });
  return compose(env, i18n, {
    to,
    kind: "deadline-reminder",
    subject: t(TEXT.reminderSubject, { days, title: listing.title }),
    paragraphs: [{ text: intro, html: escapeHtml(intro) }, listingLine(env, i18n, listing)],
    manageToken,
  });
}

export function deadlineClosedMail(env: SiteEnv, i18n: Translator, { to, listing, manageToken }: { to: string; listing: WatchedListing; manageToken: string }) {
  const { t } = i18n;
  const intro = t(TEXT.closedIntro, { site: env.SITE_NAME });
  return compose(env, i18n, {
    to,
    kind: "deadline-closed",
    subject: t(TEXT.closedSubject, { title: listing.title }),
    paragraphs: [{ text: intro, html: escapeHtml(intro) }, listingLine(env, i18n, listing)],
    manageToken,
  });
}
