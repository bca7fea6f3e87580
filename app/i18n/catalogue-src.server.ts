/**
 * The address of a page catalogue's chunk in this build, for `<html data-catalogue-src>`
 * (app/i18n/build.ts). Its own module, imported by the root route only: the virtual module
 * exists in Vite's builds (and vitest), not for the scripts tsx runs (bench, seed, tools).
 */
import { CATALOGUE_URLS } from "virtual:catalogue-urls";

export function catalogueSrc(locale: string, catalogue: string | undefined): string | undefined {
  return catalogue ? CATALOGUE_URLS[`${locale}-${catalogue}`] : undefined;
}
