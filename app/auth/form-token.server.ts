/**
 * The anti-forgery token a posted form carries, read without consuming the body the action reads
 * afterwards (a clone) and without keeping a copy of an upload.
 */
import { parseMultipartRequest } from "@remix-run/multipart-parser";

export async function sentFormToken(request: Request, field: string): Promise<string | null> {
  const type = request.headers.get("content-type") ?? "";
  if (type.startsWith("application/x-www-form-urlencoded")) {
    // A small form (the body limit of server.ts): read whole.
    const form = await request.clone().formData().catch(() => null);
    const value = form?.get(field);
    return typeof value === "string" ? value : null;
  }
  if (type.startsWith("multipart/form-data")) return multipartToken(request, field);
  return null;
}

/**
 * The token of an upload post, read from a clone of its body up to the token and no further: the
 * action streams the files itself within its limits (app/services/upload-form.server.ts), and a
 * whole copy of a 100 MB body must not be kept for this check. So the token must come before any
 * file (`<CsrfField />` is the first field of every form); a file before it refuses the post.
 * The clone is cancelled once read, so the rest of the body is not queued for it.
 */
async function multipartToken(request: Request, field: string): Promise<string | null> {
  const copy = request.clone();
  try {
    for await (const part of parseMultipartRequest(copy, { maxHeaderSize: 8 * 1024, maxFileSize: 64 * 1024, maxParts: 50 })) {
      if (part.isFile) return null;
      if (part.name === field) return part.text;
    }
    return null;
  } catch {
    // A malformed body: no token (the action's own parse answers its 400).
    return null;
  } finally {
    // Not awaited: a tee branch's cancel settles only once the other branch (the action's) ends.
    copy.body?.cancel().catch(() => undefined);
  }
}

