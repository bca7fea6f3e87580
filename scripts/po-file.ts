/**
 * Reads and writes the PO catalogues (app/i18n/locales/<code>.po) as Lingui, Weblate and Poedit
 * read them: explicit ids as msgid, the English source as an extracted comment (`#.`).
 * Only what the board's catalogues use: single-line or continued strings, comments, no msgctxt.
 */
export interface PoEntry {
  readonly id: string;
  readonly translation: string;
  /** Extracted comments (`#.`): the English source, a translator's note. */
  readonly comments: readonly string[];
}

const ESCAPES: Record<string, string> = { n: "\n", t: "\t", '"': '"', "\\": "\\" };

function unquote(text: string, line: number): string {
  const match = /^"(.*)"$/.exec(text.trim());
  if (!match) throw new Error(`PO line ${line}: expected a quoted string, got ${text}`);
  return match[1]!.replace(/\\(.)/g, (_, c: string) => {
    if (!(c in ESCAPES)) throw new Error(`PO line ${line}: unknown escape \\${c}`);
    return ESCAPES[c]!;
  });
}

export function quotePo(text: string): string {
  return `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n").replace(/\t/g, "\\t")}"`;
}

/** The entries of a PO file, in file order (the header entry, msgid "", left out). */
export function parsePo(source: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let comments: string[] = [];
  let id: string | undefined;
  let translation: string | undefined;
  let field: "id" | "str" | undefined;
  const flush = () => {
    if (id !== undefined && id !== "") entries.push({ id, translation: translation ?? "", comments });
    if (id !== undefined || field) comments = [];
    id = translation = field = undefined;
  };
  source.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    const n = index + 1;
    if (line === "") return flush();
    if (line.startsWith("#")) {
      if (field === "str") flush();
      // The English source keeps its edge spaces (" (opens in a new tab)"): only the "#. " marker goes.
      if (line.startsWith("#.")) comments.push(raw.replace(/^\s*#\. ?/, ""));
      return;
    }
    if (line.startsWith("msgid ")) {
      if (id !== undefined) flush();
      id = unquote(line.slice(6), n);
      field = "id";
    } else if (line.startsWith("msgstr ")) {
      if (id === undefined) throw new Error(`PO line ${n}: msgstr without msgid`);
      translation = unquote(line.slice(7), n);
      field = "str";
    } else if (line.startsWith('"')) {
      if (field === "id") id += unquote(line, n);
      else if (field === "str") translation += unquote(line, n);
      else throw new Error(`PO line ${n}: continued string outside an entry`);
    } else throw new Error(`PO line ${n}: cannot read ${line}`);
  });
  flush();
  return entries;
}

/** A PO file: its header (language, plural forms) and one entry per message. */
export function writePo(language: { code: string; pluralForms: string }, entries: readonly PoEntry[]): string {
  const header = [
    'msgid ""',
    'msgstr ""',
    quotePo("MIME-Version: 1.0\n"),
    quotePo("Content-Type: text/plain; charset=UTF-8\n"),
    quotePo("Content-Transfer-Encoding: 8bit\n"),
    quotePo(`Language: ${language.code}\n`),
    quotePo(`Plural-Forms: ${language.pluralForms}\n`),
    quotePo("X-Generator: @lingui/cli\n"),
  ].join("\n");
  const body = entries.map((entry) =>
    [...entry.comments.map((comment) => `#. ${comment.replace(/\n/g, "\\n")}`), `msgid ${quotePo(entry.id)}`, `msgstr ${quotePo(entry.translation)}`].join("\n"),
  );
  return `${[header, ...body].join("\n\n")}\n`;
}
