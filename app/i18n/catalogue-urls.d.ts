/** Each Hindi page catalogue's chunk in this release's client build, by page (app/i18n/build.ts). */
declare module "virtual:hindi-catalogue-urls" {
  export const HINDI_CATALOGUE_URLS: Partial<Record<string, string>>;
}
