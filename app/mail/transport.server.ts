/**
 * How a queued message leaves: nodemailer over SMTP when SMTP_URL is set; otherwise the
 * embedded default writes each message as an RFC 5322 .eml file into <data folder>/mail/.
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { Env } from "../lib/env.server";
import { log } from "../lib/log.server";
import type { MailBody } from "./sealed-body.server";

/** A claimed message with its body opened, for the moment it is sent. */
export interface OutgoingMail extends MailBody {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  messageId: string;
}

export interface MailTransport {
  /** Resolves once the message was accepted (by the SMTP server, or written to disk). */
  send(message: OutgoingMail): Promise<void>;
  close(): void;
  readonly description: string;
  /** How many messages the sender may hand it at once. */
  readonly concurrency: number;
}

type MailEnv = Pick<Env, "SMTP_URL" | "MAIL_FROM" | "SITE_URL" | "dataDir" | "LOG_LEVEL">;

export interface Sender {
  from: string;
  /** Host part of Message-IDs: the site's host name. */
  host: string;
}

export function mailFolder(env: Pick<Env, "dataDir">): string {
  return join(env.dataDir, "mail");
}

function toNodemailer(message: OutgoingMail, sender: Sender): SendMailOptions {
  return {
    from: sender.from,
    // Exactly one recipient per message, never a list.
    to: message.recipient,
    subject: message.subject,
    text: message.text,
    html: message.html ?? undefined,
    messageId: `<${message.messageId}@${sender.host}>`,
    date: new Date(),
    headers: message.headers ?? undefined,
  };
}

/** Pooled SMTP connections: a batch of digests reuses them instead of one connection per message. */
const SMTP_CONNECTIONS = 3;

export function createSmtpTransport(url: string, sender: Sender): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    // A sender holds a lease on the row while it sends: do not wait minutes on a dead server.
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    description: `SMTP ${new URL(url).host}`,
    concurrency: SMTP_CONNECTIONS,
    async send(message) {
      await transporter.sendMail(toNodemailer(message, sender));
    },
    close: () => transporter.close(),
  };
}

export function createFileTransport(folder: string, sender: Sender, logEach: boolean): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  let folderMade = false;
  return {
    description: `files in ${folder}`,
    concurrency: 1,
    async send(message) {
      const info = await transporter.sendMail(toNodemailer(message, sender));
      // Owner-only, as the server writes everything in its data folder (docs/decisions/158), also when
      // a command-line tool without the server's umask writes the message.
      if (!folderMade) mkdirSync(folder, { recursive: true, mode: 0o700 });
      folderMade = true;
      const name = `${Date.now()}-${message.id}.eml`;
      // Written under a temporary name, then renamed: a reader never sees half a message.
      const temporary = join(folder, `.${name}.tmp`);
      writeFileSync(temporary, info.message as Buffer, { mode: 0o600 });
      renameSync(temporary, join(folder, name));
      if (logEach) log.info({ event: "mail.written", mailId: message.id, kind: message.kind, file: name }, "mail: written to a file");
    },
    close: () => transporter.close(),
  };
}

export function createMailTransport(env: MailEnv): MailTransport {
  const sender = { from: env.MAIL_FROM, host: new URL(env.SITE_URL).hostname || "localhost" };
  return env.SMTP_URL
    ? createSmtpTransport(env.SMTP_URL, sender)
    : createFileTransport(mailFolder(env), sender, env.LOG_LEVEL === "info");
}
