/**
 * The browser entry: the page's language is the one the server rendered (`<html lang>`,
 * from the URL prefix). An English page hydrates at once: its texts are in the code. A
 * translated page first loads Lingui and its page's catalogue (docs/decisions/280, 264, 331).
 */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import type { Messages } from "@lingui/core";
import type { CataloguePage } from "./i18n/page-catalogues";
import type { Locale } from "./i18n/languages";
import { ENGLISH, type Translator, TranslatorContext } from "./i18n/translate";

function hydrate(translator: Translator) {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <TranslatorContext.Provider value={translator}>
          <HydratedRouter />
        </TranslatorContext.Provider>
      </StrictMode>,
    );
  });
}

const html = document.documentElement;
if (html.lang !== "en") {
  // Lingui and the page's catalogue, fetched side by side (docs/decisions/264); the server names the
  // catalogue's chunk, so this entry carries no table of them (none in development: Lingui's chunk loads it).
  const catalogue = (html.dataset.catalogue ?? "shell") as CataloguePage;
  const src = html.dataset.catalogueSrc;
  const messages: Promise<{ messages: Messages } | undefined> = src ? import(/* @vite-ignore */ src) : Promise.resolve(undefined);
  void Promise.all([import("./i18n/translated"), messages]).then(async ([{ startInBrowser }, loaded]) =>
    // The page's language: its lang, or data-locale where the lang is a tag (the pseudo-language's en-XA).
    hydrate(await startInBrowser((html.dataset.locale ?? html.lang) as Locale, catalogue, loaded?.messages)),
  );
} else hydrate(ENGLISH);
