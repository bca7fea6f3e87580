/**
 * The home hero's built-in words, used when the admin has set none. Apart from the settings table
 * (known-keys.ts), which only the back office needs: the home page's JavaScript carries these two lines only.
 */
export const DEFAULT_HERO_TITLE = "Build your Career of Impact";
export const DEFAULT_HERO_TAGLINE = "Explore Internships, Fellowships and Courses with India's leading changemakers";
