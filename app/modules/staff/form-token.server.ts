/**
 * The anti-forgery token a posted form carries, read without consuming the body the action reads
 * afterwards (a clone) and without keeping a copy of an upload.
 */
import { parseMultipartRequest } from "@remix-run/multipart-parser";
import { STAFF_FORM_BYTES } from "../../platform/constants.ts";
import { readForm } from "../../platform/http/read-form.server.ts";
import { UPLOAD_POST_BYTES } from "../../platform/media/upload-limits.ts";

export async function sentFormToken(request: Request, field: string): Promise<string | null> {
  const type = request.headers.get("content-type") ?? "";
  if (type.startsWith("application/x-www-form-urlencoded")) {
    // A text form: read whole, within the back office's form limit (a chunked body declares no length).
    const form = await readForm(request.clone(), STAFF_FORM_BYTES);
    const value = form?.get(field);
    return typeof value === "string" ? value : null;
  }
  if (type.startsWith("multipart/form-data")) return multipartToken(request, field);
  return null;
}

/**
 * The token of an upload post, read from a clone of its body up to the token: the action streams
 * the files itself within its limits (app/platform/media/upload-form.server.ts). `<CsrfField />` is the
 * first field of every form, so the clone usually stops at once; a client that puts it after its
 * files (any order is a valid form) is read on, within the upload post limit the server already
 * holds every body to (server/body-limits.ts), with each part's bytes dropped once passed.
 * The clone is cancelled once read, so the rest of the body is not queued for it.
 */
async function multipartToken(request: Request, field: string): Promise<string | null> {
  const copy = request.clone();
  try {
    for await (const part of parseMultipartRequest(copy, { maxHeaderSize: 8 * 1024, maxFileSize: UPLOAD_POST_BYTES, maxParts: 1000 })) {
      if (!part.isFile && part.name === field) return part.text;
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
