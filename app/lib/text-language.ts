/**
 * The language a piece of listing text is written in, for its `lang` attribute: posters write in
 * any of the board's languages, and a screen reader reads a script only with a voice for it (an
 * English voice skips Devanagari or Bengali or spells it out), while an Indian voice reads the
 * English words of a mixed title well. So text with letters of a language's script is in that
 * language: the page's own when its script is the page's (Marathi and Hindi share Devanagari),
 * else the registry's first language of that script (docs/decisions/257, 330).
 */
import { DEFAULT_LOCALE, LANGUAGES, type Locale, PSEUDO_LANGUAGE, isLocale, languageOf } from "~/i18n/languages";

export type TextLanguage = Locale;

const SCRIPTS = [...new Set<string>(LANGUAGES.map((language) => language.script))]
  .filter((script) => script !== "Latn")
  .map((script) => ({ script, letters: new RegExp(`\\p{Script=${script}}`, "u") }));

/** The pseudo-language's own form: a message or a data name in brackets, lengthened with tildes ("[Ƥũńē ~~]"). */
const PSEUDO_FORM = / ~~+\]/;

export function textLanguage(text: string, pageLanguage: Locale = DEFAULT_LOCALE, writtenIn?: string | null): TextLanguage {
  // On its pages, the pseudo-language's messages and data names (decision 455) are its own words.
  if (pageLanguage === PSEUDO_LANGUAGE.code && PSEUDO_FORM.test(text)) return pageLanguage;
  const script = SCRIPTS.find(({ letters }) => letters.test(text))?.script ?? "Latn";
  // What the board knows beats the script: a listing posted from /mr/submit is Marathi on every page.
  if (writtenIn && isLocale(writtenIn) && writtenIn !== PSEUDO_LANGUAGE.code && languageOf(writtenIn).script === script) return writtenIn;
  // The pseudo-language's own text is accented messages: Latin text written by people is English there.
  if (languageOf(pageLanguage).script === script && pageLanguage !== PSEUDO_LANGUAGE.code) return pageLanguage;
  return LANGUAGES.find((language) => language.script === script)!.code;
}

/**
 * The `lang` attribute for `text` on a page in `pageLanguage`: only where the two differ. `writtenIn` is
 * the language the board recorded for the text (a listing's poster's page), which wins over the guess
 * from its script when the text is in that language's script.
 */
export function langAttribute(text: string | null | undefined, pageLanguage: TextLanguage = DEFAULT_LOCALE, writtenIn?: string | null): TextLanguage | undefined {
  if (!text) return undefined;
  const language = textLanguage(text, pageLanguage, writtenIn);
  return language === pageLanguage ? undefined : language;
}
