/**
 * The browser entry: the page's language is the one the server rendered (`<html lang>`,
 * from the URL prefix); only that language's compiled catalogue is fetched (one chunk
 * per locale), then the page hydrates (docs/decisions/280).
 */
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

const locale = document.documentElement.lang === "hi" ? "hi" : "en";
const catalogue = locale === "hi" ? import("./i18n/compiled/hi") : import("./i18n/compiled/en");

void catalogue.then(({ messages }) => {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <HydratedRouter />
        </I18nProvider>
      </StrictMode>,
    );
  });
});
