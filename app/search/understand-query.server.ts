/**
 * What a visitor's words mean to the search (docs/decisions/295-search-understands-words.md):
 * each word (or phrase of the vocabulary) becomes a group of alternatives in three tiers:
 *
 * 1. as typed: the word (the last one also as a prefix, decision 166) and a city's other names;
 * 2. its word forms: the root without a derivational ending ("teacher" → teach*);
 * 3. across languages and scripts: every word of its vocabulary concepts (शिक्षा ↔ education ↔
 *    shiksha; synonyms: wfh ↔ remote), a city's names in Devanagari and Latin, the index's Hindi
 *    terms that sound like a romanised word (decision 296), the romanisation of a Devanagari word
 *    when the index holds it (मार्केटिंग → marketing).
 *
 * A word naming a type ("internships", इंटर्नशिप) or pay ("paid", सवैतनिक) is not searched as
 * text: it narrows the results to that type or pay. A word that matches nothing at all is
 * corrected to the nearest word the index or the vocabulary holds (decision 297), and the
 * search then says so. A query of any text gives an FTS5 query that cannot fail: every
 * alternative is a quoted string.
 */
import { type Db, withContentVersion } from "../../db/client.server";
import { contentMemo } from "~/lib/content-memo.server";
import { CITY_NAMES } from "../taxonomy/place-names";
import { cityNameWords } from "../taxonomy/cities";
import { OPPORTUNITY_TYPES, type OpportunityType } from "../opportunities/constants";
import { indexTerm, prefixIndexed } from "./fts-stems.server";
import { type Dictionary, dictionaryOf, hasMatch, termsSoundingLike, inIndex, nearestWord } from "./index-terms.server";
import { foldForSearch } from "./search-fold";
import { CORRECTION_STEPS, QueryBudget } from "./query-budget";
import { hasDevanagari, romaniseDevanagari } from "./vocabulary/phonetic";
import { type Concept, splitWords, vocabulary } from "./vocabulary/vocabulary";
import { bengaliStems, marathiStems, POSTPOSITIONS } from "./vocabulary/case-endings";
import { singular, wordRoot } from "./vocabulary/word-forms";

const MAX_WORDS = 12;
/** Endings that make a derived word the stemmer keeps apart from its root. */
const DERIVED_ENDINGS = ["al", "er", "ers", "ship", "ment", "ation"];
/** Alternatives of one group beyond its own words, so that a word of a large concept stays cheap. */
const MAX_ALTERNATIVES = 12;

export interface UnderstoodQuery {
  /**
   * FTS5 queries from the narrowest (the words as typed) to the widest (with word forms, other
   * languages and scripts), each matching all the earlier ones' listings: the last finds the
   * results, and a listing's rank starts with the first one it matches. Empty when no word is
   * searched as text (only a type or pay).
   */
  tiers: string[];
  /** The types the words name (any of them), or null. */
  types: OpportunityType[] | null;
  /** Paid (true) or unpaid (false) when a word says so, or null. */
  paid: boolean | null;
  /** The query with its misspelt words corrected, as the page shows it; null when none was. */
  corrected: string | null;
  /** What was tried besides the words as typed (for the team's insights). */
  tried: { expanded: boolean; corrected: boolean };
}

const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;
const isType = (value: string): value is OpportunityType => (OPPORTUNITY_TYPES as readonly string[]).includes(value);

interface Group {
  typed: string[];
  exact: string[];
  forms: string[];
  across: string[];
}

/** A city's names in every language's script (Hindi, Marathi, Bengali) → its Latin names; Latin names → all its other names. */
const cityByHindiName = new Map<string, string>();
const hindiNamesOfCity = new Map<string, string[]>();
for (const names of Object.values(CITY_NAMES)) {
  for (const [city, spellings] of Object.entries(names)) {
    for (const name of spellings) cityByHindiName.set(foldForSearch(name), city);
    for (const latin of [city.toLowerCase(), ...(cityNameWords(city) ?? [])]) {
      hindiNamesOfCity.set(latin, [...new Set([...(hindiNamesOfCity.get(latin) ?? []), ...spellings.map(foldForSearch)])]);
    }
  }
}

/** The single-word names of cities, in both scripts: what a misspelt place is corrected to. */
const CITY_DICTIONARY = [...new Set([...hindiNamesOfCity.keys(), ...cityByHindiName.keys()].filter((name) => !/\s/.test(name)))];

let corrections: Dictionary | undefined;
/** What a misspelt word may be corrected to besides the index's terms: the vocabulary's words, then the cities' names. */
const correctionDictionary = () => (corrections ??= dictionaryOf([...vocabulary().dictionary, ...CITY_DICTIONARY]));

const BENGALI = /\p{Script=Bengali}/u;

function cityAlternatives(word: string): string[] {
  const hindiCity = cityByHindiName.get(word);
  if (hindiCity) return [hindiCity.toLowerCase(), ...(cityNameWords(hindiCity) ?? [])];
  return hindiNamesOfCity.get(word) ?? [];
}

/** The alternatives of the vocabulary's and the cities' words, made once each (they come from fixed tables). */
const alternatives = new Map<string, string>();

/** A word or phrase as an FTS5 alternative (whole words: a prefix would cost a merge of every term it begins). */
function alternative(text: string): string {
  let made = alternatives.get(text);
  if (made === undefined) {
    const words = splitWords(text);
    made = words.length ? quote(words.join(" ")) : "";
    alternatives.set(text, made);
  }
  return made;
}

/** Each English word of a concept as its singular words, for telling whether a typed word is one (made once per concept). */
const singularsOf = new WeakMap<Concept, string[]>();
const englishSingulars = (concept: Concept) => {
  let made = singularsOf.get(concept);
  if (!made) singularsOf.set(concept, (made = concept.english.map((word) => splitWords(word).map(singular).join(" "))));
  return made;
};

/**
 * The words of a concept a typed word also finds. Each alternative costs a walk over its
 * matches, so an English word adds the words English text does not hold (Devanagari), and the
 * English ones only for a synonym (wfh ↔ remote); a Hindi or romanised word adds the English and
 * Devanagari words. Other romanised spellings add little: the listings are in English or Hindi.
 */
function conceptAlternatives(concept: Concept, typed: string[]): readonly string[] {
  const phrase = typed.join(" ");
  const typedSingular = typed.map(singular).join(" ");
  const isEnglish = englishSingulars(concept).includes(typedSingular);
  if (!isEnglish || concept.kind === "synonym") return [...concept.english, ...concept.otherScripts].filter((word) => word.toLowerCase() !== phrase);
  return concept.otherScripts;
}

/**
 * A group's alternatives. `base` is the word a Marathi or Bengali word with a case ending was made from
 * (पुण्यात → पुणे, কলকাতায় → কলকাতা): it is searched as a word form of the typed word, and its place's names across
 * scripts.
 */
function buildGroup(db: Db, typed: string[], concepts: readonly Concept[], last: boolean, budget: QueryBudget, base: string | null = null): Group {
  const exact: string[] = [];
  if (typed.length === 1) {
    const word = typed[0]!;
    // A one-letter prefix would match a large part of the index and mean little.
    exact.push(last && word.length >= 2 && prefixIndexed(word) ? `${quote(word)}*` : quote(word));
    for (const name of cityNameWords(word) ?? []) if (name !== word) exact.push(quote(name));
  } else {
    exact.push(`(${typed.map(quote).join(" ")})`);
  }
  const forms: string[] = [];
  if (typed.length === 1 && !hasDevanagari(typed[0]!) && !BENGALI.test(typed[0]!) && typed[0]!.length >= 4) {
    const word = typed[0]!;
    const root = wordRoot(word);
    // Derived words the index holds ("environment" → environmental, "teach" → teacher), as whole words.
    const seen = new Set([indexTerm(word)]);
    for (const form of [root, ...DERIVED_ENDINGS.flatMap((ending) => [`${root}${ending}`, `${word}${ending}`])]) {
      const term = indexTerm(form);
      if (seen.has(term)) continue;
      const present = budget.ask(`in ${form}`, () => inIndex(db, form));
      if (present === undefined) break;
      if (!present) continue;
      seen.add(term);
      forms.push(quote(form));
    }
    for (const stem of new Set([word, root])) if (stem.length >= 4 && prefixIndexed(stem)) forms.push(`${quote(stem)}*`);
  }
  if (base) forms.push(quote(base));
  const across = new Set<string>();
  for (const concept of concepts) for (const word of conceptAlternatives(concept, typed)) across.add(alternative(word));
  if (typed.length === 1) {
    const word = base ?? typed[0]!;
    for (const name of cityAlternatives(word)) across.add(alternative(name));
    if (hasDevanagari(word)) {
      const latin = romaniseDevanagari(word).replace(/[^a-z]/g, "");
      if (latin.length >= 3 && budget.ask(`in ${latin}`, () => inIndex(db, latin))) across.add(quote(latin));
    } else if (/^\p{Script=Latin}/u.test(word) && budget.take()) {
      for (const term of termsSoundingLike(db, word)) across.add(quote(term));
    }
  }
  const taken = new Set([...exact, ...forms]);
  return { typed, exact, forms, across: withoutRedundantPhrases([...across], [...taken]).filter((a) => !taken.has(a)).slice(0, MAX_ALTERNATIVES) };
}

/**
 * The alternatives without a phrase that holds one of the single words ("public health" when
 * "health" is there) or all the typed words ("non profit" for non-profit): it finds nothing more,
 * and each alternative costs its walk and its bm25.
 */
function withoutRedundantPhrases(alternatives: string[], typed: string[]): string[] {
  const singles = new Set([...alternatives, ...typed].filter((a) => a && !a.includes(" ")).map((a) => a.replace(/^"|"\*?$/g, "")));
  // The typed words together, ("non" "profit"): they find every listing their phrase ("non profit") does.
  const together = typed.filter((a) => a.startsWith("(")).map((a) => a.slice(1, -1).split(" ").map((word) => indexTerm(word.replace(/^"|"$/g, ""))));
  const stems = new Set<string>();
  return alternatives.filter((a) => {
    const words = a.replace(/^"|"$/g, "").split(" ");
    if (!a || (a.includes(" ") && words.some((word) => singles.has(word)))) return false;
    const terms = words.map(indexTerm);
    if (terms.length > 1 && together.some((all) => all.every((term) => terms.includes(term)))) return false;
    // "nonprofits" and "nonprofit" are one term of the index.
    const stem = a.endsWith("*") ? a : a.replace(/^"|"$/g, "").split(" ").map(indexTerm).join(" ");
    if (stems.has(stem)) return false;
    stems.add(stem);
    return true;
  });
}

function anyOf(alternatives: string[]): string {
  const distinct = [...new Set(alternatives)];
  return distinct.length === 1 ? distinct[0]! : `(${distinct.join(" OR ")})`;
}

interface Reading {
  groups: Group[];
  types: Set<OpportunityType>;
  paid: boolean | null;
}

/**
 * The word a Marathi or Bengali word with a case ending was made from (पुण्यात → पुणे, शिक्षणाचे → शिक्षण,
 * কলকাতায় → কলকাতা, পরিবেশের → পরিবেশ), when the word is not itself a place or a vocabulary word and the
 * stem is one; else null. Asks nothing of the index: a word the search knows only from listings is
 * not folded, so that a real word that happens to end like a case ending is never read as another
 * (decisions 416 and 450).
 */
function caseBase(word: string): string | null {
  const stems = hasDevanagari(word) ? marathiStems(word) : BENGALI.test(word) ? bengaliStems(word) : [];
  if (!stems.length || cityByHindiName.has(word) || vocabulary().has(word)) return null;
  return stems.find((stem) => cityByHindiName.has(stem) || vocabulary().has(stem)) ?? null;
}

/** The groups, types and pay of a list of words. */
function read(db: Db, words: string[], budget: QueryBudget): Reading {
  const reading: Reading = { groups: [], types: new Set(), paid: null };
  const vocab = vocabulary();
  const searched = words.filter((word) => !POSTPOSITIONS.has(word)).length;
  const keysOfWords = new Map<string, string[]>();
  for (let i = 0; i < words.length; ) {
    const word = words[i]!;
    let hit = vocab.lookup(words.slice(i), keysOfWords);
    // "पुणे में": a postposition between other words says how, not what (decision 416).
    if (!hit && searched > 0 && POSTPOSITIONS.has(word)) {
      i += 1;
      continue;
    }
    const base = (hit?.length ?? 1) === 1 ? caseBase(word) : null;
    // What the plain word names, as when it is typed (a sound of the inflected word says nothing).
    if (base) hit = vocab.lookup([base]);
    const length = hit?.length ?? 1;
    const concepts = hit?.concepts ?? [];
    const type = concepts.find((c) => c.kind === "type" && isType(c.canonical));
    const pay = concepts.find((c) => c.kind === "pay");
    if (type) reading.types.add(type.canonical as OpportunityType);
    else if (pay) reading.paid = pay.canonical === "paid";
    else reading.groups.push(buildGroup(db, words.slice(i, i + length), concepts, i + length === words.length, budget, base));
    i += length;
  }
  return reading;
}

/** Up to this many letters a last word may be a word still being typed ("comm"), and its prefix matches count. */
const PARTIAL_WORD_MAX = 6;

/**
 * The alternatives that decide whether a group's word has matches: for a word too long to be one
 * still being typed, whole words only ("enviroment"* finds "environment", but is misspelt).
 */
function wholeWords(group: Group): string[] {
  const all = [...group.exact, ...group.forms, ...group.across];
  if ([...group.typed[0]!].length <= PARTIAL_WORD_MAX) return all;
  return all.map((alternative) => (alternative.endsWith("*") && !hasDevanagari(alternative) ? alternative.slice(0, -1) : alternative));
}

/**
 * The alternatives that match some listing, or all of them when none does (the group then matches
 * nothing, as typed). One that matches nothing changes neither the matches nor their bm25 (it
 * adds nothing to a score), but every match walked pays for it: a cross-language group often
 * holds words of languages no listing is written in.
 */
function found(db: Db, alternatives: string[], budget: QueryBudget): string[] {
  const answers = alternatives.map((alternative) => budget.ask(`match ${alternative}`, () => hasMatch(db, alternative)));
  const matching = alternatives.filter((_, i) => answers[i]);
  if (matching.length) return matching;
  // Nothing known to match: every alternative when all were asked (the group matches nothing), else the first (as typed).
  return answers.includes(undefined) ? alternatives.slice(0, 1) : alternatives;
}

/** A quoted single word's term in the index ("teaching" → teach), or the whole alternative (a phrase, a prefix). */
const termOf = (alternative: string) => (/^"[^" ]+"$/.test(alternative) ? indexTerm(alternative.slice(1, -1)) : alternative);

/**
 * Whether every listing `narrow` matches is matched by `wide`: each of its alternatives is one of
 * wide's, or a word whose term begins with one of wide's prefixes ("teaching" and "teach"*).
 */
function implies(narrow: string[], wide: string[]): boolean {
  const prefixes = wide.filter((b) => /^"[^" ]+"\*$/.test(b)).map((b) => indexTerm(b.slice(1, -2)));
  return narrow.every((a) => {
    if (wide.includes(a)) return true;
    const term = termOf(a);
    return term !== a && term !== "" && prefixes.some((prefix) => prefix !== "" && term.startsWith(prefix));
  });
}

/**
 * The groups of one tier without those another group implies: when every alternative of a word
 * is an alternative of another (शिक्षा and education, which find each other), the AND of both
 * matches what the narrower matches, and the wider would only cost its walks. Of equal groups the
 * first is kept.
 */
function withoutImpliedGroups(groups: string[][]): number[] {
  return groups
    .map((_, g) => g)
    .filter((g) => !groups.some((other, h) => h !== g && implies(other, groups[g]!) && (h < g || !implies(groups[g]!, other))));
}

/**
 * The tiers' FTS5 queries from each tier's groups of matching alternatives (narrowest first): the
 * widest's alternatives drawn on the query's budget of alternatives (query-budget.ts), every
 * word's first alternative first, then word by word the others in order of value; the narrower
 * tiers keep only what the widest kept of a word.
 */
function boundedTiers(found: string[][][], budget: QueryBudget): string[] {
  const tiers = found.map((groups) => groups.map((alternatives) => [...new Set(alternatives)]));
  const widest = tiers.at(-1)!;
  const kept = new Map<number, Set<string>>();
  const searched = withoutImpliedGroups(widest);
  for (const g of searched) {
    budget.place(true);
    kept.set(g, new Set(widest[g]!.slice(0, 1)));
  }
  for (const g of searched) for (const alternative of widest[g]!.slice(1)) if (budget.place()) kept.get(g)!.add(alternative);
  return tiers.map((groups, t) => {
    const capped = groups.map((alternatives, g) => {
      const allowed = kept.get(g);
      const left = allowed ? alternatives.filter((a) => allowed.has(a)) : alternatives;
      return left.length ? left : alternatives;
    });
    // The widest keeps only what was placed; a narrower tier's groups are implied by its own others.
    const groupsOf = t === tiers.length - 1 ? searched : withoutImpliedGroups(capped);
    return groupsOf.map((g) => anyOf(capped[g]!)).join(" AND ");
  });
}

/**
 * What a query means. Its work is bounded by `budget` (query-budget.ts), shared by every word's
 * forms, languages, corrections and tiers; a misspelt word the budget leaves uncorrected is left
 * out, so the query keeps the words that match (unless none would be left).
 */
export function understandQuery(db: Db, query: string, budget = new QueryBudget()): UnderstoodQuery {
  return withContentVersion(db, () => understandNow(db, query, budget));
}

function understandNow(db: Db, query: string, budget: QueryBudget): UnderstoodQuery {
  let words = splitWords(query).slice(0, MAX_WORDS);
  // Whether each word matches as typed; the corrections of those that do not come before word forms and languages.
  const asTyped = new Map(words.map((word) => [word, budget.ask(`match ${quote(word)}`, () => hasMatch(db, quote(word)))]));
  budget.hold([...asTyped.values()].filter((matches) => matches === false).length * (CORRECTION_STEPS + 1));
  let reading = read(db, words, budget);
  budget.release();
  let corrected: string | null = null;
  // A word that matches nothing, in any of its forms or languages, is corrected.
  const replacements = new Map<string, string | null>();
  for (const group of reading.groups) {
    const judged = wholeWords(group);
    if (group.typed.length !== 1) continue;
    const word = group.typed[0]!;
    const matches = judged.length ? budget.ask(`match ${anyOf(judged)}`, () => hasMatch(db, anyOf(judged))) : false;
    // Unasked (the budget spent): as the word as typed does.
    if (matches ?? asTyped.get(word) !== false) continue;
    // null: the budget is spent, the word is left out.
    if (!budget.take(CORRECTION_STEPS)) replacements.set(word, null);
    else {
      const nearest = nearestWord(db, word, correctionDictionary());
      if (nearest) replacements.set(word, nearest);
    }
  }
  if (replacements.size) {
    const kept = words.map((word) => (replacements.has(word) ? replacements.get(word) : word)).filter((word) => word !== null) as string[];
    if (kept.length && kept.join(" ") !== words.join(" ")) {
      words = kept;
      corrected = words.join(" ");
      reading = read(db, words, budget);
    }
  }
  const parts: ((g: Group) => string[])[] = corrected
    ? // The misspelt word matched nothing: no listing matches the words as typed, so there is one tier.
      [(g) => [...g.exact, ...g.forms, ...g.across]]
    : [(g) => g.exact, (g) => [...g.exact, ...g.forms], (g) => [...g.exact, ...g.forms, ...g.across]];
  const tiers = reading.groups.length ? boundedTiers(parts.map((part) => reading.groups.map((g) => found(db, part(g), budget))), budget) : [];
  const expanded = reading.types.size > 0 || reading.paid !== null || reading.groups.some((g) => g.forms.length || g.across.length);
  return {
    tiers: tiers.filter((fts, i) => fts !== tiers[i - 1]),
    types: reading.types.size ? [...reading.types] : null,
    paid: reading.paid,
    corrected,
    tried: { expanded, corrected: corrected !== null },
  };
}

/** Understood queries of the current board (the index terms they read change with it). */
const understood = contentMemo<UnderstoodQuery>(1000);

/** `understandQuery`, remembered per text while the board's content stays the same. */
export function understoodQuery(db: Db, query: string): UnderstoodQuery {
  return understood(db, query, () => understandQuery(db, query));
}

/** What was tried, as the team's insights store it: "", "expanded", "corrected" or "expanded, corrected". */
export function triedLabel({ tried }: UnderstoodQuery): string {
  return [tried.expanded && "expanded", tried.corrected && "corrected"].filter(Boolean).join(", ");
}
