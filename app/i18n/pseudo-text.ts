/**
 * How a test tells the pseudo-language's text (docs/decisions/420) from English that skipped the
 * catalogue: the integration walk over the built server's pages and the browser check after hydration.
 */

/** Addresses, mail addresses and domains, which are no language's words. */
const ADDRESSES = /\b(?:https?:\/\/\S+|[\w.+-]+@[\w.-]+|(?:[\w-]+\.)+(?:org|com|in|net)\b\S*)/g;

/**
 * The English words of a text on a pseudo page that is no message: a text with a letter of the
 * pseudo-language's (accented by the catalogue) is a message, whose values (a listing's title, a
 * date) are the data's; a text with plain Latin words only skipped the catalogue. Digits,
 * punctuation, signs and addresses pass.
 */
export function untranslatedWords(text: string): string[] {
  const words = text.replace(ADDRESSES, " ");
  if (/ ~~+\]/.test(words) || /(?![A-Za-z])\p{L}/u.test(words)) return [];
  return words.match(/[A-Za-z]{2,}/g) ?? [];
}
