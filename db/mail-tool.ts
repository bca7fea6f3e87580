/**
 * The set-up the operator's mail-sending tools share (`npm run mail:send`, `alerts:send`, `jobs`): the
 * environment, the migrated database and a mail transport, closed again however the work ends.
 */
import { type Env, loadEnv } from "../app/lib/env.server";
import { createMailTransport, type MailTransport } from "../app/mail/transport.server";
import { type Db, migrateDatabase, openDatabase } from "./client.server";

export async function withMailTool(work: (tool: { env: Env; db: Db; transport: MailTransport }) => Promise<void>): Promise<void> {
  const env = loadEnv();
  const db = openDatabase(env.DATABASE_PATH);
  migrateDatabase(db);
  const transport = createMailTransport(env);
  try {
    await work({ env, db, transport });
  } finally {
    transport.close();
    db.$client.close();
  }
}
