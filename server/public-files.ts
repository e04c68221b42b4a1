/**
 * Serves the files at the root of the client build (favicons, the hero videos: copied from
 * public/) with express.static, and only those. Mounted in front of every page, express.static
 * would ask the disk for each page's path before letting it through to React Router (a
 * `stat` per page request: 0.85 ms of CPU at 2,000 requests in a profile, more than the
 * render of a small page's header). The build does not change under a running server, so
 * its list of files is read once.
 */
import fs from "node:fs";
import path from "node:path";
import express, { type NextFunction, type Request, type Response } from "express";

/** URL paths ("/favicon.svg", "/video/x.mp4") of the files under `dir`, except those under `skip`. */
export function listPublicFiles(dir: string, skip: string[] = []): Set<string> {
  const root = path.resolve(dir);
  const files = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      const url = "/" + path.relative(root, full).split(path.sep).join("/");
      if (skip.some((s) => url === s || url.startsWith(s + "/"))) continue;
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) files.add(url);
    }
  };
  if (fs.existsSync(root)) walk(root);
  return files;
}

export function publicFiles(dir: string, opts: { maxAge: string; skip?: string[] }) {
  const files = listPublicFiles(dir, opts.skip);
  const serve = express.static(dir, { maxAge: opts.maxAge, index: false });
  return function servePublicFile(req: Request, res: Response, next: NextFunction) {
    if ((req.method !== "GET" && req.method !== "HEAD") || !files.has(req.path)) return next();
    return serve(req, res, next);
  };
}
