/** The directory's search box takes at most this many characters (the form and the loader). */
export const DIRECTORY_QUERY_MAX = 100;
