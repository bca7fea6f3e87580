/**
 * Where the full-text index `listing_search` keeps each listing (docs/decisions/466-one-ranking-walk.md):
 * an opportunity's rowid is its key (its id); a legacy job's is JOB_ROWIDS + its id (its key is minus its
 * id), above every opportunity's. Newest first, one walk of the index meets the newest legacy jobs, then the
 * opportunities, so one cursor, and one bm25 count of each phrase's listings, ranks both kinds.
 */
export const JOB_ROWIDS = 2 ** 40;

/** The index's rowid of a key. */
export const rowidOfKey = (key: number) => (key > 0 ? key : JOB_ROWIDS - key);

/** The key of one of the index's rowids. */
export const keyOfRowid = (rowid: number) => (rowid < JOB_ROWIDS ? rowid : JOB_ROWIDS - rowid);
