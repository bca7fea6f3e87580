/** The address of the read pages' script in this release (app/light/build.ts). */
declare module "virtual:read-page-script" {
  export const READ_PAGE_SCRIPT: string;
}
