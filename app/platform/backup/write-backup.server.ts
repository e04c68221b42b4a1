/**
 * Writes one backup file of a site: its database and every media file of its store (a folder or
 * a bucket), with the manifest first (manifest.ts). The archive is written under a temporary
 * name and renamed when complete, so a file with the backup's name is always a whole backup.
 * The site may keep running: the database copy is of one moment; media files are immutable
 * (named by content), so one added meanwhile is in the archive or not, never half.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import tar from "tar-stream";
import { dialectFromUrl, sqlitePathFromUrl } from "../db/client.server.ts";
import type { MediaFiles } from "../media/media-files.server.ts";
import { copySqlite, sqliteContents, besideFile } from "./database-sqlite.server.ts";
import { dumpPostgres } from "./database-postgres.server.ts";
import { lookAhead } from "./concurrency.ts";
import { BACKUP_FORMAT, BackupError, DATABASE_ENTRY, MANIFEST_NAME, MEDIA_PREFIX, type BackupManifest, type BackupProgress } from "./manifest.ts";

/** Media files read at once: each is at most a few megabytes (uploads stop at 20 MB). */
const MEDIA_WINDOW = 8;

type BackupOptions = {
  databaseUrl: string | undefined;
  media: MediaFiles;
  /** The archive to write (conventionally `….tar.gz`); an existing file is replaced only when the new one is complete. */
  file: string;
  onProgress?: BackupProgress;
  now?: () => Date;
};

async function sha256Of(file: string): Promise<string> {
  const hash = crypto.createHash("sha256");
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest("hex");
}

/** Adds one entry whose bytes come from a stream of exactly `size` bytes. */
async function addStream(pack: tar.Pack, name: string, size: number, body: NodeJS.ReadableStream, mtime?: Date): Promise<void> {
  const entry = pack.entry({ name, size, mtime, mode: 0o644 });
  await pipeline(body, entry);
}

export async function writeBackup(opts: BackupOptions): Promise<BackupManifest> {
  const dialect = dialectFromUrl(opts.databaseUrl);
  const target = path.resolve(opts.file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const dbCopy = besideFile(target, "database");
  const partial = besideFile(target, "partial");
  try {
    opts.onProgress?.({ phase: "database", done: 0, total: 1 });
    let held: { tables: Record<string, number>; migrations: string[] };
    if (dialect === "sqlite") {
      await copySqlite(sqlitePathFromUrl(opts.databaseUrl), dbCopy, (done, total) => opts.onProgress?.({ phase: "database", done, total }));
      held = sqliteContents(dbCopy);
    } else {
      held = await dumpPostgres(opts.databaseUrl!, dbCopy);
      opts.onProgress?.({ phase: "database", done: 1, total: 1 });
    }
    if (!held.migrations.length) throw new BackupError("The database has no migrated tables: there is nothing to back up.");

    const listed: { key: string; size: number }[] = [];
    for await (const f of opts.media.list()) listed.push(f);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: (opts.now?.() ?? new Date()).toISOString(),
      dialect,
      database: { entry: DATABASE_ENTRY[dialect], bytes: fs.statSync(dbCopy).size, sha256: await sha256Of(dbCopy), ...held },
      media: { files: listed.length, bytes: listed.reduce((n, f) => n + f.size, 0), location: opts.media.location },
    };

    const readWhole = async (f: { key: string; size: number }) => {
      const file = await opts.media.read(f.key);
      return { f, file: file && { modified: file.modified, bytes: await buffer(file.body) } };
    };
    const pack = tar.pack();
    // Images and PDFs are compressed already; the database is what gzip shrinks. Level 6 is zlib's usual trade.
    const written = pipeline(pack, zlib.createGzip({ level: 6 }), fs.createWriteStream(partial, { mode: 0o600 }));
    const fill = async () => {
      const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
      await addStream(pack, MANIFEST_NAME, manifestBytes.length, Readable.from([manifestBytes]));
      await addStream(pack, manifest.database.entry, manifest.database.bytes, fs.createReadStream(dbCopy));
      let done = 0;
      opts.onProgress?.({ phase: "media", done, total: listed.length });
      // A few files read ahead (a bucket answers each in tens of milliseconds), written in the listing's order.
      for await (const { f, file } of lookAhead(listed, MEDIA_WINDOW, readWhole)) {
        // Files are never changed in place; one removed since the listing (unused, deleted) would leave the manifest wrong.
        if (!file || file.bytes.length !== f.size) throw new BackupError(`The media file ${f.key} changed while the backup ran (deleted or replaced). Run the backup again.`);
        await addStream(pack, MEDIA_PREFIX + f.key, f.size, Readable.from([file.bytes]), file.modified);
        opts.onProgress?.({ phase: "media", done: ++done, total: listed.length });
      }
      pack.finalize();
    };
    await Promise.all([written, fill().catch((error: unknown) => {
      pack.destroy(error as Error);
      throw error;
    })]);
    fs.renameSync(partial, target);
    return manifest;
  } finally {
    for (const f of [dbCopy, `${dbCopy}-wal`, `${dbCopy}-shm`]) fs.rmSync(f, { force: true });
    fs.rmSync(partial, { force: true });
  }
}
