/**
 * The browser entry: the page's language is the one the server rendered (`<html lang>`,
 * from the URL prefix). An English page hydrates at once: its texts are in the code. A
 * translated page first loads Lingui and its page's catalogue (docs/decisions/280, 264, 331).
 *
 * A page whose route says `hydrate: "on-interaction"` (the board and /submit, `<html data-hydrate>`)
 * works as plain HTML until the visitor's first tap, key or focus, and React hydrates it then, inside
 * that event, so the tap that follows is React's (docs/decisions/463-hydrate-at-the-first-interaction.md).
 */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import type { Messages } from "@lingui/core";
import type { CataloguePage } from "./i18n/page-catalogues";
import type { Locale } from "./i18n/languages";
import { ENGLISH, type Translator, TranslatorContext } from "./i18n/translate";
import { holdEnhancedUntil } from "./lib/use-hydrated";
import { wantedLanguage } from "./i18n/language-switch";

function hydrate(translator: Translator, now = false) {
  const page = (
    <StrictMode>
      <TranslatorContext.Provider value={translator}>
        <HydratedRouter />
      </TranslatorContext.Provider>
    </StrictMode>
  );
  // At load, React yields to the browser while it hydrates; at a tap, the visitor is waiting for it.
  if (now) hydrateRoot(document, page);
  else startTransition(() => void hydrateRoot(document, page));
}

/**
 * What the visitor does first on a page: the first of these hydrates it (capture phase, before React's own
 * listeners). A mouse's move counts too: a desk's visitor has the enhanced page (the carousel's buttons)
 * before the first click; a finger's first touch is a press.
 */
const INTERACTIONS = ["pointerdown", "touchstart", "keydown", "focusin", "pointermove"] as const;

/**
 * Settles once the interaction that began with `event` is over (its click, key-up or cancel has been
 * handled), or after a few seconds if nothing ends it: until then the page keeps its HTML version's layout.
 */
function interactionOver(event: Event): Promise<void> {
  return new Promise((resolve) => {
    const ends =
      event.type === "keydown" ? ["keyup"] : event.type === "pointerdown" || event.type === "touchstart" ? ["click", "pointercancel", "touchcancel"] : [];
    const over = () => {
      for (const type of ends) removeEventListener(type, over, true);
      clearTimeout(timer);
      // After the ending event's own handlers.
      setTimeout(resolve, 0);
    };
    const timer = setTimeout(over, ends.length ? 3_000 : 0);
    for (const type of ends) addEventListener(type, over, { capture: true, passive: true });
  });
}

/** Hydrates at the visitor's first interaction, or once the translator is there if the interaction came first. */
function hydrateAtFirstInteraction(translator: Translator | Promise<Translator>) {
  let loaded = translator instanceof Promise ? undefined : translator;
  let touched = false;
  const onInteraction = (event: Event) => {
    for (const type of INTERACTIONS) removeEventListener(type, onInteraction, true);
    delete html.dataset.awaitsInteraction;
    touched = true;
    holdEnhancedUntil(interactionOver(event));
    // Synchronously, so React's root listens before the event reaches the document; before the translator
    // is there, the plain HTML answers this interaction, as it would without JavaScript.
    if (loaded) hydrate(loaded, true);
  };
  for (const type of INTERACTIONS) addEventListener(type, onInteraction, { capture: true, passive: true });
  // A tap now would hydrate the page: what a browser test's `ready` waits for before it touches the page
  // (tests/e2e/support/page.ts).
  const awaiting = () => void (html.dataset.awaitsInteraction = "");
  if (!(translator instanceof Promise)) awaiting();
  else
    void translator.then((t) => {
      loaded = t;
      if (touched) hydrate(t, true);
      else awaiting();
    });
}

const html = document.documentElement;
let translator: Translator | Promise<Translator> = ENGLISH;
if (html.lang !== "en") {
  // Lingui and the page's catalogue, fetched side by side (docs/decisions/264); the server names the
  // catalogue's chunk, so this entry carries no table of them (none in development: Lingui's chunk loads it).
  const catalogue = (html.dataset.catalogue ?? "shell") as CataloguePage;
  const src = html.dataset.catalogueSrc;
  const messages: Promise<{ messages: Messages } | undefined> = src ? import(/* @vite-ignore */ src) : Promise.resolve(undefined);
  translator = Promise.all([import("./i18n/translated"), messages]).then(([{ startInBrowser }, loaded]) =>
    // The page's language: its lang, or data-locale where the lang is a tag (the pseudo-language's en-XA).
    startInBrowser((html.dataset.locale ?? html.lang) as Locale, catalogue, loaded?.messages),
  );
}
/** Whether the browser asks for another of the board's languages: the page offers it in one line, which React draws. */
function offersLanguage() {
  try {
    return wantedLanguage((html.dataset.locale ?? html.lang) as Locale)() !== null;
  } catch {
    return false; // storage blocked: never offered
  }
}

// A visitor offered their language gets the line at once, as before: the page hydrates at load.
if (html.dataset.hydrate === "on-interaction" && !offersLanguage()) hydrateAtFirstInteraction(translator);
else if (translator instanceof Promise) void translator.then((t) => hydrate(t));
else hydrate(translator);
