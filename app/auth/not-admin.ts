/**
 * The 403 of an admin page, in its own module: the root's error boundary (every page's JavaScript)
 * needs this line only, and a module the root imports is bundled whole into the entry chunk.
 */
export const NOT_ADMIN = "User is not an admin";
