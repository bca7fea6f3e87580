/**
 * One search query's work budget (docs/request-cost.md): every question understanding a query asks
 * of the index (is this word form there, does this alternative match anything, does this word match
 * at all) takes one step, a spelling correction takes CORRECTION_STEPS (a scan of the dictionary and
 * of the index's terms of one letter), and the alternatives, the tiers and the corrections of all the
 * query's words draw on the same budget. A question asked twice within a query is answered from
 * memory. Whether each word matches as typed is asked first, and the corrections of those that do
 * not are set aside before word forms and languages are looked for. When the budget is spent, what
 * is left is decided without asking: no more word forms, languages or corrections, and a misspelt
 * word left uncorrected is left out of the query, which keeps the words that match.
 *
 * The alternatives that reach the search draw on a budget of their own (QUERY_ALTERNATIVES): each
 * one costs the ranking a pass over its matches (bm25 counts the listings each holds), so the
 * words' forms as typed are placed first, then each word's other alternatives in order of value
 * (word forms, then other languages), word by word; when the budget is spent, later words keep
 * their first alternative only (docs/decisions/452-counted-alternatives.md).
 */

/** Steps a query may take: a search of the quality set takes 5-36 on the demo board; twelve misspelt words, 310. */
export const QUERY_STEPS = 120;
/** What a spelling correction costs, in steps. */
export const CORRECTION_STEPS = 8;
/**
 * Alternatives the widest FTS5 query may hold across all its words: one word holds up to 20
 * (itself, its forms and twelve of other languages), the quality set's searches at most 13.
 */
export const QUERY_ALTERNATIVES = 24;

export class QueryBudget {
  spent = 0;
  /** Steps set aside (for corrections) that other work may not take. */
  private held = 0;
  private readonly answers = new Map<string, boolean>();
  /** Alternatives placed in the widest FTS5 query. */
  placed = 0;
  constructor(
    readonly steps = QUERY_STEPS,
    readonly alternatives = QUERY_ALTERNATIVES,
  ) {}

  /**
   * Places one alternative in the query when the alternatives' budget has room; false when it does not.
   * A word's first alternative is always placed (`first`): a query keeps every word.
   */
  place(first = false): boolean {
    if (!first && this.placed >= this.alternatives) return false;
    this.placed += 1;
    return true;
  }

  /** Takes `steps` when they fit in what is left; false (taking nothing) when they do not. */
  take(steps = 1): boolean {
    if (this.spent + this.held + steps > this.steps) return false;
    this.spent += steps;
    return true;
  }

  /** Sets `steps` aside until `release` (at most what is left). */
  hold(steps: number) {
    this.held = Math.max(0, Math.min(steps, this.steps - this.spent));
  }

  release() {
    this.held = 0;
  }

  /** A yes/no question to the index, asked once per query; undefined when the budget is spent. */
  ask(key: string, probe: () => boolean): boolean | undefined {
    const known = this.answers.get(key);
    if (known !== undefined) return known;
    if (!this.take()) return undefined;
    const answer = probe();
    this.answers.set(key, answer);
    return answer;
  }
}
