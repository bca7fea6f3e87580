/**
 * A translator's helper for the PO catalogues (app/i18n/locales/<code>.po).
 * `tsx scripts/translation-sheet.ts dump <code> [id prefix…]`: each message's id, English, Hindi and
 * current translation, to read side by side.
 * `tsx scripts/translation-sheet.ts merge <sheet>…`: reads sheets of blocks
 *   <message id>
 *   mr: <Marathi>
 *   bn: <Bengali>
 * ("\n" for a line break) and writes them into the PO files, in the catalogue's order, each with its
 * English as the extracted comment; translations already in the files stay unless a sheet replaces them.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ENGLISH_MESSAGES } from "../app/i18n/catalogue";
import { HINDI } from "../app/i18n/hi";
import { parsePo, type PoEntry, writePo } from "./po-file";

const LANGUAGES = { mr: "nplurals=2; plural=(n != 1);", bn: "nplurals=2; plural=(n != 1);" } as const;
type Code = keyof typeof LANGUAGES;
const fileOf = (code: string) => fileURLToPath(new URL(`../app/i18n/locales/${code}.po`, import.meta.url));

function read(code: string): Map<string, string> {
  const file = fileOf(code);
  return new Map(existsSync(file) ? parsePo(readFileSync(file, "utf8")).map((entry) => [entry.id, entry.translation]) : []);
}

function dump(code: string, prefixes: string[]) {
  const current = read(code);
  for (const [id, english] of Object.entries(ENGLISH_MESSAGES)) {
    if (prefixes.length > 0 && !prefixes.some((prefix) => id.startsWith(prefix))) continue;
    console.log(`${id}\n  en: ${JSON.stringify(english)}\n  hi: ${JSON.stringify(HINDI[id] ?? "")}${current.has(id) ? `\n  ${code}: ${JSON.stringify(current.get(id))}` : ""}`);
  }
}

function merge(sheets: string[]) {
  const catalogues = Object.fromEntries(Object.keys(LANGUAGES).map((code) => [code, read(code)])) as Record<Code, Map<string, string>>;
  for (const sheet of sheets) {
    let id: string | undefined;
    for (const line of readFileSync(sheet, "utf8").split("\n")) {
      if (line.trim() === "" || line.startsWith("//")) continue;
      const match = /^\s+(mr|bn): (.*)$/.exec(line);
      if (!match) {
        id = line.trim();
        if (!(id in ENGLISH_MESSAGES)) throw new Error(`${sheet}: unknown message id ${id}`);
        continue;
      }
      if (!id) throw new Error(`${sheet}: a translation before any id: ${line}`);
      catalogues[match[1] as Code].set(id, match[2]!.replace(/\\n/g, "\n"));
    }
  }
  for (const [code, pluralForms] of Object.entries(LANGUAGES) as [Code, string][]) {
    const translations = catalogues[code];
    const entries: PoEntry[] = Object.entries(ENGLISH_MESSAGES)
      .filter(([id]) => translations.has(id))
      .map(([id, english]) => ({ id, translation: translations.get(id)!, comments: [english] }));
    writeFileSync(fileOf(code), writePo({ code, pluralForms }, entries));
    console.log(`${code}: ${entries.length} of ${Object.keys(ENGLISH_MESSAGES).length} messages`);
  }
}

const [command, ...rest] = process.argv.slice(2);
if (command === "dump") dump(rest[0] ?? "mr", rest.slice(1));
else if (command === "merge") merge(rest);
else throw new Error("usage: translation-sheet.ts dump <code> [prefix…] | merge <sheet>…");
