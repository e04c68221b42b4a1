/**
 * A rendered document's bytes handed to the server's writer as they are.
 *
 * Why: the document is already one Buffer (render-document.server.tsx). Given to `new Response`
 * it is copied (Fetch copies a BufferSource body), and the writer then reads the copy back through
 * a web stream's reader: two steps of every uncached page's CPU for bytes that were whole.
 * The Response still carries the same bytes as a stream that is read only if something else takes
 * the body (a test, a wrapper making a new Response of it), so nothing is lost when this side
 * channel is not used; the writer (server/page-handler.ts) takes the Buffer only while the body is unread.
 */
const bodies = new WeakMap<Response, Buffer>();

/** A Response for a document whose bytes are `html`. */
export function documentResponse(html: Buffer, init: ResponseInit): Response {
  const response = new Response(
    new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(html.buffer, html.byteOffset, html.byteLength));
        controller.close();
      },
    }),
    init,
  );
  bodies.set(response, html);
  return response;
}

/** The document's bytes, once, while its body has not been read; otherwise undefined. */
export function takeDocumentBody(response: Response): Buffer | undefined {
  const html = bodies.get(response);
  if (!html || response.bodyUsed) return undefined;
  bodies.delete(response);
  return html;
}
