/**
 * A translated language's translator: Lingui with the compiled messages of the page's catalogue
 * (docs/decisions/280, 264, 331). The server builds one per request; the browser loads this
 * module as a chunk on translated pages only, so English pages carry neither Lingui nor a
 * catalogue, and on each later navigation adds the next page's catalogue before it renders.
 */
import { type Messages, setupI18n } from "@lingui/core";
import { LANGUAGE_LOADERS } from "./compiled/loaders";
import { catalogueOfPath, INTL_LOCALE, type Locale } from "./locales";
import type { CataloguePage } from "./page-catalogues";
import { ENGLISH, type Translator } from "./translate";
import { OPPORTUNITY_TEXTS } from "~/opportunities/texts";

export interface CatalogueTranslator extends Translator {
  /** The page catalogue the server rendered with (the browser entry loads the same one). */
  readonly catalogue: CataloguePage;
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

export function catalogueTranslator(locale: Locale, catalogue: CataloguePage, messages: Messages): CatalogueTranslator {
  // Numbers in messages (a plural's #) follow the digit rule, through the language's Intl locale (docs/decisions/421).
  const i18n = setupI18n({ locale, locales: INTL_LOCALE[locale], messages: { [locale]: messages } });
  return {
    locale,
    catalogue,
    // A message outside the page's catalogue shows its English, on the server and in the browser alike;
    // text that is not a message stays as it is, unless it is a stored value the board has words for.
    t: (msg, values) => {
      const id = typeof msg === "string" ? STORED_WORDS.get(msg) : msg.id;
      if (id && i18n.messages[id]) return i18n._(id, values);
      return ENGLISH.t(msg, values);
    },
    add: (more) => i18n.load(locale, more),
  };
}

/** A page catalogue's messages in a language, through the language's table of chunks (a chunk itself). */
async function pageMessages(locale: Locale, page: CataloguePage): Promise<Messages> {
  const { PAGE_LOADERS } = await LANGUAGE_LOADERS[locale]!();
  return (await PAGE_LOADERS[page]!()).messages;
}

/** Once the page is idle: the language's table, so that the first navigation waits for no more than its catalogue. */
function whenIdle(work: () => void) {
  if (typeof requestIdleCallback === "function") requestIdleCallback(work);
  else setTimeout(work, 1);
}

/** The browser's one translator (the server makes one per request and never calls the functions below). */
let browserTranslator: CatalogueTranslator | undefined;
const loaded = new Set<string>();

/**
 * The browser entry: the translator the page hydrates with, from the catalogue the server rendered
 * it with (fetched by the entry, or here in development, where the server names no chunk).
 */
export async function startInBrowser(locale: Locale, catalogue: CataloguePage, messages?: Messages): Promise<CatalogueTranslator> {
  loaded.add(catalogue);
  browserTranslator = catalogueTranslator(locale, catalogue, messages ?? (await pageMessages(locale, catalogue)));
  whenIdle(() => void LANGUAGE_LOADERS[locale]!());
  return browserTranslator;
}

/** Before a navigation renders a page of the same language in the browser: its catalogue, loaded once. */
export async function loadPageCatalogue(pathname: string): Promise<void> {
  if (!browserTranslator) return;
  const { PAGE_PATTERNS } = await LANGUAGE_LOADERS[browserTranslator.locale]!();
  const page = catalogueOfPath(pathname, PAGE_PATTERNS, "shell") as CataloguePage;
  if (loaded.has(page)) return;
  loaded.add(page);
  browserTranslator.add(await pageMessages(browserTranslator.locale, page));
}
