/** `npm run bench -- --only=scam-signals`: precision and recall of the scam signals on the labelled set. */
import { readLabelledSet, scoreSignals } from "../scam-signals/measure";
import type { BenchSuite } from "./types";

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export const scamSignalsSuite: BenchSuite = {
  name: "scam-signals",
  run({ log }) {
    const set = readLabelledSet();
    const all = scoreSignals(set);
    log(`Labelled set: ${all.scam} scam-like, ${all.honest} honest texts (bench/scam-signals/labelled.tsv)`);
    log(`form       scam flagged   honest flagged   precision`);
    for (const form of [...new Set(set.map((item) => item.form))]) {
      const s = scoreSignals(set.filter((item) => item.form === form));
      log(`${form.padEnd(10)} ${`${s.scamFlagged}/${s.scam}`.padEnd(14)} ${`${s.honestFlagged}/${s.honest}`.padEnd(16)} ${pct(s.precision)}`);
    }
    log(`all        recall ${pct(all.recall)} (goal ≥ 90%), honest flagged ${pct(all.falseAlarm)} (goal ≤ 5%), precision ${pct(all.precision)}`);
    for (const miss of all.misses) log(`  missed [${miss.form}] ${miss.text}`);
    for (const alarm of all.falseAlarms) log(`  false alarm [${alarm.text.form}] ${alarm.text.text} → ${alarm.flags.join("; ")}`);
    return Promise.resolve();
  },
};
