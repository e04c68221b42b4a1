/**
 * Reads the files of an upload post (photos dropped on the listing editor are sent
 * with fetch; without JavaScript a plain `<input type=file multiple>` form posts the same
 * `multipart/form-data`). Parsed while it streams in by `@remix-run/form-data-parser` (the
 * parser React Router's file-upload guide points to): a file over the per-file limit, more
 * files than allowed, or a body over the total stops the parse at that point, and the rest of
 * the body is left unread, so a 2 GB post costs at most the limit in memory. Unread, the body
 * stops on TCP back-pressure: the client gets the refusal while it is still sending (and a
 * browser then stops), and the server's request timeout (server/lifecycle.ts) ends a client
 * that does not. Neither cancelling the body (it destroys the socket) nor `Connection: close`
 * (the socket closes while the client still writes, and its reset can lose the answer, seen in
 * the HTTP test under load) lets the client read why.
 *
 * File names and declared types are kept for messages only: what a file is, is decided by its
 * bytes (app/platform/media/media-store.server.ts).
 */
import {
  FormDataParseError,
  MaxFilesExceededError,
  MaxFileSizeExceededError,
  MaxHeaderSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  parseFormData,
  type FileUpload,
} from "@remix-run/form-data-parser";
import { UPLOAD_LIMITS } from "./media-store.server.ts";
import { MB, UPLOAD_POST_BYTES, UPLOAD_POST_TOO_LARGE } from "./upload-limits.ts";

export type UploadLimits = {
  /** Bytes of one file (the largest any purpose accepts; each purpose checks its own after). */
  maxFileBytes: number;
  maxFiles: number;
  /** Bytes of the whole body, files and fields. */
  maxTotalBytes: number;
};

/**
 * One post of the listing editor: files of at most 20 MB (a brochure), UPLOAD_POST_BYTES in all
 * (the editor's script sends a larger choice in several posts).
 */
export const LISTING_UPLOAD_LIMITS: UploadLimits = {
  maxFileBytes: Math.max(...Object.values(UPLOAD_LIMITS).map((l) => l.maxBytes)),
  maxFiles: 20,
  maxTotalBytes: UPLOAD_POST_BYTES,
};

export type UploadedFile = {
  /** The form field it came in (`photos`, `floorPlans`, `brochure` …). */
  field: string;
  /** The name the browser gave, for messages only. */
  name: string;
  bytes: Uint8Array;
};

type ParsedUploads =
  | { ok: true; files: UploadedFile[]; fields: Map<string, string[]> }
  | { ok: false; status: 400 | 413 | 415; reason: string };

const size = (bytes: number) => (bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / 1024)} KB`);
const refuse = (status: 400 | 413 | 415, reason: string) => ({ ok: false as const, status, reason });

const totalRefusal = (limits: UploadLimits) =>
  limits.maxTotalBytes === UPLOAD_POST_BYTES ? UPLOAD_POST_TOO_LARGE : `The upload is larger than ${size(limits.maxTotalBytes)} in all: send fewer files at a time.`;

/** The refusal for a parser error, or undefined for an error that is not the post's fault. */
function refusal(error: unknown, limits: UploadLimits): Extract<ParsedUploads, { ok: false }> | undefined {
  if (error instanceof MaxFileSizeExceededError) return refuse(413, `A file is larger than ${size(limits.maxFileBytes)}: nothing was uploaded.`);
  if (error instanceof MaxTotalSizeExceededError) return refuse(413, totalRefusal(limits));
  if (error instanceof MaxFilesExceededError) return refuse(413, `At most ${limits.maxFiles} files at a time: send the rest in another upload.`);
  if (error instanceof MaxPartsExceededError || error instanceof MaxHeaderSizeExceededError) return refuse(400, "The upload could not be read.");
  if (error instanceof FormDataParseError) return refuse(400, "The upload could not be read: it was cut off or is not a form post.");
  return undefined;
}

/**
 * The files (and text fields) of a `multipart/form-data` post, or why it was refused: 415 for
 * another kind of body, 413 over a limit (a declared length over the total is refused unread),
 * 400 for a body that cannot be parsed. Empty file inputs (a form sent with no file chosen) are
 * left out.
 */
export async function parseListingUploads(request: Request, limits: UploadLimits = LISTING_UPLOAD_LIMITS): Promise<ParsedUploads> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) return refuse(415, "Send the files as a multipart form (multipart/form-data).");
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limits.maxTotalBytes) {
    return refuse(413, totalRefusal(limits));
  }
  const files: UploadedFile[] = [];
  const handler = async (upload: FileUpload) => {
    const bytes = await upload.bytes();
    if (bytes.byteLength > 0) files.push({ field: upload.fieldName, name: upload.name, bytes });
    // Kept in `files`, not in the FormData (which would copy them again).
    return null;
  };
  let form: FormData;
  try {
    form = await parseFormData(
      request,
      { maxFileSize: limits.maxFileBytes, maxFiles: limits.maxFiles, maxTotalSize: limits.maxTotalBytes, maxParts: limits.maxFiles + 100 },
      handler,
    );
  } catch (error) {
    const refused = refusal(error, limits);
    if (!refused) throw error;
    // Whatever the client is still sending is not read: the parse stopped where the limit was passed.
    return refused;
  }
  const fields = new Map<string, string[]>();
  for (const [name, value] of form) {
    if (typeof value === "string") fields.set(name, [...(fields.get(name) ?? []), value]);
  }
  return { ok: true, files, fields };
}
