/**
 * One server worker's counting, in a process of its own (counting.test.ts forks it):
 * it asks its parent for the visitor salt over IPC, as a worker asks the primary, then
 * counts the views it is told about and writes them every COUNTING_FLUSH_SECONDS.
 */
import { openDatabase } from "../../../db/client.server";
import { createInsightsCounter, type Visitor } from "../../../app/insights/counter.server";
import { receiveVisitorSalt } from "../../../app/insights/visitor-salt.server";

type Command = { type: "view"; slug: string; visitor: Visitor } | { type: "flush" } | { type: "stop" };

const salt = await receiveVisitorSalt();
const db = openDatabase(process.env.DATABASE_PATH!);
const counter = createInsightsCounter(db, {
  salt,
  flushSeconds: Number(process.env.COUNTING_FLUSH_SECONDS ?? 60),
  countResults: () => 0,
});
process.on("message", (command: Command) => {
  if (command.type === "view") counter.listing("view", command.slug, command.visitor);
  if (command.type === "flush") counter.flush();
  if (command.type === "stop") {
    counter.stop();
    db.$client.close();
    process.send?.({ type: "done" }, () => process.exit(0));
    return;
  }
  process.send?.({ type: "done" });
});
process.send?.({ type: "ready" });
