/**
 * The Hindi translator: Lingui with the compiled Hindi of the page's catalogue
 * (docs/decisions/280, 264). The server builds one per request; the browser loads this
 * module as a chunk on Hindi pages only, so English pages carry neither Lingui nor a
 * catalogue, and on each later navigation adds the next page's catalogue before it renders.
 */
import { type Messages, setupI18n } from "@lingui/core";
import { HINDI_PAGE_LOADERS, HINDI_PAGE_PATTERNS } from "./compiled/hi-loaders";
import { catalogueOfPath } from "./locales";
import type { HindiPage } from "./page-catalogues";
import { ENGLISH, type Translator } from "./translate";
import { OPPORTUNITY_TEXTS } from "~/opportunities/texts";

export interface HindiTranslator extends Translator {
  /** The page catalogue the server rendered with (the browser entry loads the same one). */
  readonly catalogue: HindiPage;
  /** Adds a page catalogue's messages (the browser, before a navigation renders). */
  add(messages: Messages): void;
}

/**
 * A listing's stored values that are the board's English words (a category's name, a location
 * type, a duration, as the spec stores them): their message, by that English (decision 288).
 */
const { categories, filters, stipends, locationBadges } = OPPORTUNITY_TEXTS;
// Later groups win: a hybrid listing's badge is not the location filter's "any".
const STORED_WORDS = new Map([categories, filters.locations, filters.durations, stipends, locationBadges].flatMap((texts) => Object.values(texts).map((msg) => [msg.message, msg.id])));

export function hindiTranslator(catalogue: HindiPage, messages: Messages): HindiTranslator {
  const i18n = setupI18n({ locale: "hi", messages: { hi: messages } });
  return {
    locale: "hi",
    catalogue,
    // A message outside the page's catalogue shows its English, on the server and in the browser alike;
    // text that is not a message stays as it is, unless it is a stored value the board has words for.
    t: (msg, values) => {
      const id = typeof msg === "string" ? STORED_WORDS.get(msg) : msg.id;
      if (id && i18n.messages[id]) return i18n._(id, values);
      return ENGLISH.t(msg, values);
    },
    add: (more) => i18n.load("hi", more),
  };
}

/** The browser's one translator (the server makes one per request and never calls the functions below). */
let browserTranslator: HindiTranslator | undefined;
const loaded = new Set<string>();

/**
 * The browser entry: the translator the page hydrates with, from the catalogue the server rendered
 * it with (fetched by the entry, or here in development, where the server names no chunk).
 */
export async function startHindiInBrowser(catalogue: HindiPage, messages?: Messages): Promise<HindiTranslator> {
  loaded.add(catalogue);
  browserTranslator = hindiTranslator(catalogue, messages ?? (await HINDI_PAGE_LOADERS[catalogue]!()).messages);
  return browserTranslator;
}

/** Before a navigation renders a Hindi page in the browser: its catalogue, loaded once. */
export async function loadHindiCatalogue(pathname: string): Promise<void> {
  const page = catalogueOfPath(pathname, HINDI_PAGE_PATTERNS, "shell") as HindiPage;
  if (!browserTranslator || loaded.has(page)) return;
  loaded.add(page);
  browserTranslator.add((await HINDI_PAGE_LOADERS[page]!()).messages);
}
