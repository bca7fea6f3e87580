/**
 * A real SMTP server in the test process (smtp-server on port 0) that keeps every
 * message it accepts, parsed with mailparser. `reject` makes it refuse messages,
 * as a broken or unreachable mail provider would; `hold` makes it never answer them.
 */
import { type AddressObject, type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { onTestFinished } from "vitest";

export interface ReceivedMail {
  /** Envelope sender and recipients, as the SMTP dialogue gave them. */
  envelope: { from: string; to: string[] };
  raw: Buffer;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** Number of DATA commands seen, accepted or not. */
  attempts: number;
  /** While set, every message is refused with this SMTP code (e.g. 451 or 550). */
  reject: number | null;
  /** While set, the reply to DATA is never sent: the sender waits, as on a stalled mail server. */
  hold: boolean;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const state: TestSmtpServer = {
    url: "",
    port: 0,
    messages: [],
    attempts: 0,
    reject: null,
    hold: false,
    async waitFor(count, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      while (state.messages.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} messages, got ${state.messages.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return state.messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        state.attempts++;
        if (state.hold) return;
        if (state.reject) {
          const error = Object.assign(new Error("Mailbox unavailable (test)"), { responseCode: state.reject });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            state.messages.push({
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
                to: session.envelope.rcptTo.map((r) => r.address),
              },
              raw,
              parsed,
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.server.address();
  state.port = typeof address === "object" && address ? address.port : 0;
  state.url = `smtp://127.0.0.1:${state.port}`;
  return state;
}

/** A test SMTP server that closes when the current test ends (call it inside a test). */
export async function smtpServerForThisTest(): Promise<TestSmtpServer> {
  const server = await startTestSmtpServer();
  onTestFinished(() => server.close());
  return server;
}

/** The addresses of a parsed To/Cc header, flattened. */
export function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  if (!field) return [];
  return (Array.isArray(field) ? field : [field]).flatMap((a) => a.value.map((v) => v.address ?? ""));
}
