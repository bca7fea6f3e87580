/**
 * Marathi writes its case endings on the word ("पुण्यात", in Pune; "शिक्षणाचे", of education), and so
 * does Bengali ("কলকাতায়", in Kolkata; "পরিবেশের", of the environment); Hindi writes them as words of
 * their own ("पुणे में"). Search folds all three (docs/decisions/416, 450): a Marathi or Bengali word
 * with one of the endings below is also searched as the word it was made from, when that word is one
 * the search knows (a place's name, a vocabulary word), and a Hindi or Marathi postposition standing
 * between other words is not searched as a word.
 */

/** Marathi endings written on a noun, the longest first: in (त, मध्ये), to (ला), of (चा/ची/चे/च्या, तील, मधील), by (ने), from (हून, मधून). */
export const MARATHI_ENDINGS = ["मध्ये", "मधील", "मधून", "च्या", "तील", "हून", "चा", "ची", "चे", "ला", "ने", "त"] as const;

/** Postpositions written as words of their own (Hindi में, से, का…; Marathi मध्ये when written apart). */
export const POSTPOSITIONS: ReadonlySet<string> = new Set(["में", "से", "का", "की", "के", "को", "पर", "तक", "मे", "मध्ये", "मधील"]);

const VIRAMA_YA = "\u094d\u092f\u093e"; // ्या
const AA = "\u093e"; // ा

/**
 * The words `word` may have been made from by a Marathi case ending, the likeliest first: the word
 * without its ending, then the noun's plain form when the ending stood on its oblique form (पुण्या → पुणे,
 * शिक्षणा → शिक्षण). Empty when it has no such ending or too little is left.
 */
export function marathiStems(word: string): string[] {
  const ending = MARATHI_ENDINGS.find((e) => word.endsWith(e));
  if (!ending) return [];
  const stem = word.slice(0, -ending.length);
  // At least two letters with their signs: "कला" is not क + ला.
  if ([...stem].filter((c) => !/\p{M}/u.test(c)).length < 2) return [];
  const stems = [stem];
  if (stem.endsWith(VIRAMA_YA)) {
    const base = stem.slice(0, -VIRAMA_YA.length);
    stems.push(`${base}\u0947`, `${base}${AA}`, base);
  } else if (stem.endsWith(AA)) stems.push(stem.slice(0, -1), `${stem.slice(0, -1)}\u0947`);
  return stems;
}

/**
 * Bengali endings written on a noun, as search folds them (য় is written য: app/search/search-fold.ts),
 * the longest first: of (-র after a vowel, -এর after a consonant, written ের; -য়ের; plural -দের), in
 * (-য় and -তে after a vowel, -এ after a consonant, written ে; -য়ে), to (-কে). The independent vowel
 * এ stands for the sign after a Latin-born word written apart ("দিল্লিএ" is rare but typed).
 */
export const BENGALI_ENDINGS = ["দের", "যের", "ের", "এর", "যে", "তে", "কে", "য", "র", "ে", "এ"] as const;

/**
 * The words `word` may have been made from by a Bengali case ending, one per ending it ends with, the
 * longest ending first: "কলকাতায" → কলকাতা, "পরিবেশের" → পরিবেশ (and পরিবেশে, which names nothing).
 * The caller keeps the first the search knows. Empty when it has no such ending or too little is left.
 */
export function bengaliStems(word: string): string[] {
  const stems: string[] = [];
  for (const ending of BENGALI_ENDINGS) {
    if (!word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length);
    // At least two letters with their signs: "মাকে" is not মা + কে.
    if ([...stem].filter((c) => !/\p{M}/u.test(c)).length >= 2) stems.push(stem);
  }
  return [...new Set(stems)];
}
