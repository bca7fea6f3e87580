/**
 * Bulk-import benchmark: 10,000 items (valid, with one in twenty invalid) into a
 * fresh migrated database with the demo attribute definitions.
 *
 *   npx tsx bench/import.ts [items]
 *
 * `runImportBench()` is exported for bench/run.ts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { migrateDatabase, openDatabase } from "../db/client.server";
import { attributeDefinitions, OPPORTUNITY_TYPES, users } from "../db/schema";
import { SEED_ATTRIBUTE_DEFINITIONS } from "../db/seed-data";
import { importOpportunities } from "../app/import/import.server";
import { parseImportData } from "../app/import/parse";

const ORGS = ["Jal Seva Foundation", "Harit Climate Lab", "Akshar Learning", "Kisan Mitra", "Saaf Hawa", "Urja Solar"];

export function benchItems(n: number) {
  return Array.from({ length: n }, (_, i) =>
    i % 20 === 19
      ? { title: "", company: { name: ORGS[i % ORGS.length] } } // invalid: no title, description, instructions
      : {
          title: `Field Research Intern ${i}`,
          opportunityType: OPPORTUNITY_TYPES[i % 3],
          company: { name: `${ORGS[i % ORGS.length]} ${i % 50}`, website: "https://example.org" },
          description: "Help run surveys in villages and write up what you learn. ".repeat(4),
          requirements: "Curiosity, Hindi, basic spreadsheets",
          applicationInstructions: "Apply online with your CV.",
          applicationUrl: `https://example.org/apply/${i}`,
          location: i % 3 === 1 ? "" : "Remote (Work From Home)",
          duration: "3-6 months",
          stipend: "₹10,000/month",
          // Inside /submit's one-year window, which import is held to.
          deadline: new Date(Date.now() + 180 * 86_400_000).toISOString().slice(0, 10),
          category: "operations",
          skills: "Surveys, Hindi, Excel",
        },
  );
}

export interface ImportBenchResult {
  items: number;
  successful: number;
  failed: number;
  parseMs: number;
  importMs: number;
  /** CPU time of the import (user + system): steadier than wall time on a busy machine. */
  importCpuMs: number;
  itemsPerSecond: number;
}

export function runImportBench(n = 10_000): ImportBenchResult {
  const dir = mkdtempSync(join(tmpdir(), "ic-bench-import-"));
  try {
    const db = openDatabase(join(dir, "bench.db"));
    migrateDatabase(db);
    const now = new Date();
    for (const d of SEED_ATTRIBUTE_DEFINITIONS) {
      db.insert(attributeDefinitions).values({ ...d, opportunityTypes: [...OPPORTUNITY_TYPES], createdAt: now, updatedAt: now }).run();
    }
    const admin = db.insert(users).values({ username: "bench-admin", password: "x", isAdmin: true }).returning().get();

    // Parsing is measured on the CSV form of the same items (the slower path).
    const csvRows = benchItems(n).map(({ company, ...rest }) => ({ ...rest, "company.name": company.name, "company.website": company.website ?? "" }));
    const csvText = toCsv(csvRows);
    const parseStart = performance.now();
    const parsed = parseImportData("csv", csvText, "internship");
    const parseMs = performance.now() - parseStart;
    if (!parsed.ok) throw new Error(parsed.message);

    const cpuStart = process.cpuUsage();
    const start = performance.now();
    const results = importOpportunities(db, { id: admin.id }, parsed.items, { knownErrors: parsed.errors, defaultType: "internship" });
    const importMs = performance.now() - start;
    const cpu = process.cpuUsage(cpuStart);
    const stored = db.$client.prepare("select count(*) as n from opportunities").get() as { n: number };
    if (stored.n !== results.successful) throw new Error(`stored ${stored.n} but reported ${results.successful}`);
    db.$client.close();
    return {
      items: n,
      successful: results.successful,
      failed: results.failed,
      parseMs: Math.round(parseMs),
      importMs: Math.round(importMs),
      importCpuMs: Math.round((cpu.user + cpu.system) / 1000),
      itemsPerSecond: Math.round((n / importMs) * 1000),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function toCsv(rows: Record<string, unknown>[]) {
  const headers = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const cell = (v: unknown) => {
    const s = v === undefined || v === null ? "" : String(v);
    return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return [headers.join(","), ...rows.map((r) => headers.map((h) => cell(r[h])).join(","))].join("\r\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const n = Number(process.argv[2] ?? 10_000);
  const result = runImportBench(n);
  console.log(
    `import: ${result.items} items (${result.successful} stored, ${result.failed} refused) — parse CSV ${result.parseMs} ms, import ${result.importMs} ms (CPU ${result.importCpuMs} ms), ${result.itemsPerSecond} items/s`,
  );
}
