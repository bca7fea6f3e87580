/**
 * Suggested causes for a listing that has none (the tagging screen, docs/decisions/265): words of
 * its title, organisation and description that point to one of the causes every board starts
 * with. A suggestion is only a pre-ticked box; the admin decides. A cause the admin added has no
 * words here and is never suggested.
 */

/** Word beginnings ("sustainab" finds sustainable and sustainability), by the seeded causes' slugs. */
const CAUSE_WORDS: Record<string, readonly string[]> = {
  climate: ["climate", "environment", "sustainab", "solar", "renewable", "clean energy", "carbon", "emission", "forest", "ocean", "marine", "coast", "biodivers", "conservation", "waste", "recycl", "circular economy", "air quality", "pollution", "ecolog"],
  education: ["education", "teach", "school", "classroom", "learner", "learning", "literacy", "curriculum", "tutor", "edtech", "pedagog"],
  health: ["health", "medical", "clinic", "hospital", "nutrition", "mental health", "disease", "doctor", "nurse", "patient", "maternal", "immunis", "immuniz"],
  livelihoods: ["livelihood", "skilling", "vocational", "employment", "employab", "entrepreneur", "enterprise", "income", "artisan", "self-help group", "job seeker"],
  "gender-equality": ["gender", "women", "woman", "girls", "feminis", "menstrua", "domestic violence"],
  "water-sanitation": ["water", "sanitation", "hygiene", "toilet", "hydrolog", "groundwater", "river"],
  "agriculture-food": ["agricultur", "agri", "farm", "crop", "food", "soil", "irrigation", "harvest", "organic farming", "millet"],
  "governance-civic-tech": ["governance", "civic", "policy", "government", "public service", "transparen", "accountab", "democra", "panchayat", "municipal"],
  "disability-inclusion": ["disabilit", "disabled", "accessib", "assistive", "sign language", "visually impaired", "wheelchair"],
  "children-youth": ["child", "youth", "adolescen", "young people", "kids", "parenting", "early years"],
  "financial-inclusion": ["financial inclusion", "microfinance", "micro-finance", "credit", "banking", "fintech", "savings", "insurance", "financial literacy"],
  "animal-welfare": ["animal", "wildlife", "veterinar", "stray", "livestock"],
  "arts-culture": ["arts", "artist", "culture", "cultural", "heritage", "craft", "museum", "theatre", "music", "photograph"],
  "human-rights": ["human rights", "rights", "legal aid", "justice", "lawyer", "refugee", "dignity", "trafficking", "helpline"],
};

const PATTERNS = Object.entries(CAUSE_WORDS).map(([slug, words]) => ({
  slug,
  // Whole words or word beginnings, case-insensitive, counted per occurrence.
  pattern: new RegExp(`\\b(?:${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`, "gi"),
}));

export interface ListingWords {
  title: string;
  organization: string;
  description: string;
}

/**
 * Up to `max` of the given causes' slugs, most pointed-to first: a word in the title counts
 * three times, in the organisation's name twice, in the description once.
 */
export function suggestCauses(listing: ListingWords, visibleSlugs: readonly string[], max = 2): string[] {
  const score = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
  return PATTERNS.filter(({ slug }) => visibleSlugs.includes(slug))
    .map(({ slug, pattern }) => ({
      slug,
      points: 3 * score(listing.title, pattern) + 2 * score(listing.organization, pattern) + score(listing.description, pattern),
    }))
    .filter(({ points }) => points > 0)
    .sort((a, b) => b.points - a.points || visibleSlugs.indexOf(a.slug) - visibleSlugs.indexOf(b.slug))
    .slice(0, max)
    .map(({ slug }) => slug);
}
