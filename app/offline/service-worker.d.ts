/** The service workers' code, built by app/offline/build.ts. */
declare module "virtual:service-worker" {
  export const serviceWorker: string;
  export const retiringWorker: string;
}
