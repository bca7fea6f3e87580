/**
 * The Hindi of what search engines and link previews read in a page's <head> (decision 326): the
 * home page's description, a listing's title and the facts sentence that describes it when its own
 * text is English, an organisation page's title. Part of HINDI (hi.ts).
 */
export const HINDI_META: Record<string, string> = {
  "board.home.metaDescription":
    "भारत भर की सामाजिक और पर्यावरण संस्थाओं में इंटर्नशिप, फ़ेलोशिप, कोर्स और नौकरियाँ: खोजें, सहेजें और संस्था के अपने लिंक से आवेदन करें।",
  "board.listingPage.title": "{organization} में अवसर: {title}",
  "board.listingPage.metaDescription": "{organization} में {type}: {facts}।",
  "organizations.organizationPage.metaTitle": "{name}: संस्था और उसके खुले अवसर",
};
