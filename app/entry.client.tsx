/**
 * The browser entry: the page's language is the one the server rendered (`<html lang>`,
 * from the URL prefix). An English page hydrates at once: its texts are in the code. A
 * Hindi page first loads Lingui and its page's Hindi catalogue (docs/decisions/280, 264).
 */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { HINDI_PAGE_LOADERS } from "./i18n/compiled/hi-loaders";
import type { HindiPage } from "./i18n/page-catalogues";
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
if (html.lang === "hi") {
  // Lingui and the page's catalogue, fetched side by side (docs/decisions/264).
  const catalogue = (html.dataset.catalogue ?? "shell") as HindiPage;
  void Promise.all([import("./i18n/hindi"), HINDI_PAGE_LOADERS[catalogue]!()]).then(([{ startHindiInBrowser }, { messages }]) =>
    hydrate(startHindiInBrowser(catalogue, messages)),
  );
} else hydrate(ENGLISH);
