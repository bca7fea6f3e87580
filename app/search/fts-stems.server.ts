/**
 * The stems the search index stores for a typed word, found with the index's own
 * tokenizer in a private in-memory database (one per process).
 *
 * FTS5 serves a prefix query from a ready prefix index only when the stemmed prefix
 * has one of the index's prefix lengths; any other prefix makes it merge the whole
 * doclist of every matching term before the first row (7-10 ms for a word in every
 * listing at 100,000 listings, ten times that at 1,000,000), and a second time for
 * each lookup by rowid (docs/decisions/166-search-prefix-indexes.md).
 */
import Database from "better-sqlite3";

/** The tokenizer and prefix lengths of `listing_search` (db/migrations: search index, prefix indexes, Hindi search). */
export const SEARCH_TOKENIZER = "porter unicode61 remove_diacritics 2 categories 'L* N* Co M*'";
export const PREFIX_INDEX_LENGTHS = [2, 3, 4, 5, 6] as const;

let stemmer: { insert: Database.Statement; longest: Database.Statement; clear: Database.Statement } | undefined;
const terms = new Map<string, string>();
const CACHE_MAX = 2000;

/** The longest term the index makes of `word` ("" when none): "teaching" → "teach". */
export function indexTerm(word: string): string {
  const known = terms.get(word);
  if (known !== undefined) return known;
  if (!stemmer) {
    const memory = new Database(":memory:");
    memory.exec(`CREATE VIRTUAL TABLE words USING fts5(word, content = '', tokenize = "${SEARCH_TOKENIZER}");
      CREATE VIRTUAL TABLE stems USING fts5vocab(words, row);`);
    stemmer = {
      insert: memory.prepare("INSERT INTO words(rowid, word) VALUES (1, ?)"),
      longest: memory.prepare("SELECT coalesce((SELECT term FROM stems ORDER BY length(term) DESC LIMIT 1), '')").pluck(),
      clear: memory.prepare("INSERT INTO words(words) VALUES ('delete-all')"),
    };
  }
  stemmer.insert.run(word);
  const term = stemmer.longest.get() as string;
  stemmer.clear.run();
  if (terms.size >= CACHE_MAX) terms.clear();
  terms.set(word, term);
  return term;
}

/** The length, in characters, of the longest token the index makes of `word` (0 when none). */
export function stemLength(word: string): number {
  return indexTerm(word).length;
}

/** The Indian scripts of the board's languages: letters of two or three characters each (vowel signs, viramas). */
const INDIC = /[\p{Script=Devanagari}\p{Script=Bengali}]/u;

/**
 * Whether a last word is matched as a prefix: when the index has a prefix index of its stem's
 * length, and always for a Hindi, Marathi or Bengali word, whose letters take two or three characters each (vowel
 * signs, viramas), so that a fragment typed halfway is often longer than six characters; no
 * stemmer changes it, and such a long fragment is rare in the index, so its doclists are short
 * (docs/decisions/256-hindi-search.md).
 */
export function prefixIndexed(word: string): boolean {
  if (INDIC.test(word)) return true;
  const length = stemLength(word);
  return length === 0 || length <= PREFIX_INDEX_LENGTHS[PREFIX_INDEX_LENGTHS.length - 1]!;
}
