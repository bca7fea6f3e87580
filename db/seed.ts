import type { Db } from "./client.server";

/** Demo data; written in full by the foundation work (issue 2). */
export function seedDatabase(_db: Db): void {}
