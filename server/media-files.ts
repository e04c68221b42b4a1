/**
 * Serves `/media` (the image pipeline's files and brochures, from the site's media store: the
 * MEDIA_DIR folder or an S3-compatible bucket, app/platform/media/media-files.server.ts) so that nothing
 * there can run script on our origin, even a hostile file that got into the store some other way
 *: only the extensions the pipeline writes are served, each with its fixed type
 * (never one guessed from the content: `nosniff`); every answer carries a sandboxing CSP (no
 * script, no plugin, a unique origin if a browser ever renders it as a document); what is not
 * an image (the PDF brochures) is a download (`Content-Disposition: attachment`), not a page
 * of ours. An `.svg`, `.html` or any other file is not found. Files are immutable (named by
 * content or deterministic art): cached for a year, and revalidated by ETag and Last-Modified.
 *
 * The same code serves both stores: the bytes are streamed from whichever holds them, so
 * instances without a shared volume answer alike.
 */
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { NextFunction, Request, Response } from "express";
import { isMediaKey, type MediaFiles } from "../app/platform/media/media-files.server.ts";

/** What /media serves: the extension and its fixed type; `download` for what a browser must not render inline. */
const MEDIA_TYPES: Record<string, { type: string; download?: true }> = {
  ".jpg": { type: "image/jpeg" },
  ".jpeg": { type: "image/jpeg" },
  ".png": { type: "image/png" },
  ".webp": { type: "image/webp" },
  ".avif": { type: "image/avif" },
  ".pdf": { type: "application/pdf", download: true },
};

/** The policy of every /media answer: nothing may load or run; a document shown from here gets a unique origin. */
export const MEDIA_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

const IMMUTABLE = "public, max-age=31536000, immutable";

const clientError = (status: number, message: string) => Object.assign(new Error(message), { status, expose: true });

/** The store key of a request path (`/listing-photos/x.jpg`), or the client error it is. */
function keyOf(requestPath: string): string | Error {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return clientError(400, "the path cannot be decoded");
  }
  if (decoded.includes("\0")) return clientError(400, "the path holds a null byte");
  const key = decoded.slice(1);
  // `..`, hidden names, back-slashes and empty segments are not keys: nothing outside the store is reachable.
  return isMediaKey(key) ? key : clientError(404, "not a media file");
}

export function mediaFiles(files: MediaFiles) {
  return async function serveMedia(req: Request, res: Response, next: NextFunction) {
    res.setHeader("Content-Security-Policy", MEDIA_CSP);
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      next(clientError(405, "media files are only read"));
      return;
    }
    const known = MEDIA_TYPES[path.extname(req.path).toLowerCase()];
    const key = keyOf(req.path);
    if (!known || key instanceof Error) {
      next(key instanceof Error ? key : clientError(404, "not a media file"));
      return;
    }
    try {
      // HEAD asks only for the headers: the store is not asked for the bytes.
      const read = req.method === "HEAD" ? null : await files.read(key);
      const file = read ?? (req.method === "HEAD" ? await files.stat(key) : null);
      if (!file) {
        next(clientError(404, "no such media file"));
        return;
      }
      res.setHeader("Content-Type", known.type);
      if (known.download) res.setHeader("Content-Disposition", "attachment");
      res.setHeader("Cache-Control", IMMUTABLE);
      res.setHeader("ETag", file.etag);
      res.setHeader("Last-Modified", file.modified.toUTCString());
      // Express compares the validators just set with If-None-Match / If-Modified-Since.
      if (req.fresh) {
        read?.body.destroy();
        res.status(304).end();
        return;
      }
      res.setHeader("Content-Length", String(file.size));
      if (!read) {
        res.end();
        return;
      }
      await pipeline(read.body, res);
    } catch (error) {
      // A client that goes away mid-file is not our failure; a store that cannot answer is.
      if (res.headersSent) res.destroy();
      else next(error);
    }
  };
}
