/**
 * The scam signals measured on the labelled set (bench/scam-signals/labelled.tsv): the share of
 * scam-like texts flagged (recall, goal ≥ 90%) and of honest texts flagged (goal ≤ 5%), with
 * precision, per writing form. docs/scam-signals.md states the goal and the last figures.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { flagText, textSignalsOf } from "../../app/trust/signals";

export interface LabelledText {
  label: "scam" | "honest";
  form: string;
  text: string;
}

export function readLabelledSet(path = fileURLToPath(new URL("./labelled.tsv", import.meta.url))): LabelledText[] {
  const lines = readFileSync(path, "utf8").split(/\r?\n/u).filter((line) => line.trim() && !line.startsWith("#"));
  lines.shift();
  return lines.map((line) => {
    const [label, form, text] = line.split("\t");
    if ((label !== "scam" && label !== "honest") || !form || !text) throw new Error(`labelled.tsv: bad line ${line}`);
    return { label, form, text };
  });
}

export interface SignalScore {
  scam: number;
  honest: number;
  scamFlagged: number;
  honestFlagged: number;
  /** Scam-like texts flagged, of all scam-like texts. */
  recall: number;
  /** Honest texts flagged, of all honest texts. */
  falseAlarm: number;
  /** Scam-like texts, of all flagged texts. */
  precision: number;
  misses: LabelledText[];
  falseAlarms: { text: LabelledText; flags: string[] }[];
}

export function scoreSignals(set: readonly LabelledText[]): SignalScore {
  const misses: LabelledText[] = [];
  const falseAlarms: { text: LabelledText; flags: string[] }[] = [];
  let scamFlagged = 0;
  let honestFlagged = 0;
  for (const item of set) {
    const flags = textSignalsOf(item.text).map(flagText);
    if (item.label === "scam") {
      if (flags.length) scamFlagged++;
      else misses.push(item);
    } else if (flags.length) {
      honestFlagged++;
      falseAlarms.push({ text: item, flags });
    }
  }
  const scam = set.filter((item) => item.label === "scam").length;
  const honest = set.length - scam;
  return {
    scam,
    honest,
    scamFlagged,
    honestFlagged,
    recall: scam ? scamFlagged / scam : 0,
    falseAlarm: honest ? honestFlagged / honest : 0,
    precision: scamFlagged + honestFlagged ? scamFlagged / (scamFlagged + honestFlagged) : 1,
    misses,
    falseAlarms,
  };
}
