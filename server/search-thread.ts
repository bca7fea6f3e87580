/**
 * The entry a search thread loads (server/search-threads.ts): the search room and its database only,
 * not the whole server, so a thread starts in a fraction of the time the server bundle takes.
 */
export { serveSearchThread } from "./search-threads";
