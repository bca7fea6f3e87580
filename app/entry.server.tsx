import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import stylesheet from "./app.css?inline";
import { i18nContext } from "./i18n/i18n.server";
import { TranslatorContext } from "./i18n/translate";
import { requestInfoContext } from "./lib/context";
import { StylesheetContext } from "./lib/inline-stylesheet";
import { lowPriorityModulePreloads } from "./lib/low-priority-module-preloads.server";
import { NonceContext } from "./lib/nonce";
import { log } from "./lib/log.server";
import { logRouteError } from "./lib/route-errors.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(requestInfoContext).cspNonce;
  // Bots and no-JS clients get the whole document at once; browsers get it streamed.
  const userAgent = request.headers.get("user-agent");
  const readyEvent = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <StylesheetContext.Provider value={stylesheet}>
          {/* This request's own instance, for the language of its URL (decision 280). */}
          <TranslatorContext.Provider value={loadContext.get(i18nContext)}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </TranslatorContext.Provider>
        </StylesheetContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = lowPriorityModulePreloads();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error({ err: error }, "render failed after the shell was sent");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

export function handleError(error: unknown, { request, context }: { request: Request; context: RouterContextProvider }) {
  // The path as the request log has it: secret parameters cut out by the route's rules.
  logRouteError(error, request, context.get(requestInfoContext).logPath);
}
