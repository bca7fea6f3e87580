/** Bulk import: 10,000 CSV rows parsed and imported into a fresh database (bench/import.ts). */
import { runImportBench } from "../import";
import type { BenchSuite } from "./types";

export const importSuite: BenchSuite = {
  name: "import",
  async run({ quick, log }) {
    const n = quick ? 2_000 : 10_000;
    const r = runImportBench(n);
    log(
      `import ${r.items} items: ${r.successful} stored, ${r.failed} refused; CSV parse ${r.parseMs} ms; ` +
        `import ${r.importMs} ms wall, ${r.importCpuMs} ms CPU; ${r.itemsPerSecond} items/s`,
    );
  },
};
