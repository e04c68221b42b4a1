/**
 * Server rendering. The whole page is rendered and buffered before it is sent (onAllReady),
 * so crawlers and caches get complete HTML, and the finished document can be digested: the
 * hashes of its inline scripts go into the CSP header (no per-response nonce, so every
 * visitor gets the same bytes) and its hash is the ETag (304 when the browser has it).
 */
import { PassThrough } from "node:stream";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { requestInfoContext } from "./context.ts";
import { etagMatches, inlineScriptHashes, strongEtag } from "./lib/response-digest.server.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { csp } = loadContext.get(requestInfoContext);
  return new Promise<Response>((resolve, reject) => {
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // React outlines a finished Suspense boundary (a hidden copy at the end of the document and a
      // script that moves it into place) once ~12.5 KB have been written before it, so that a
      // streamed page paints early. This document is sent whole, so that is only extra work and bytes.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const chunks: Buffer[] = [];
        const body = new PassThrough();
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("error", reject);
        body.on("end", () => {
          clearTimeout(timeoutId);
          const html = Buffer.concat(chunks);
          csp.scriptHashes = inlineScriptHashes(html);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (responseStatusCode === 200) {
            const etag = strongEtag(html);
            responseHeaders.set("ETag", etag);
            if (etagMatches(request.headers.get("if-none-match"), etag)) {
              resolve(new Response(null, { status: 304, headers: responseHeaders }));
              return;
            }
          }
          resolve(new Response(new Uint8Array(html.buffer, html.byteOffset, html.byteLength), { headers: responseHeaders, status: responseStatusCode }));
        });
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        console.error(error);
      },
    });
  });
}
