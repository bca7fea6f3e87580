/**
 * Search in the reader's own spelling (decisions 415-417, 450), over a real SQLite board: Bengali typed in
 * Latin letters the Bengali way finds what the Bengali script finds; a Marathi place or word with a
 * or Bengali case ending finds what the plain word finds, and a Hindi postposition does not stand in the way; a
 * Hindi, Marathi or Bengali word with a missing half letter or vowel sign is corrected to the
 * vocabulary's word and the page says so. All of it within the query's step budget.
 */
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { searchListings } from "../../../app/search/search.server";
import { homeSearchSchema } from "../../../app/search/search-schema";
import { understandQuery, understoodQuery } from "../../../app/search/understand-query.server";
import { QUERY_STEPS, QueryBudget } from "../../../app/search/query-budget";
import { createTestDb, type TestDb } from "../../support/db";
import { createOpportunity } from "../board/fixtures";
import { renderRoute } from "../board/render";

let t: TestDb;
afterEach(() => t?.cleanup());

const search = (query: string) => searchListings(t.db, { ...homeSearchSchema.parse({ query }), type: "all" }, { limit: 50, cacheSeconds: 0 });
const titles = (query: string) => search(query).items.map((i) => i.title).sort();

function board() {
  t = createTestDb();
  createOpportunity(t.db, { title: "Environment field intern", description: "Survey the environment of the river.", city: "Kolkata", location: "Kolkata" });
  createOpportunity(t.db, { title: "পরিবেশ সমীক্ষা ইন্টার্ন", organization: "সবুজ বাংলা", description: "নদীর পাড়ে পরিবেশ ও জল পরীক্ষা।" });
  createOpportunity(t.db, { title: "শিক্ষা সহায়ক", organization: "বই ট্রাস্ট", description: "গ্রন্থাগার থেকে শিশুদের বই পড়ানো।" });
  createOpportunity(t.db, { title: "Education fellow", description: "Teach in a government school.", type: "fellowship", city: "Pune", location: "Pune" });
  createOpportunity(t.db, { title: "शिक्षण सहाय्यक", organization: "ज्ञानदीप", description: "शाळेतील मुलांना शिकवणे.", city: "Pune", location: "Pune" });
  createOpportunity(t.db, { title: "Health outreach intern", description: "Public health camps in the city.", city: "Mumbai", location: "Mumbai" });
  createOpportunity(t.db, { title: "स्वास्थ्य कार्यकर्ता", organization: "जन सेवा", description: "गाँव में स्वास्थ्य शिविर।" });
  createOpportunity(t.db, { title: "संगीत वर्ग", organization: "कला केंद्र", description: "गायन आणि वादन." });
  createOpportunity(t.db, { title: "संगी मित्र", organization: "मित्र मंडळ", description: "नवीन विद्यार्थ्यांचे संगी." });
  createOpportunity(t.db, { title: "Learning circles", description: "Run learning circles for young people." });
  createOpportunity(t.db, { title: "Policy research intern", description: "Read and summarise state budgets.", city: "Delhi", location: "Delhi" });
  createOpportunity(t.db, { title: "নগর পরিকল্পনা সহায়ক", organization: "কলকাতা নাগরিক মঞ্চ", description: "পাড়ার সভা ও কাজের খাতা রাখা।" });
  createOpportunity(t.db, { title: "কারিগর সহায়ক", organization: "হাতের কাজ", description: "কারিগরদের সঙ্গে কাজ।" });
}

describe("Bengali typed in Latin letters", () => {
  it("finds what the Bengali script finds, whichever common spelling is typed (o or a, sh or s, kh, kkh or ksh)", () => {
    board();
    const environment = titles("পরিবেশ");
    expect(environment).toEqual(["Environment field intern", "পরিবেশ সমীক্ষা ইন্টার্ন"]);
    for (const query of ["poribesh", "paribesh", "poribes"]) expect(titles(query), query).toEqual(environment);
    const education = titles("শিক্ষা");
    expect(education).toContain("শিক্ষা সহায়ক");
    expect(education).toContain("Education fellow");
    for (const query of ["shikkha", "sikkha", "shiksha", "shikha"]) expect(titles(query), query).toEqual(education);
    // "shikkha" sounds like सीख (learning) by the Hindi key: the Bengali spelling names শিক্ষা alone.
    expect(titles("shikkha")).not.toContain("Learning circles");
  });

  it("finds a Bengali listing's word the vocabulary does not hold, by its sound", () => {
    board();
    expect(titles("granthagar")).toEqual(["শিক্ষা সহায়ক"]);
    expect(titles("gronthagar")).toEqual(["শিক্ষা সহায়ক"]);
  });

  it("finds, for the Hindi equivalents, what the Devanagari finds", () => {
    board();
    for (const [latin, script] of [
      ["shiksha", "शिक्षा"],
      ["paryavaran", "पर्यावरण"],
      ["swasthya", "स्वास्थ्य"],
    ] as const) {
      expect(titles(script), script).not.toEqual([]);
      expect(titles(latin), latin).toEqual(titles(script));
    }
    // And the Bengali script finds what the Devanagari does.
    expect(titles("পরিবেশ")).toEqual(titles("पर्यावरण"));
    expect(titles("स्वास्थ्य")).toContain("स्वास्थ्य कार्यकर्ता");
  });
});

describe("Marathi case endings and Hindi postpositions", () => {
  it("finds with a place's inflected Marathi name what its plain name finds", () => {
    board();
    const pune = titles("पुणे");
    expect(pune).toEqual(["Education fellow", "शिक्षण सहाय्यक"]);
    for (const query of ["पुण्यात", "पुण्यामध्ये", "पुण्याला", "पुण्याचे", "पुण्याच्या", "पुण्यातील"]) {
      expect(search(query).corrected, query).toBeUndefined();
      expect(titles(query), query).toEqual(pune);
    }
    const mumbai = titles("मुंबई");
    expect(mumbai).toEqual(["Health outreach intern"]);
    for (const query of ["मुंबईत", "मुंबईला", "मुंबईमध्ये", "मुंबईचा"]) {
      expect(search(query).corrected, query).toBeUndefined();
      expect(titles(query), query).toEqual(mumbai);
    }
  });

  it("finds with an inflected vocabulary word what the word finds", () => {
    board();
    const education = titles("शिक्षण");
    expect(education).toContain("शिक्षण सहाय्यक");
    expect(education).toContain("Education fellow");
    for (const query of ["शिक्षणाचे", "शिक्षणाची", "शिक्षणात", "शिक्षणाला", "शिक्षणाने"]) expect(titles(query), query).toEqual(education);
  });

  it("folds an ending only to a place or a vocabulary word, never to a word known only from listings", () => {
    board();
    // संगी is in a listing, not in the vocabulary: संगीत (music) is not read as संगी + त.
    expect(titles("संगीत")).toEqual(["संगीत वर्ग"]);
    expect(understoodQuery(t.db, "संगीत").tiers.join(" ")).not.toContain('"संगी"');
    // A vocabulary word that ends like a case ending (कला, arts) is searched as itself.
    expect(titles("कला")).toEqual(["संगीत वर्ग"]);
  });

  it("does not search a Hindi postposition as a word: पुणे में finds what पुणे finds", () => {
    board();
    expect(titles("पुणे में")).toEqual(titles("पुणे"));
    expect(titles("मुंबई में")).toEqual(titles("मुंबई"));
    expect(titles("पुणे मध्ये")).toEqual(titles("पुणे"));
    expect(titles("मुंबई में स्वास्थ्य")).toEqual(["Health outreach intern"]);
    // Alone, or in a phrase of the vocabulary, it is still a word.
    expect(() => search("में")).not.toThrow();
    expect(understoodQuery(t.db, "घर से काम").tiers.at(-1)).toContain('"remote"');
  });
});

describe("Bengali case endings", () => {
  it("finds with a place's inflected Bengali name what its plain name finds", () => {
    board();
    const kolkata = titles("কলকাতা");
    expect(kolkata).toEqual(["Environment field intern", "নগর পরিকল্পনা সহায়ক"]);
    for (const query of ["কলকাতায়", "কলকাতার", "কলকাতাতে", "কলকাতাকে"]) {
      expect(search(query).corrected, query).toBeUndefined();
      expect(titles(query), query).toEqual(kolkata);
    }
    const delhi = titles("দিল্লি");
    expect(delhi).toEqual(["Policy research intern"]);
    for (const query of ["দিল্লিতে", "দিল্লির", "দিল্লীতে"]) expect(titles(query), query).toEqual(delhi);
    const mumbai = titles("মুম্বই");
    expect(mumbai).toEqual(["Health outreach intern"]);
    for (const query of ["মুম্বইয়ে", "মুম্বইয়ের", "মুম্বইতে", "মুম্বাইয়ে"]) expect(titles(query), query).toEqual(mumbai);
  });

  it("finds with an inflected vocabulary word what the word finds", () => {
    board();
    const education = titles("শিক্ষা");
    expect(education).toContain("শিক্ষা সহায়ক");
    expect(education).toContain("Education fellow");
    for (const query of ["শিক্ষার", "শিক্ষায়", "শিক্ষাকে"]) expect(titles(query), query).toEqual(education);
    const environment = titles("পরিবেশ");
    expect(environment).toEqual(["Environment field intern", "পরিবেশ সমীক্ষা ইন্টার্ন"]);
    for (const query of ["পরিবেশের", "পরিবেশে"]) {
      expect(search(query).corrected, query).toBeUndefined();
      expect(titles(query), query).toEqual(environment);
    }
    // With other words: শিক্ষার in Pune, পরিবেশের in Kolkata.
    expect(titles("পুনেতে শিক্ষার")).toEqual(titles("পুনে শিক্ষা"));
    expect(titles("কলকাতার পরিবেশ")).toEqual(["Environment field intern"]);
  });

  it("folds an ending only to a place or a vocabulary word, never to a word known only from listings", () => {
    board();
    // কারিগর (artisan) ends like -র, but কারিগ is no word: it is searched as itself.
    expect(titles("কারিগর")).toEqual(["কারিগর সহায়ক"]);
    expect(understoodQuery(t.db, "কারিগর").tiers.join(" ")).not.toContain('"কারিগ"');
    // পাড়া (neighbourhood) is in a listing, not in the vocabulary: পাড়ায় is not folded to it.
    expect(understoodQuery(t.db, "পাড়ায়").tiers.join(" ")).not.toContain('"পাডা"');
    // A place's own name that ends like an ending (বোম্বে, Bombay) is searched as itself.
    expect(understoodQuery(t.db, "বোম্বে").tiers.join(" ")).not.toContain('"বোম্ব"');
    expect(titles("বোম্বে")).toEqual(titles("মুম্বই"));
  });
});

describe("Hindi, Marathi and Bengali typos", () => {
  it("corrects a missing half letter or vowel sign to the vocabulary's word, as in Bengali", () => {
    board();
    expect(search("इंटरशिप")).toMatchObject({ corrected: "इंटर्नशिप" });
    expect(understoodQuery(t.db, "इंटरशिप").types).toEqual(["internship"]);
    expect(search("ইন্টারশিপ")).toMatchObject({ corrected: "ইন্টার্নশিপ" });
    expect(search("आरोग")).toMatchObject({ corrected: "आरोग्य" });
    expect(titles("आरोग")).toEqual(titles("आरोग्य"));
    expect(titles("आरोग")).toContain("Health outreach intern");
    // A word still being typed is a prefix: स्वास्थ finds स्वास्थ्य without a correction.
    expect(titles("स्वास्थ")).toContain("स्वास्थ्य कार्यकर्ता");
    // A vowel sign left out (and a nukta): फ़ेलोशप → फेलोशिप.
    expect(understoodQuery(t.db, "फ़ेलोशप")).toMatchObject({ types: ["fellowship"] });
    expect(understoodQuery(t.db, "फ़ेलोशप").corrected).toMatch(/^फ़?ेलोशिप$|^फेलोशिप$/);
  });

  it("never corrects a word with matches, nor one of three characters", () => {
    board();
    expect(search("आरोग्य").corrected).toBeUndefined();
    expect(search("मित्र").corrected).toBeUndefined();
    expect(search("आरो").corrected).toBeUndefined();
  });

  it("names the correction on the Marathi board", async () => {
    board();
    const { body } = await renderRoute(t.db, await import("../../../app/routes/home"), { id: "routes/home", path: "mr", url: "/mr?query=इंटरशिप" });
    expect(body).toMatch(/data-testid="search-correction"[^>]*>[^<]*इंटर्नशिप/);
  });
});

describe("the query budget", () => {
  it("bounds the new work: twelve inflected, romanised and misspelt words stay within the steps", () => {
    board();
    const query = "पुण्यात poribesh इंटरशिप आरोग शिक्षणाचे sikkha স্বাস্থ মুম্বাইতে गाँवात नदीला shastho स्वास्थ";
    const budget = new QueryBudget();
    understandQuery(t.db, query, budget);
    expect(budget.spent).toBeLessThanOrEqual(QUERY_STEPS);
    const unbounded = new QueryBudget(Number.MAX_SAFE_INTEGER);
    understandQuery(t.db, query, unbounded);
    expect(unbounded.spent).toBeGreaterThan(QUERY_STEPS);
  });

  it("never fails, and stays within the steps, whatever is typed in these scripts and endings", () => {
    board();
    const letters = "poribeshkaंटरशिपणेयातलाचेमध्येমুম্বাইতে ्ািं";
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...letters.split("")), maxLength: 24 }), (query) => {
        const budget = new QueryBudget();
        understandQuery(t.db, query, budget);
        expect(budget.spent).toBeLessThanOrEqual(QUERY_STEPS);
        search(query);
      }),
      { numRuns: 100 },
    );
  });
});
