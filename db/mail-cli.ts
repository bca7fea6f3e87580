/**
 * `npm run mail:send` — delivers the mail that is due now (the same code the server
 * runs every few seconds), then prints what happened. Safe while the server runs:
 * rows are claimed in transactions.
 */
import { loadEnv } from "../app/lib/env.server";
import { outboxCounts } from "../app/mail/outbox.server";
import { deliverDueMail } from "../app/mail/sender.server";
import { createMailTransport } from "../app/mail/transport.server";
import { migrateDatabase, openDatabase } from "./client.server";

const env = loadEnv();
const db = openDatabase(env.DATABASE_PATH);
migrateDatabase(db);
const transport = createMailTransport(env);
try {
  const result = await deliverDueMail(db, transport, { secret: env, log: (line) => console.log(line) });
  const counts = outboxCounts(db);
  console.log(
    `Sent ${result.sent}, retrying ${result.retrying}, failed ${result.failed} (via ${transport.description}). ` +
      `Outbox: ${counts.queued} queued, ${counts.failed} failed.`,
  );
} finally {
  transport.close();
  db.$client.close();
}
