/**
 * The browser entry: the page's language is the one the server rendered (`<html lang>`,
 * from the URL prefix). An English page hydrates at once: its texts are in the code. A
 * Hindi page first loads its one chunk, Lingui and the Hindi catalogue (docs/decisions/280).
 */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
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

if (document.documentElement.lang === "hi") void import("./i18n/hindi").then(({ hindiTranslator }) => hydrate(hindiTranslator()));
else hydrate(ENGLISH);
