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
  return [item.location, stipend, item.expiresAt ? `Apply by ${formatDeadline(item.expiresAt)}` : null]
    .filter(Boolean)
    .join(" · ");
}

export function digestMail(
  env: SiteEnv,
  {
    to,
    search,
    items,
    total,
    manageToken,
  }: { to: string; search: string; items: ListingSummary[]; total: number; manageToken: string },
) {
  const filters = parseHomeSearchParams(new URLSearchParams(search));
  const words = filtersInWords(filters);
  const manage = absoluteUrl(env.SITE_URL, `/alerts/manage/${manageToken}`);
  const unsubscribe = absoluteUrl(env.SITE_URL, `/alerts/unsubscribe/${manageToken}`);
  const all = boardUrl(env, search);
  const more = total - items.length;
  const text = [
    `New on ${env.SITE_NAME} for your alert “${words}”:`,
    "",
    ...items.flatMap((item) => [
      `${item.title} — ${item.organization.name}`,
      ...(listingLine(item) ? [listingLine(item)] : []),
      absoluteUrl(env.SITE_URL, item.path),
      "",
    ]),
    more > 0 ? `And ${more} more: ${all}` : `See the full search: ${all}`,
    "",
    `Manage this alert (filters, frequency, delete): ${manage}`,
    `Unsubscribe: ${unsubscribe}`,
  ].join("\n");
  const html = `<p>New on ${escapeHtml(env.SITE_NAME)} for your alert <strong>${escapeHtml(words)}</strong>:</p>
<ul>
${items
  .map(
    (item) =>
      `<li><a href="${escapeHtml(absoluteUrl(env.SITE_URL, item.path))}">${escapeHtml(item.title)}</a> — ${escapeHtml(item.organization.name)}<br>${escapeHtml(listingLine(item))}</li>`,
  )
  .join("\n")}
</ul>
<p><a href="${escapeHtml(all)}">${more > 0 ? `And ${more} more` : "See the full search"}</a></p>
<p><a href="${escapeHtml(manage)}">Manage this alert</a> · <a href="${escapeHtml(unsubscribe)}">Unsubscribe</a></p>`;
  return {
    to,
    subject: digestSubject(env, total, filters.type),
    text,
    html,
    kind: "alert-digest",
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
