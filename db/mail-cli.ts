/**
 * `npm run mail:send` — delivers the mail that is due now (the same code the server
 * runs every few seconds), then prints what happened. Safe while the server runs:
 * rows are claimed in transactions.
 */
import { outboxCounts } from "../app/mail/outbox.server";
import { deliverDueMail } from "../app/mail/sender.server";
import { withMailTool } from "./mail-tool";

await withMailTool(async ({ env, db, transport }) => {
  const result = await deliverDueMail(db, transport, { secret: env, log: (line) => console.log(line) });
  const counts = outboxCounts(db);
  console.log(
    `Sent ${result.sent}, retrying ${result.retrying}, failed ${result.failed} (via ${transport.description}). ` +
      `Outbox: ${counts.queued} queued, ${counts.failed} failed.`,
  );
});
