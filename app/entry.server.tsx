/**
 * Server rendering. The whole page is rendered before it is sent (app/platform/http/render-document.server.tsx),
 * so crawlers and caches get complete HTML, and the finished document can be digested: the
 * hashes of its inline scripts go into the CSP header (no per-response nonce, so every
 * visitor gets the same bytes) and its hash is the ETag (304 when the browser has it).
 */
import { isRouteErrorResponse, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { requestInfoContext } from "./platform/context.ts";
import { isDatabaseUnavailable, RETRY_AFTER_S } from "./platform/db/unavailable.server.ts";
import { getLogger } from "./platform/logger.server.ts";
import { etagMatches, inlineScriptHashes, strongEtag } from "./platform/http/response-digest.server.ts";
import { renderDocument } from "./platform/http/render-document.server.tsx";
import { documentResponse } from "./platform/http/document-body.server.ts";

export const streamTimeout = 5_000;

/** Requests whose loader or action found the database not answering: their error page is a 503, not a 500. */
const unavailable = new WeakSet<Request>();

/**
 * Errors React Router meets while answering (its default writes every one to console.error):
 * a database that did not answer in time makes the page a 503 (logged as a warning); a
 * client's mistake (a POST to a page without a form, a 404) is logged at info; our own
 * failures as errors, with the URL.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // A route error response made from a thrown error keeps it in `error` (not in the public type).
  const cause = isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? error) : error;
  if (isDatabaseUnavailable(cause)) {
    unavailable.add(request);
    getLogger().warn({ err: cause, url: request.url }, "page: the database did not answer");
    return;
  }
  if (isRouteErrorResponse(error) && error.status < 500) {
    getLogger().info({ url: request.url, method: request.method, status: error.status, reason: error.statusText }, "request refused");
    return;
  }
  getLogger().error({ err: cause, url: request.url }, "request failed");
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (unavailable.has(request)) {
    // The friendly error page, as a 503 a load balancer or crawler reads as "try again shortly".
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", String(RETRY_AFTER_S));
  }
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { csp, documentMarkup } = loadContext.get(requestInfoContext);
  const { html, status } = await renderDocument(routerContext, request.url, responseStatusCode, streamTimeout + 1000, documentMarkup);
  csp.scriptHashes = inlineScriptHashes(html);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (status === 200) {
    const etag = strongEtag(html);
    responseHeaders.set("ETag", etag);
    if (etagMatches(request.headers.get("if-none-match"), etag))
      return new Response(null, { status: 304, headers: responseHeaders });
  }
  return documentResponse(html, { headers: responseHeaders, status });
}
