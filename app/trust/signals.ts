/**
 * Signals an admin sees on a submission (never the public, never the poster, never a refusal):
 * wording that asks applicants for money, moves the contact off the board, asks for identity or
 * bank documents, promises too-good pay for little work or hurries the reader; an apply link
 * through a shortener or on a domain unrelated to the organisation; a free-mail address posing as
 * a known organisation; and titles that look like another listing's. Each flag names its kind and
 * quotes the words it matched (`kind: “word”, “word”`), so the moderator sees them highlighted.
 * The words of every language are data (docs/glossary/scam-words.tsv, app/trust/scam-words.ts);
 * docs/scam-signals.md explains the rules, docs/decisions/366-scam-signals-in-every-language.md why.
 */
import { foldForSignals, scamPattern, type ScamMeaning } from "./scam-words";
import { payWordsSource } from "../opportunities/pay-words";

/** The kinds of flag, as the moderator reads them (the admin side is in English). */
export const SIGNAL_KINDS = {
  money: "asks for money",
  offBoard: "moves contact off the board",
  documents: "asks for identity or bank documents",
  tooGoodPay: "too-good pay for little work",
  urgency: "urgency bait",
  link: "suspicious apply link",
  freeMail: "free-mail address for a known organisation",
  verified: "names a verified organisation",
} as const;
export type SignalKind = keyof typeof SIGNAL_KINDS;

export const FEE_FLAG = SIGNAL_KINDS.money;
/** A stipend that reads as more than ₹10,00,000 a month: stored as unknown, for a person to look at. */
export const STIPEND_FLAG = "stipend above ₹10,00,000 a month";
export const duplicateFlag = (id: number) => `possible duplicate of #${id}`;

/** One signal: its kind and the words of the text it matched, as written. */
export interface Signal {
  kind: SignalKind;
  words: string[];
}

/** The stored flag: "asks for money: “registration fee”, “₹500”". */
export function flagText(signal: Signal): string {
  const words = [...new Set(signal.words.map((word) => word.replace(/[“”]/g, "").replace(/\s+/g, " ").trim()))].filter(Boolean);
  return words.length ? `${SIGNAL_KINDS[signal.kind]}: ${words.map((word) => `“${word}”`).join(", ")}` : SIGNAL_KINDS[signal.kind];
}

/** A stored flag read back: its label and the words it quotes (none for a flag without quotes). */
export function parseFlag(flag: string): { label: string; words: string[] } {
  const at = flag.indexOf(": “");
  if (at < 0) return { label: flag, words: [] };
  return { label: flag.slice(0, at), words: [...flag.slice(at + 2).matchAll(/“([^”]*)”/g)].map((m) => m[1]!).filter(Boolean) };
}

/** Every word quoted by a listing's flags, for highlighting. */
export function flaggedWords(flags: readonly string[]): string[] {
  return [...new Set(flags.flatMap((flag) => parseFlag(flag).words))];
}

interface Found {
  start: number;
  end: number;
}

function findAll(meaning: ScamMeaning, folded: string): Found[] {
  return [...folded.matchAll(scamPattern(meaning))].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/** Rupee amounts: a currency sign or word beside a number, in any language's words (docs/glossary/pay-words.tsv). */
const CURRENCY = `₹|rs\\.?|inr|rupees?|rupaye|rupaiye|/-|${payWordsSource("currency")}`;
const MULTIPLIER = `k|thousand|hazaar|hazar|${payWordsSource("thousand")}`;
const AMOUNT = new RegExp(
  `(?:(?:${CURRENCY})\\s*(\\d[\\d,]*(?:\\.\\d+)?)\\s*(${MULTIPLIER})?(?![\\p{L}\\p{M}])|(?<![\\p{L}\\p{N}])(\\d[\\d,]*(?:\\.\\d+)?)\\s*(${MULTIPLIER})?\\s*(?:${CURRENCY}))`,
  "gu",
);
const PHONE = /(?<!\d)(?:\+?91[\s-]?)?[6-9]\d{4}[\s-]?\d{5}(?!\d)/gu;
const EMAIL = /[a-z0-9._%+-]+@([a-z0-9.-]+\.[a-z]{2,})/giu;
const LINK = /\bhttps?:\/\/[^\s<>"')]+|\b(?:[a-z0-9-]+\.)+(?:com|in|org|net|ly|gl|gd|at|cc|me|io|co|id|link|to|xyz|info|site|online)\/[^\s<>"')]*/giu;

interface Amount extends Found {
  rupees: number;
}

function amounts(folded: string): Amount[] {
  return [...folded.matchAll(AMOUNT)].map((m) => {
    const digits = (m[1] ?? m[3] ?? "0").replace(/,/g, "");
    const multiplier = m[2] ?? m[4];
    return { start: m.index, end: m.index + m[0].length, rupees: Number(digits) * (multiplier ? 1000 : 1) };
  });
}

/** Sentences (and clauses a line break or a dash ends), as ranges of the text. */
function sentences(folded: string): Found[] {
  const out: Found[] = [];
  // "Rs." and "no." do not end a sentence.
  const re = /(?<!\brs|\bno|\bnos)[.!?।॥;\n]+(?=\s|$)|\n+/gu;
  let start = 0;
  for (const m of folded.matchAll(re)) {
    out.push({ start, end: m.index });
    start = m.index + m[0].length;
  }
  out.push({ start, end: folded.length });
  return out.filter((range) => range.end > range.start);
}

const within = (range: Found) => (found: Found) => found.start >= range.start && found.end <= range.end;
const near = (a: Found, b: Found, gap: number) => (a.end <= b.start ? b.start - a.end : a.start - b.end) <= gap;
const overlaps = (a: Found, b: Found) => a.start < b.end && b.start < a.end;

/** Ranges in order, those that overlap or only a space parts made one ("पंजीकरण शुल्क" holds "शुल्क"; "2 hours" "a day"). */
function merged(found: Found[], text: string): Found[] {
  const out: Found[] = [];
  for (const range of [...found].sort((a, b) => a.start - b.start || b.end - a.end)) {
    const last = out.at(-1);
    if (last && (range.start < last.end || /^\s+$/u.test(text.slice(last.end, range.start)))) last.end = Math.max(last.end, range.end);
    else out.push({ ...range });
  }
  return out;
}

/** What one text says, by kind: each kind's matched ranges. */
function textSignals(original: string): Map<SignalKind, Found[]> {
  const text = original.normalize("NFC");
  const folded = foldForSignals(text);
  const out = new Map<SignalKind, Found[]>();
  const add = (kind: SignalKind, ...found: Found[]) => out.set(kind, [...(out.get(kind) ?? []), ...found]);
  const all = Object.fromEntries(
    (
      ["feeKind", "money", "payVerb", "payApp", "noFee", "payer", "messagingApp", "contactVerb", "document", "documentAsk", "easyWork", "hours", "daily", "earn", "urgency"] as const
    ).map((meaning) => [meaning, findAll(meaning, folded)]),
  ) as Record<ScamMeaning, Found[]>;
  const money = amounts(folded);
  const phones = [...folded.matchAll(PHONE)].map((m) => ({ start: m.index, end: m.index + m[0].length }));

  for (const sentence of sentences(folded)) {
    const inside = within(sentence);
    const noFee = all.noFee.some(inside);
    const payer = all.payer.some(inside);
    const amountsHere = money.filter(inside);
    // "৪০,০০০ টাকা" is an amount, not a fee word.
    const fees = all.money.filter(inside).filter((w) => ![...all.noFee, ...amountsHere].some((n) => overlaps(n, w)));
    const verbs = all.payVerb.filter(inside).filter((v) => !fees.some((f) => overlaps(f, v)));
    if (!noFee) {
      // "registration fee", "security deposit", "पंजीकरण शुल्क": asking by name alone.
      for (const kind of all.feeKind.filter(inside)) {
        const fee = fees.find((f) => f.start >= kind.end && f.start - kind.end <= 3);
        if (fee) add("money", { start: kind.start, end: fee.end });
      }
      if (!payer) {
        // A fee word with a verb of paying, or beside an amount ("fee of ₹500", "fees dena hoga").
        for (const fee of fees) {
          if (verbs.length) add("money", fee, ...verbs);
          const amount = amountsHere.find((a) => near(a, fee, 12));
          if (amount) add("money", fee, amount);
        }
        // "pay ₹500", "₹999 dena hoga", "UPI ₹499".
        for (const verb of [...verbs, ...all.payApp.filter(inside)]) {
          const amount = amountsHere.find((a) => near(a, verb, 16));
          if (amount) add("money", verb, amount);
        }
      }
    }
    // WhatsApp or Telegram with a word of contact or a phone number.
    const apps = all.messagingApp.filter(inside);
    if (apps.length) {
      const contact = [...all.contactVerb.filter(inside), ...phones.filter(inside)].filter((c) => !apps.some((a) => overlaps(a, c)));
      if (contact.length) add("offBoard", ...apps, contact[0]!);
    }
    // Aadhaar, PAN, bank account, OTP with a word of asking (not part of the document's own name).
    const documents = all.document.filter(inside);
    if (documents.length) {
      const asks = all.documentAsk.filter(inside).filter((a) => !documents.some((d) => overlaps(d, a)));
      if (asks.length) add("documents", ...documents, asks[0]!);
    }
  }
  // Too-good pay: little work (a few hours a day, from home on the phone) and a big sum or an earning promise.
  const littleWork: Found[] = [...all.easyWork];
  for (const hour of all.hours) {
    const before = folded.slice(Math.max(0, hour.start - 8), hour.start);
    const count = /(\d+)\s*(?:-\s*\d+\s*)?$/u.exec(before);
    if (!count || Number(count[1]) > 4) continue;
    const day = all.daily.find((d) => near(d, hour, 12));
    if (day) littleWork.push({ start: hour.start - count[0].length, end: hour.end }, day);
  }
  if (littleWork.length) {
    const big = money.find((a) => a.rupees >= 20_000 && a.rupees < 10_000_000);
    const promise = all.earn.length && money.length ? [all.earn[0]!, money[0]!] : [];
    if (big) add("tooGoodPay", ...littleWork, big);
    else if (promise.length) add("tooGoodPay", ...littleWork, ...promise);
  }
  if (all.urgency.length) add("urgency", ...all.urgency);
  // A shortened link written in the text.
  for (const m of folded.matchAll(LINK)) {
    if (isShortener(m[0])) add("link", { start: m.index, end: m.index + m[0].length });
  }
  // Quote the original text at the same places (folding keeps every character's place).
  const quoted = new Map<SignalKind, Found[]>();
  for (const [kind, found] of out) quoted.set(kind, merged(found, folded));
  return quoted;
}

/** The signals of a listing's texts, each with the words it matched as written. */
export function textSignalsOf(...texts: Array<string | null | undefined>): Signal[] {
  const byKind = new Map<SignalKind, string[]>();
  for (const raw of texts) {
    if (!raw) continue;
    const text = raw.normalize("NFC");
    for (const [kind, found] of textSignals(text)) {
      byKind.set(kind, [...(byKind.get(kind) ?? []), ...found.map((f) => text.slice(f.start, f.end))]);
    }
  }
  return [...byKind].map(([kind, words]) => ({ kind, words: [...new Set(words)] }));
}

/** Whether any of the texts asks applicants for money. */
export function asksForMoney(...texts: Array<string | null | undefined>): boolean {
  return textSignalsOf(...texts).some((signal) => signal.kind === "money");
}

/** Link shorteners and messaging links: the destination is hidden or is a chat, not an application. */
export const SHORTENER_HOSTS = [
  "bit.ly", "tinyurl.com", "t.ly", "cutt.ly", "rb.gy", "is.gd", "goo.gl", "shorturl.at", "tiny.cc", "ow.ly", "s.id", "rebrand.ly",
  "shorte.st", "v.gd", "t.co", "bitly.com", "tinu.be", "wa.me", "t.me", "chat.whatsapp.com", "api.whatsapp.com", "telegram.me",
];
/** Where honest listings often take applications, whatever the organisation's own domain. */
export const APPLICATION_HOSTS = [
  "forms.gle", "docs.google.com", "google.com", "forms.office.com", "office.com", "microsoft.com", "typeform.com", "jotform.com",
  "airtable.com", "zoho.com", "zohopublic.in", "internshala.com", "linkedin.com", "naukri.com", "lever.co", "greenhouse.io",
  "workable.com", "smartrecruiters.com", "freshteam.com", "keka.com", "darwinbox.in", "idealist.org", "devnetjobsindia.org",
  "unstop.com", "tally.so", "surveymonkey.com", "indeed.com", "wellfound.com", "notion.site", "github.com",
];
/** Addresses anyone can make: a known organisation writes from its own domain. */
export const FREE_MAIL_HOSTS = [
  "gmail.com", "googlemail.com", "yahoo.com", "yahoo.co.in", "yahoo.in", "ymail.com", "outlook.com", "hotmail.com", "live.com",
  "rediffmail.com", "protonmail.com", "proton.me", "icloud.com", "aol.com", "zoho.in", "mail.com",
];

function hostOf(url: string): string | null {
  try {
    return new URL(/^https?:\/\//i.test(url) ? url : `https://${url}`).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return null;
  }
}

const hostIs = (host: string, list: readonly string[]) => list.some((known) => host === known || host.endsWith(`.${known}`));

function isShortener(url: string): boolean {
  const host = hostOf(url);
  return host !== null && hostIs(host, SHORTENER_HOSTS);
}

/** The registrable part of a host: "apply.neerjal.org.in" → "neerjal.org.in". */
function siteOf(host: string): string {
  const labels = host.split(".");
  const second = labels.at(-2) ?? "";
  const keep = labels.length > 2 && ["co", "org", "net", "gov", "ac", "edu", "res", "nic", "gen", "firm", "ind"].includes(second) ? 3 : 2;
  return labels.slice(-keep).join(".");
}

/** What the checks of a whole listing know about the organisation it names. */
export interface SignalOrganization {
  name: string;
  /** It existed before this submission. */
  existing: boolean;
  verified: boolean;
  website: string | null;
}

export interface ListingTexts {
  description: string;
  requirements?: string | null;
  applicationInstructions?: string | null;
  applicationUrl?: string | null;
}

/** Every signal of a listing: its texts, its apply link and the organisation it names. */
export function listingSignals(listing: ListingTexts, organization?: SignalOrganization): Signal[] {
  const signals = textSignalsOf(listing.description, listing.requirements, listing.applicationInstructions);
  const add = (kind: SignalKind, words: string[]) => {
    const found = signals.find((signal) => signal.kind === kind);
    if (found) found.words = [...new Set([...found.words, ...words])];
    else signals.push({ kind, words });
  };
  const url = listing.applicationUrl?.trim();
  const host = url ? hostOf(url) : null;
  if (url && host) {
    if (hostIs(host, SHORTENER_HOSTS)) add(["wa.me", "t.me", "chat.whatsapp.com", "api.whatsapp.com", "telegram.me"].some((h) => hostIs(host, [h])) ? "offBoard" : "link", [url]);
    else if (organization?.website) {
      const own = hostOf(organization.website);
      if (own && siteOf(own) !== siteOf(host) && !hostIs(host, APPLICATION_HOSTS)) add("link", [url]);
    }
  }
  // A phone number as the only way to apply: no link, no address, a number in the instructions.
  const instructions = foldForSignals(listing.applicationInstructions ?? "");
  const phone = [...instructions.matchAll(PHONE)][0];
  if (phone && !url && !EMAIL.test(instructions) && !new RegExp(LINK.source, "iu").test(instructions)) {
    add("offBoard", [(listing.applicationInstructions ?? "").normalize("NFC").slice(phone.index, phone.index + phone[0].length)]);
  }
  EMAIL.lastIndex = 0;
  if (organization) {
    const known = organization.existing && (organization.verified || Boolean(organization.website));
    if (known) {
      const texts = [listing.description, listing.requirements, listing.applicationInstructions].filter(Boolean).join("\n");
      const free = [...texts.matchAll(EMAIL)].filter((m) => FREE_MAIL_HOSTS.includes(m[1]!.toLowerCase())).map((m) => m[0]);
      if (free.length) add("freeMail", free);
    }
    if (organization.existing && organization.verified) add("verified", [organization.name]);
  }
  return signals;
}

/** Lower case, letters and digits only, single spaces: "Climate  Research-Intern!" → "climate research intern". */
export function normalizeTitle(title: string): string {
  return title
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function bigrams(text: string): Map<string, number> {
  const grams = new Map<string, number>();
  const compact = text.replace(/ /g, "");
  for (let i = 0; i < compact.length - 1; i++) {
    const gram = compact.slice(i, i + 2);
    grams.set(gram, (grams.get(gram) ?? 0) + 1);
  }
  return grams;
}

/** Sørensen–Dice similarity of the titles' letter pairs, 0 to 1 (1 = the same letters in the same pairs). */
export function titleSimilarity(a: string, b: string): number {
  const x = normalizeTitle(a);
  const y = normalizeTitle(b);
  if (x === y) return 1;
  const gx = bigrams(x);
  const gy = bigrams(y);
  let total = 0;
  for (const n of gx.values()) total += n;
  for (const n of gy.values()) total += n;
  if (total === 0) return 0;
  let shared = 0;
  for (const [gram, n] of gx) shared += Math.min(n, gy.get(gram) ?? 0);
  return (2 * shared) / total;
}

/** At or above this, two titles of the same organisation are "very similar". */
export const DUPLICATE_SIMILARITY = 0.85;
/** Only listings posted within this window count as possible originals. */
export const DUPLICATE_WINDOW_MS = 60 * 24 * 60 * 60 * 1000;

export function isSimilarTitle(a: string, b: string): boolean {
  return titleSimilarity(a, b) >= DUPLICATE_SIMILARITY;
}

/** The flags of a listing an admin writes (their editor, bulk import): its texts and link; naming a verified organisation is theirs to do. */
export function reviewedListingFlags(listing: ListingTexts, organization?: SignalOrganization): string[] {
  return listingSignals(listing, organization)
    .filter((signal) => signal.kind !== "verified")
    .map(flagText);
}
