/**
 * Where the media files are kept: the one interface between the image pipeline
 * (media-store.server.ts), the demo seed, feed imports, backups and the `/media` route
 * (server/media-files.ts) and the storage itself, a folder (media-disk.server.ts, MEDIA_DIR) or
 * an S3-compatible bucket (media-s3.server.ts, MEDIA_STORE=s3://bucket/prefix), so several
 * instances without a shared volume serve the same photos.
 *
 * Files are addressed by a key, the path under `/media/` (`listing-photos/<hash>-640x480.jpg`).
 * A key is checked here once for every backend: plain segments of letters, digits, `_`, `-` and
 * dots, never starting with a dot, so `..`, hidden files, back-slashes and absolute paths are not
 * keys at all.
 */
import type { Readable } from "node:stream";

export type MediaFileInfo = {
  size: number;
  modified: Date;
  /** A validator for conditional requests, quoted as HTTP writes it. */
  etag: string;
};

export type MediaFiles = {
  /** Where the files are, for messages and logs: a folder or `s3://bucket/prefix`. */
  readonly location: string;
  /** The file's size and validators, or null when there is none. */
  stat(key: string): Promise<MediaFileInfo | null>;
  /** The file's bytes as a stream with its size and validators, or null when there is none. */
  read(key: string): Promise<(MediaFileInfo & { body: Readable }) | null>;
  /** Writes a file whole or not at all: a reader never sees half of it. An existing file of that key is replaced. */
  write(key: string, bytes: Uint8Array): Promise<void>;
  /** Deletes a file; a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** Every file, in no particular order (backups, counts). */
  list(): AsyncIterable<{ key: string; size: number }>;
  /** Throws, saying why, when the store cannot be used (checked at start-up: a wrong bucket or key fails there, not on each photo). */
  check(): Promise<void>;
};

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export const isMediaKey = (key: string): boolean => key.length <= 512 && KEY.test(key);

/** The key of a public path (`/media/x/y.jpg` → `x/y.jpg`), or null for anything that is not one. */
export function mediaKeyOf(publicPath: string): string | null {
  if (!publicPath.startsWith("/media/")) return null;
  const key = publicPath.slice("/media/".length);
  return isMediaKey(key) ? key : null;
}

/** Refuses a key that is not one; every backend calls it before touching storage. */
export function checkedKey(key: string): string {
  if (!isMediaKey(key)) throw new Error(`not a media file name: ${JSON.stringify(key.slice(0, 100))}`);
  return key;
}

/** The content type a stored file is given (S3 keeps it with the object; /media sets its own from the same table). */
const MEDIA_CONTENT_TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".pdf": "application/pdf",
};

export function contentTypeOf(key: string): string {
  const dot = key.lastIndexOf(".");
  return (dot >= 0 && MEDIA_CONTENT_TYPES[key.slice(dot).toLowerCase()]) || "application/octet-stream";
}

/** The number and bytes of the files a store holds. */
export async function countMediaFiles(files: MediaFiles): Promise<{ files: number; bytes: number }> {
  let count = 0;
  let bytes = 0;
  for await (const f of files.list()) {
    count++;
    bytes += f.size;
  }
  return { files: count, bytes };
}
