/**
 * Serves `/media` (MEDIA_DIR: the image pipeline's files and brochures) so that nothing there
 * can run script on our origin, even a hostile file that got into the folder some other way
 * (issue 19): only the extensions the pipeline writes are served, each with its fixed type
 * (never one guessed from the content: `nosniff`); every answer carries a sandboxing CSP (no
 * script, no plugin, a unique origin if a browser ever renders it as a document); what is not
 * an image (the PDF brochures) is a download (`Content-Disposition: attachment`), not a page
 * of ours. An `.svg`, `.html` or any other file is not found. Files are immutable (named by
 * content or deterministic art): cached for a year.
 */
import path from "node:path";
import express, { type NextFunction, type Request, type Response } from "express";

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

export function mediaFiles(dir: string) {
  const serve = express.static(path.resolve(dir), {
    immutable: true,
    maxAge: "1y",
    fallthrough: false,
    index: false,
    redirect: false,
    setHeaders(res, file) {
      // Set before `send` would pick one from its own table. The path was checked before, but the
      // file is what counts: anything else that resolves here is an opaque download.
      const known = MEDIA_TYPES[path.extname(file).toLowerCase()] ?? { type: "application/octet-stream", download: true };
      res.setHeader("Content-Type", known.type);
      if (known.download) res.setHeader("Content-Disposition", "attachment");
    },
  });
  return function serveMedia(req: Request, res: Response, next: NextFunction) {
    res.setHeader("Content-Security-Policy", MEDIA_CSP);
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (!Object.hasOwn(MEDIA_TYPES, path.extname(req.path).toLowerCase())) {
      next(Object.assign(new Error("not a media file"), { status: 404, expose: true }));
      return;
    }
    serve(req, res, next);
  };
}
