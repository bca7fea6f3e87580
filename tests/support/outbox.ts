/** The outbox as a test reads it: every row, with its sealed body opened with the test's secret. */
import type { Db } from "../../db/client.server";
import { outbox } from "../../db/schema";
import { type MailBody, openBody, type OutboxSecret } from "../../app/mail/sealed-body.server";
import { testEnv } from "./context";

export type OutboxMail = Omit<typeof outbox.$inferSelect, "body"> & MailBody;

/** Rows in id order; a sent or given-up row (its body dropped) has empty text. */
export function outboxMails(db: Db, secret: OutboxSecret = testEnv()): OutboxMail[] {
  return db
    .select()
    .from(outbox)
    .orderBy(outbox.id)
    .all()
    .map(({ body, ...row }) => ({
      ...row,
      ...(body ? openBody(secret, row.messageId, body) : { text: "", html: null, headers: null }),
    }));
}
