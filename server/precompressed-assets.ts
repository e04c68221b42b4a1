/**
 * Serves the Brotli or gzip copy of a hashed JavaScript/CSS bundle or SVG (the icon sprite) (written at build time by
 * scripts/compress-assets.ts) when the request's Accept-Encoding allows it, with the original
 * file's Content-Type and the year-long immutable Cache-Control of /assets. Anything else (no
 * copy, an encoding the client refuses, another file type) falls through to express.static,
 * and the compression middleware compresses on the fly as before.
 */
import fs from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
};
/** In the order the server prefers them. */
const EXTENSIONS = { br: ".br", gzip: ".gz" } as const;
type Encoding = keyof typeof EXTENSIONS;

/** Mount at the URL prefix of `dir` (e.g. app.use("/assets", precompressedAssets("build/client/assets"))). */
export function precompressedAssets(dir: string) {
  const root = path.resolve(dir);
  // Hashed files never change under a running server: look each one up once.
  const known = new Map<string, Encoding[]>();
  const encodingsOf = (name: string): Encoding[] => {
    let found = known.get(name);
    if (!found) {
      found = (Object.keys(EXTENSIONS) as Encoding[]).filter((e) => fs.existsSync(path.join(root, name + EXTENSIONS[e])));
      known.set(name, found);
    }
    return found;
  };

  return function servePrecompressed(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // One flat directory of hashed names: nothing with a slash or "..".
    const m = /^\/([\w-]+(?:\.[\w-]+)*(\.js|\.css|\.svg))$/.exec(req.path);
    if (!m) return next();
    const [, name, ext] = m as unknown as [string, string, string];
    res.vary("Accept-Encoding");
    // Brotli first (smaller) whenever the client accepts it at all: browsers list it after
    // gzip with the same weight ("gzip, deflate, br, zstd").
    const encoding = encodingsOf(name).find((e) => req.acceptsEncodings(e) === e);
    if (!encoding) return next();
    res.setHeader("Content-Type", TYPES[ext]!);
    res.setHeader("Content-Encoding", encoding);
    res.sendFile(name + EXTENSIONS[encoding], { root, immutable: true, maxAge: "1y", dotfiles: "deny" }, (error) => {
      if (!error) return;
      // The copy vanished (a new build under a running server): serve the original instead.
      if (!res.headersSent) {
        res.removeHeader("Content-Encoding");
        res.removeHeader("Content-Type");
        known.delete(name);
        return next();
      }
      next(error);
    });
  };
}
