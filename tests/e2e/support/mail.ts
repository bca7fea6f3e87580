/**
 * The e2e server has no SMTP_URL, so it writes every message as an .eml file into
 * <its data folder>/mail/; the data folder is fixed per port (tests/e2e/support/server.js).
 * `waitForMail` polls that folder and returns the first message to an address, parsed.
 * Use an address of your own per test (and per project: js and no-js run in parallel).
 */
import { readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";

export function e2eMailFolder(port = process.env.E2E_PORT ?? "4310"): string {
  return join(tmpdir(), `ic-e2e-${port}`, "mail");
}

/** A fresh address for one test run. */
export function uniqueAddress(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.org`;
}

async function messagesTo(address: string): Promise<ParsedMail[]> {
  let files: string[];
  try {
    files = readdirSync(e2eMailFolder()).filter((f) => f.endsWith(".eml")).sort();
  } catch {
    return [];
  }
  const found: ParsedMail[] = [];
  for (const file of files) {
    const raw = readFileSync(join(e2eMailFolder(), file));
    // Cheap filter before parsing: the address appears in the To header.
    if (!raw.toString("utf8").toLowerCase().includes(address.toLowerCase())) continue;
    const mail = await simpleParser(raw);
    const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
    if (to.some((a) => a.value.some((v) => v.address?.toLowerCase() === address.toLowerCase()))) found.push(mail);
  }
  return found;
}

/** Waits for a message to `address` whose subject matches `subject` (all of them when omitted). */
export async function waitForMail(
  address: string,
  { subject, timeoutMs = 15_000 }: { subject?: string | RegExp; timeoutMs?: number } = {},
): Promise<ParsedMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mails = await messagesTo(address);
    const match = mails.find((m) =>
      subject === undefined ? true : typeof subject === "string" ? m.subject === subject : subject.test(m.subject ?? ""),
    );
    if (match) return match;
    if (Date.now() > until) {
      throw new Error(`No mail to ${address} matching ${String(subject)}; got: ${mails.map((m) => m.subject).join(", ") || "none"}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** All messages to `address` so far. */
export function mailsTo(address: string): Promise<ParsedMail[]> {
  return messagesTo(address);
}

/** The first link in the message's text that starts with `prefix` (e.g. the manage link). */
export function linkIn(mail: ParsedMail, pattern: RegExp): string {
  const match = (mail.text ?? "").match(pattern);
  if (!match) throw new Error(`No link matching ${pattern} in:\n${mail.text}`);
  return match[0];
}
