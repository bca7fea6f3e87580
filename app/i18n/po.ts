/**
 * The catalogues' files: one PO file per language (app/i18n/locales/{code}.po), as Lingui's
 * PO format writes it with explicit ids (docs/decisions/331): `msgid` is our message id, the
 * English source is the first extracted comment (`#.`), the pages that show it the next one,
 * a translator's note a translator comment (`# `), `msgstr` the translation in ICU. Read at
 * build and test time only (scripts/compile-messages.ts, the catalogue check); the pages get
 * compiled per-page modules.
 */
import { readFileSync, existsSync } from "node:fs";
import { formatter } from "@lingui/format-po";
import { LANGUAGES, languageOf } from "./languages.ts";

/** A catalogue as its file holds it: the translation (empty when not translated yet) and the translator's notes. */
export interface PoEntry {
  readonly translation: string;
  readonly notes: readonly string[];
  /** The extracted comments, as the file has them: the English first. */
  readonly comments?: readonly string[];
}

const po = formatter({ explicitIdAsDefault: true, origins: false, printPlaceholdersInComments: false });

export function parsePo(text: string): Record<string, PoEntry> {
  const catalog = po.parse(text, { locale: null, sourceLocale: "en", filename: "" }) as Record<
    string,
    { translation?: string; comments?: string[]; extra?: { translatorComments?: string[] } }
  >;
  return Object.fromEntries(
    Object.entries(catalog).map(([id, { translation, comments, extra }]) => [
      id,
      { translation: translation ?? "", notes: extra?.translatorComments ?? [], comments: comments ?? [] },
    ]),
  );
}

/** A language's translations by id, empty ones left out (they show the English). */
export function readCatalogue(code: string, root = process.cwd()): Record<string, string> {
  const file = languageOf(code).catalogue;
  if (!file || !existsSync(`${root}/${file}`)) return {};
  const entries = parsePo(readFileSync(`${root}/${file}`, "utf8"));
  return Object.fromEntries(Object.entries(entries).flatMap(([id, { translation }]) => (translation ? [[id, translation]] : [])));
}

/**
 * A catalogue file for `code`, in the English messages' order: each message's English and where it
 * shows (`pages`), the translation and notes kept from `existing` (a message no longer in English
 * is dropped: the catalogue check reports it before).
 */
export function serializePo(
  code: string,
  english: Record<string, string>,
  existing: Record<string, PoEntry>,
  pagesOf: (id: string) => readonly string[],
): string {
  const catalog = Object.fromEntries(
    Object.entries(english).map(([id, message]) => {
      const pages = pagesOf(id);
      return [
        id,
        {
          message,
          translation: existing[id]?.translation ?? "",
          comments: [message.replace(/\n/g, "\\n"), ...(pages.length ? [`pages: ${pages.join(", ")}`] : [])],
          extra: { translatorComments: [...(existing[id]?.notes ?? [])], flags: [] },
        },
      ];
    }),
  );
  const text = po.serialize(catalog as never, { locale: code, sourceLocale: "en", existing: null, filename: "" }) as string;
  // No creation date: the file changes only when a message does.
  return text.replace(/^"POT-Creation-Date: .*\\n"\n/m, "");
}

/** Every translated language's catalogue, by code (the languages of the registry with a catalogue file). */
export function translatedCatalogues(root = process.cwd()): Record<string, Record<string, string>> {
  return Object.fromEntries(LANGUAGES.flatMap((language) => ("catalogue" in language ? [[language.code, readCatalogue(language.code, root)]] : [])));
}
