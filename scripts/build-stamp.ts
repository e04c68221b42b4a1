/**
 * The build's source stamp (`npm start` rebuilds when it changes): a hash of the contents of
 * the files the build reads, not of their modification times, so a fresh clone, a checkout
 * or an `npm install` that rewrites a file with the same bytes does not force a rebuild.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const BUILD_SOURCES = ["app", "server", "public", "server.ts", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function files(p: string): string[] {
  if (!fs.existsSync(p)) return [];
  if (!fs.statSync(p).isDirectory()) return [p];
  return fs
    .readdirSync(p)
    .sort()
    .flatMap((entry) => files(path.join(p, entry)));
}

export function sourceStamp(sources: string[] = BUILD_SOURCES, root = "."): string {
  const hash = crypto.createHash("sha256");
  for (const source of sources) {
    for (const file of files(path.join(root, source))) {
      hash.update(`${path.relative(root, file).split(path.sep).join("/")}\0`);
      hash.update(fs.readFileSync(file));
      hash.update("\0");
    }
  }
  return hash.digest("hex");
}

/** Where a build keeps the stamp of the sources it was made from. */
export const BUILD_STAMP = "build/.source-stamp";

// `node scripts/build-stamp.ts`, the last step of `npm run build`: the build just made is of the sources as they are.
if (import.meta.main) fs.writeFileSync(BUILD_STAMP, sourceStamp());
