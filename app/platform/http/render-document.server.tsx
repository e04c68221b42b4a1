/**
 * Renders a whole document to bytes. Every page is sent complete (crawlers and caches get the
 * finished HTML; its digests go into the CSP header and the ETag), so nothing is streamed to the
 * visitor, and the fastest of React's server renderers can do the work:
 *
 * 1. The loader data's hand-off stream (React Router's turbo-stream encoding, which waits for
 *    every deferred promise) is read to its end first, and put where React Router's
 *    `StreamTransfer` looks for the chunks it has already read (`renderMeta.streamCache`). Its
 *    script tags then render without suspending.
 * 2. `renderToString` renders the tree in one synchronous pass into one string. For the same
 *    markup it costs about a third of `renderToPipeableStream`, which encodes every small chunk
 *    to bytes on its way (measured on the home page's elements: 1.0 ms against 2.9 ms).
 * 3. Where a part of the page still suspends (an `<Await>` on a promise that is not settled yet)
 *    or fails inside a Suspense boundary, `renderToString` gives up on that boundary and marks it
 *    for the browser (`<!--$!-->`). The document is then rendered again by
 *    `renderToPipeableStream`, which waits for everything (`onAllReady`), as before.
 *
 * Either way the page's scripts are then set to start after its first paint (hydrate-after-paint.server.ts).
 */
import { PassThrough } from "node:stream";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { getLogger } from "../logger.server.ts";
import { DocumentMarkupContext } from "./document-markup.ts";
import { hydrateAfterPaint } from "./hydrate-after-paint.server.ts";
import { browserFuture, browserHandoff } from "./route-matching.server.ts";

/** How `renderToString` marks a Suspense boundary it could not finish (React Fizz's client-render marker). */
const UNFINISHED_BOUNDARY = "<!--$!-->";

type RenderedDocument = { html: Buffer<ArrayBuffer>; status: number };

/** Reads React Router's loader-data stream to its end and hands its text to `StreamTransfer`. */
async function settleHandoff(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream || !context.renderMeta) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  text += decoder.decode();
  const chunk = Object.assign(Promise.resolve(), { result: { done: true, value: text } });
  context.renderMeta.streamCache = { 0: chunk };
}

/**
 * The route manifest as ServerRouter should see it for one document. ServerRouter turns every
 * route it lists into a React Router route object, then a data route, on every render (about 150
 * routes here, both languages and the back office: half a millisecond of each uncached page), yet
 * renders only the matched ones. Here the matched routes are the manifest's own entries and every
 * other route is reached through its prototype: lookups by id (the scripts' partial manifest of the
 * parent paths, the links of a route) still find each entry, while listing the routes finds only
 * the matched ones. The future flags written into the page are the browser's (route-matching.server.ts).
 */
function documentContext(context: EntryContext): EntryContext {
  const all = context.manifest.routes;
  const matched: typeof all = Object.create(all);
  for (const match of context.staticHandlerContext.matches) matched[match.route.id] = all[match.route.id];
  return {
    ...context,
    future: browserFuture(context.future),
    serverHandoffString: browserHandoff(context.serverHandoffString),
    manifest: { ...context.manifest, routes: matched },
  };
}

/** ServerRouter takes a reader of the hand-off stream on each render; once settled, an empty one (never read). */
function renderRouter(context: EntryContext, url: string, markup: ReadonlyMap<string, string>) {
  if (context.renderMeta?.streamCache)
    context.serverHandoffStream = new ReadableStream({ start: (controller) => controller.close() });
  return (
    <DocumentMarkupContext value={markup}>
      <ServerRouter context={documentContext(context)} url={url} />
    </DocumentMarkupContext>
  );
}

function renderStreamed(context: EntryContext, url: string, markup: ReadonlyMap<string, string>, status: number, timeoutMs: number): Promise<RenderedDocument> {
  return new Promise((resolve, reject) => {
    const timeoutId = setTimeout(() => abort(), timeoutMs);
    const { pipe, abort } = renderToPipeableStream(renderRouter(context, url, markup), {
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
          resolve({ html: hydrateAfterPaint(Buffer.concat(chunks).toString("utf8")), status });
        });
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        getLogger().error({ err: error, url }, "page failed while rendering");
      },
    });
  });
}

/** The whole document for a request, rendered the cheapest way that finishes it. */
export async function renderDocument(
  context: EntryContext,
  url: string,
  status: number,
  timeoutMs: number,
  /** Markup the loaders kept for this document (document-markup.ts). */
  markup: ReadonlyMap<string, string> = new Map(),
): Promise<RenderedDocument> {
  await settleHandoff(context);
  // Errors outside every Suspense boundary throw here, as they did from the stream's shell.
  const html = renderToString(renderRouter(context, url, markup));
  // renderToPipeableStream writes the doctype of an <html> root; renderToString leaves it to us.
  if (!html.includes(UNFINISHED_BOUNDARY)) return { html: hydrateAfterPaint(html, "<!DOCTYPE html>"), status };
  if (context.renderMeta) context.renderMeta.didRenderScripts = false;
  return renderStreamed(context, url, markup, status, timeoutMs);
}
