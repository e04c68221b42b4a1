/**
 * A form's fields, read from at most `limit` bytes of body: a declared larger body is refused
 * unread by the server (server/body-limits.ts), and a chunked one, which declares nothing, is cut
 * off here once it passes the limit, so no client can make an action buffer more.
 */
import { MAX_FORM_BYTES } from "../constants.ts";

export async function readForm(request: Request, limit = MAX_FORM_BYTES): Promise<FormData | undefined> {
  try {
    const body = await readAtMost(request, limit);
    if (!body) return undefined;
    return await new Response(body, { headers: { "content-type": request.headers.get("content-type") ?? "" } }).formData();
  } catch {
    return undefined;
  }
}

/** The body's bytes, or undefined (and the rest of the body left unread) once they pass `limit`. */
async function readAtMost(request: Request, limit: number): Promise<Buffer<ArrayBuffer> | undefined> {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(parts);
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: the body of a clone (a tee branch) settles its cancel only once the other branch ends.
      reader.cancel().catch(() => undefined);
      return undefined;
    }
    parts.push(value);
  }
}

