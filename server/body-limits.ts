/**
 * How large a request body may be, and how long it may take to arrive, by what the path is for:
 * the server refuses a declared length over the limit before reading a byte (server/lifecycle.ts),
 * and each reader stops a body that declares nothing once it passes the same limit (express.raw
 * for the API, readForm for the public forms, the upload parser for staff uploads).
 * - the JSON API and the public forms: a few kB, sent within 20 s (a slow client holds nothing long);
 * - the back office's uploads (multipart posts under /admin): a photo or brochure straight from a
 *   phone, UPLOAD_POST_BYTES, over a slow connection (10 minutes);
 * - the back office's other forms: long texts (a blog post, a page's sections), at most 2 MB.
 */
import type { Request } from "express";
import { MAX_FORM_BYTES, STAFF_FORM_BYTES } from "../app/platform/constants.ts";
import { UPLOAD_POST_BYTES, UPLOAD_POST_TOO_LARGE } from "../app/platform/media/upload-limits.ts";
import { API_BODY_BYTES } from "./api/router.ts";

export type BodyRule = {
  bytes: number;
  /** What a refused client reads. */
  message: string;
  /** The longest a body may take to arrive once its headers are in. */
  timeoutMs: number;
};

export const SMALL_BODY_TIMEOUT_MS = 20_000;
/** A 20 MB upload at 300 kbit/s, a weak mobile signal. */
export const UPLOAD_TIMEOUT_MS = 10 * 60_000;

const kb = (bytes: number) => `${Math.round(bytes / 1024)} kB`;

const isStaffPath = (path: string) => path === "/admin" || path.startsWith("/admin/") || path.startsWith("/admin.");

export function bodyRuleOf(req: Pick<Request, "path" | "headers">): BodyRule {
  if (req.path.startsWith("/api/")) return { bytes: API_BODY_BYTES, message: `The body is larger than ${kb(API_BODY_BYTES)}.`, timeoutMs: SMALL_BODY_TIMEOUT_MS };
  if (isStaffPath(req.path)) {
    if (/^multipart\/form-data/i.test(req.headers["content-type"] ?? "")) return { bytes: UPLOAD_POST_BYTES, message: UPLOAD_POST_TOO_LARGE, timeoutMs: UPLOAD_TIMEOUT_MS };
    return { bytes: STAFF_FORM_BYTES, message: `The form is larger than ${kb(STAFF_FORM_BYTES)}.`, timeoutMs: SMALL_BODY_TIMEOUT_MS };
  }
  return { bytes: MAX_FORM_BYTES, message: `The body is larger than ${kb(MAX_FORM_BYTES)}.`, timeoutMs: SMALL_BODY_TIMEOUT_MS };
}
