/**
 * Media files in a folder (MEDIA_DIR, the default): one instance, or several sharing a volume.
 * Each file is written into a temporary name and then renamed, so a reader (or another instance
 * storing the same upload at the same moment) never sees half a file; temporary names end in
 * `.tmp` and are never listed.
 */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { checkedKey, isMediaKey, type MediaFileInfo, type MediaFiles } from "./media-files.server.ts";

/** The validator `send` (express.static) gave these files, so caches keep what they hold across the change. */
const etagOf = (stat: { size: number; mtimeMs: number }) => `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;

const missing = (error: unknown) => ["ENOENT", "ENOTDIR"].includes((error as NodeJS.ErrnoException).code ?? "");

export function diskMediaFiles(dir: string): MediaFiles {
  const root = path.resolve(dir);
  const fileOf = (key: string) => path.join(root, ...checkedKey(key).split("/"));

  async function stat(key: string): Promise<MediaFileInfo | null> {
    try {
      const s = await fs.stat(fileOf(key));
      return s.isFile() ? { size: s.size, modified: s.mtime, etag: etagOf(s) } : null;
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  return {
    location: root,
    stat,
    async read(key) {
      const file = fileOf(key);
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(file, "r");
      } catch (error) {
        if (missing(error) || (error as NodeJS.ErrnoException).code === "EISDIR") return null;
        throw error;
      }
      // Stat and stream the same open file: a rename in between cannot pair one file's size with another's bytes.
      const s = await handle.stat();
      if (!s.isFile()) {
        await handle.close();
        return null;
      }
      return { size: s.size, modified: s.mtime, etag: etagOf(s), body: handle.createReadStream({ autoClose: true }) };
    },
    async write(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${crypto.randomBytes(6).toString("hex")}.tmp`;
      try {
        await fs.writeFile(tmp, bytes);
        await fs.rename(tmp, file);
      } catch (error) {
        await fs.rm(tmp, { force: true });
        throw error;
      }
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.R_OK | fs.constants.W_OK);
    },
    async *list() {
      let entries: string[];
      try {
        entries = await fs.readdir(root, { recursive: true });
      } catch (error) {
        if (missing(error)) return;
        throw error;
      }
      for (const entry of entries) {
        const key = entry.split(path.sep).join("/");
        // Temporary files of a write in progress, and anything put here by hand under a name no store writes, are not media.
        if (!isMediaKey(key) || key.endsWith(".tmp")) continue;
        const s = await fs.stat(path.join(root, entry)).catch(() => null);
        if (s?.isFile()) yield { key, size: s.size };
      }
    },
  };
}
