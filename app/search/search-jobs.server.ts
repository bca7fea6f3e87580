/**
 * The searches a request can hand to a search thread (server/search-threads.ts, decision 442): each
 * takes the database and plain data, and returns plain data, so it runs the same on the request's
 * thread (development, tests, `SEARCH_THREADS=0`) or on a thread with its own connection.
 */
import { createContext } from "react-router";
import { type Db, withContentVersion } from "../../db/client.server";
import { loadHomeBoard } from "../opportunities/home.server";
import { searchListings, toSearchResult, typeCountsHeader } from "./search.server";
import type { SearchFilters } from "./search-params";

export const SEARCH_JOBS = {
  /** GET /api/opportunities/search: a page of results and what its headers say. */
  apiPage(db: Db, { filters, limit, offset, cacheSeconds }: { filters: SearchFilters & { jobsAsInternships?: boolean }; limit: number; offset: number; cacheSeconds: number }) {
    return withContentVersion(db, () => {
      // A query's tab counts come with the page: they also tell its total (decisions 465, 467).
      const page = searchListings(db, filters, { limit, offset, cacheSeconds, typeCounts: Boolean(filters.query) });
      return {
        results: page.items.map(toSearchResult),
        total: page.total,
        more: page.more === true,
        corrected: page.corrected ?? null,
        typeCounts: page.typeCounts ? typeCountsHeader(filters, page.typeCounts) : null,
      };
    });
  },
  /** The board (home and its twins): results, tabs, featured listings and the filters' options. */
  homeBoard(db: Db, { search, requestId, cacheSeconds, language }: { search: string; requestId: string; cacheSeconds: number; language: string }) {
    return withContentVersion(db, () => loadHomeBoard(db, new URLSearchParams(search), { requestId, cacheSeconds, language }));
  },
};

export type SearchJobs = typeof SEARCH_JOBS;
export type SearchJob = keyof SearchJobs;
export type SearchJobArgs<K extends SearchJob> = Parameters<SearchJobs[K]>[1];
export type SearchJobResult<K extends SearchJob> = ReturnType<SearchJobs[K]>;

/** Where a request's searches run: on a search thread, or right here. */
export interface SearchRoom {
  run<K extends SearchJob>(job: K, db: Db, args: SearchJobArgs<K>): Promise<SearchJobResult<K>>;
}

/** On the request's own thread, with the request's connection. */
export const inlineSearchRoom: SearchRoom = {
  run: async (job, db, args) => (SEARCH_JOBS[job] as (db: Db, args: unknown) => never)(db, args),
};

/** The server sets the threads' room (server/app.ts); without it (tests, development) searches run inline. */
export const searchRoomContext = createContext<SearchRoom>(inlineSearchRoom);
