/** Each page catalogue's chunk in this release's client build, by "{code}-{page}" (app/i18n/build.ts). */
declare module "virtual:catalogue-urls" {
  export const CATALOGUE_URLS: Partial<Record<string, string>>;
}
