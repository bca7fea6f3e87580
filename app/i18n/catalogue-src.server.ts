/**
 * The address of a Hindi page catalogue's chunk in this build, for `<html data-catalogue-src>`
 * (app/i18n/build.ts). Its own module, imported by the root route only: the virtual module
 * exists in Vite's builds (and vitest), not for the scripts tsx runs (bench, seed, tools).
 */
import { HINDI_CATALOGUE_URLS } from "virtual:hindi-catalogue-urls";

export function catalogueSrc(catalogue: string | undefined): string | undefined {
  return catalogue ? HINDI_CATALOGUE_URLS[catalogue] : undefined;
}
