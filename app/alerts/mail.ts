/** The texts of alert mails: the confirmation and the digest (plain text and simple HTML). */
import type { AlertFrequency } from "../../db/schema";
import type { Env } from "../lib/env.server";
import { absoluteUrl } from "../lib/meta";
import { filtersInWords, typeNoun } from "../opportunities/filters-in-words";
import { formatDeadline } from "../opportunities/listing-rules";
import type { ListingSummary } from "../opportunities/search.server";
import { parseHomeSearchParams } from "../opportunities/search-schema";

type SiteEnv = Pick<Env, "SITE_URL" | "SITE_NAME">;

function escapeHtml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function boardUrl(env: SiteEnv, search: string) {
  return absoluteUrl(env.SITE_URL, `/?${search}#opportunities`);
}

export function confirmationMail(
  env: SiteEnv,
  { to, token, search, frequency }: { to: string; token: string; search: string; frequency: AlertFrequency },
) {
  const words = filtersInWords(parseHomeSearchParams(new URLSearchParams(search)));
  const link = absoluteUrl(env.SITE_URL, `/alerts/confirm/${token}`);
  const text = [
    `Please confirm your job alert on ${env.SITE_NAME}:`,
    "",
    `  ${words} (${frequency})`,
    "",
    `Confirm: ${link}`,
    "",
    "If you did not ask for this alert, ignore this message: nothing will be sent unless you confirm,",
    "and the request is deleted after 7 days.",
  ].join("\n");
  const html = `<p>Please confirm your job alert on ${escapeHtml(env.SITE_NAME)}:</p>
<p><strong>${escapeHtml(words)}</strong> (${frequency})</p>
<p><a href="${escapeHtml(link)}">Confirm your alert</a></p>
<p>If you did not ask for this alert, ignore this message: nothing will be sent unless you confirm, and the request is deleted after 7 days.</p>`;
  return { to, subject: `Confirm your job alert on ${env.SITE_NAME}`, text, html, kind: "alert-confirmation" };
}

/** "1 new internship on …", "3 new internships on …", "2 new opportunities on …". */
export function digestSubject(env: SiteEnv, count: number, type: Parameters<typeof typeNoun>[0]) {
  return `${count} new ${typeNoun(type, { plural: count !== 1 })} on ${env.SITE_NAME}`;
}

function listingLine(item: ListingSummary) {
  const stipend = item.attributes.stipend || (item.hasPaid === false ? "Unpaid" : null);
  return [item.location, item.city, stipend, item.expiresAt ? `Apply by ${formatDeadline(item.expiresAt)}` : null]
    .filter(Boolean)
    .join(" · ");
}

export interface DigestInput {
  to: string;
  search: string;
  items: ListingSummary[];
  total: number;
  manageToken: string;
}

/**
 * Renders digests for one run. A run mails thousands of digests made of a few
 * thousand listings and a few thousand searches: each listing's lines and each
 * search's words are composed once and joined per mail.
 */
export function digestRenderer(env: SiteEnv) {
  const searches = new Map<string, { words: string; all: string; type: Parameters<typeof typeNoun>[0] }>();
  const listings = new Map<number, { text: string; html: string }>();
  const searchParts = (search: string) => {
    let parts = searches.get(search);
    if (!parts) {
      const filters = parseHomeSearchParams(new URLSearchParams(search));
      parts = { words: filtersInWords(filters), all: boardUrl(env, search), type: filters.type };
      searches.set(search, parts);
    }
    return parts;
  };
  const listingParts = (item: ListingSummary) => {
    let parts = listings.get(item.id);
    if (!parts) {
      const line = listingLine(item);
      const url = absoluteUrl(env.SITE_URL, item.path);
      parts = {
        text: `${item.title} — ${item.organization.name}\n${line ? `${line}\n` : ""}${url}\n`,
        html: `<li><a href="${escapeHtml(url)}">${escapeHtml(item.title)}</a> — ${escapeHtml(item.organization.name)}<br>${escapeHtml(line)}</li>`,
      };
      listings.set(item.id, parts);
    }
    return parts;
  };

  return function digestMail({ to, search, items, total, manageToken }: DigestInput) {
    const { words, all, type } = searchParts(search);
    const manage = absoluteUrl(env.SITE_URL, `/alerts/manage/${manageToken}`);
    const unsubscribe = absoluteUrl(env.SITE_URL, `/alerts/unsubscribe/${manageToken}`);
    const more = total - items.length;
    const parts = items.map(listingParts);
    const text = [
      `New on ${env.SITE_NAME} for your alert “${words}”:`,
      "",
      ...parts.map((part) => part.text),
      more > 0 ? `And ${more} more: ${all}` : `See the full search: ${all}`,
      "",
      // The manage page changes how often and deletes; the filters are changed by a new alert.
      `Manage this alert (frequency, delete): ${manage}`,
      `Unsubscribe: ${unsubscribe}`,
    ].join("\n");
    const html = `<p>New on ${escapeHtml(env.SITE_NAME)} for your alert <strong>${escapeHtml(words)}</strong>:</p>
<ul>
${parts.map((part) => part.html).join("\n")}
</ul>
<p><a href="${escapeHtml(all)}">${more > 0 ? `And ${more} more` : "See the full search"}</a></p>
<p><a href="${escapeHtml(manage)}">Manage this alert</a> · <a href="${escapeHtml(unsubscribe)}">Unsubscribe</a></p>`;
    return {
      to,
      subject: digestSubject(env, total, type),
      text,
      html,
      kind: "alert-digest",
      headers: {
        "List-Unsubscribe": `<${unsubscribe}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    };
  };
}
