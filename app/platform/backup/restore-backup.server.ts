/**
 * Restores a backup (write-backup.server.ts) into an empty database and an empty media store.
 *
 * Everything that can refuse does so before anything is changed: the manifest (format, the kind
 * of database, migrations this version of the site knows), the target (a database with tables or
 * a store with files is refused unless `force`), then the whole archive, read once to its end
 * (the database unpacked to a temporary file and checked against the manifest's checksum, every
 * media entry's name, and their number and bytes), so a damaged or truncated file changes
 * nothing. Then the media files are written to the store, and only then is the database put in
 * place (SQLite: one rename; PostgreSQL: pg_restore in one transaction). Last, every table's rows
 * are counted against the manifest.
 *
 * `force` replaces: the target database's tables are dropped (PostgreSQL) or its file replaced
 * (SQLite), and the media files are written over the store's (files of the same name hold the
 * same bytes: they are named by content); nothing else in the store is deleted.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import tar from "tar-stream";
import { dialectFromUrl, sqlitePathFromUrl, type DialectName } from "../db/client.server.ts";
import { migrationProvider } from "../db/migrations/index.ts";
import { isMediaKey, type MediaFiles } from "../media/media-files.server.ts";
import { besideFile, installSqlite, sqliteContents, sqliteHasTables } from "./database-sqlite.server.ts";
import { emptyPostgres, postgresContents, postgresHasTables, restorePostgres } from "./database-postgres.server.ts";
import { taskWindow } from "./concurrency.ts";
import { BACKUP_FORMAT, BackupError, MANIFEST_NAME, MEDIA_PREFIX, manifestSchema, type BackupManifest, type BackupProgress } from "./manifest.ts";

type RestoreOptions = {
  databaseUrl: string | undefined;
  media: MediaFiles;
  file: string;
  force?: boolean;
  onProgress?: BackupProgress;
};

type Entry = tar.ExtractEvents["entry"][1];

/** No file the site writes comes near this (uploads stop at 20 MB); a larger entry is not ours. */
const MAX_MEDIA_FILE = 64 * 1024 * 1024;
const MAX_MANIFEST = 1024 * 1024;
/** Media writes at once. */
const MEDIA_WINDOW = 8;

const DIALECT_NAMES: Record<DialectName, string> = { sqlite: "SQLite", postgres: "PostgreSQL" };

async function readAll(entry: Entry, max: number, what: string): Promise<Buffer> {
  if ((entry.header.size ?? 0) > max) throw new BackupError(`${what} is larger than any file a backup holds: this is not a backup of this site.`);
  const parts: Buffer[] = [];
  for await (const part of entry) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

async function hasFiles(media: MediaFiles): Promise<boolean> {
  for await (const file of media.list()) return Boolean(file);
  return false;
}

/** The refusals that depend only on the manifest and the target; nothing has been changed when one is thrown. */
async function checkTarget(manifest: BackupManifest, opts: RestoreOptions): Promise<void> {
  const dialect = dialectFromUrl(opts.databaseUrl);
  if (manifest.dialect !== dialect) {
    throw new BackupError(
      `This is a backup of a ${DIALECT_NAMES[manifest.dialect]} database and DATABASE_URL names ${DIALECT_NAMES[dialect]}: ` +
        `a backup restores into the same kind of database (moving between them is not supported).`,
    );
  }
  const known = new Set(Object.keys(await migrationProvider.getMigrations()));
  const unknown = manifest.database.migrations.filter((m) => !known.has(m));
  if (unknown.length) throw new BackupError(`This backup was made by a newer version of the site (migrations ${unknown.join(", ")}): update the site first.`);
  if (opts.force) return;
  const hasTables = dialect === "sqlite" ? sqliteHasTables(sqlitePathFromUrl(opts.databaseUrl)) : await postgresHasTables(opts.databaseUrl!);
  if (hasTables) throw new BackupError("The target database is not empty (it has tables). Restore into a new database, or add --force to replace it.");
  if (await hasFiles(opts.media)) throw new BackupError(`The media store (${opts.media.location}) is not empty. Restore into an empty one, or add --force to write over it.`);
}

function countsDiffer(expected: Record<string, number>, found: Record<string, number>): string[] {
  return Object.entries(expected).flatMap(([table, rows]) => (found[table] === rows ? [] : [`${table}: ${rows} in the backup, ${found[table] ?? "no table"} restored`]));
}

/** Names the damage of an archive that cannot be read to its end in words for the person restoring. */
function damaged(error: unknown): unknown {
  if (error instanceof BackupError) return error;
  const e = error as NodeJS.ErrnoException;
  if (e?.code?.startsWith("Z_") || /unexpected end|invalid tar|header/i.test(e?.message ?? "")) {
    return new BackupError(`The backup file is damaged or incomplete (${e.message}).`);
  }
  return error;
}

/**
 * Reads the archive's entries in order; `visit` consumes each entry it is given. Reading stops
 * early when `visit` answers "stop"; a damaged gzip or tar stream rejects.
 */
async function readArchive(file: string, visit: (entry: Entry, index: number) => Promise<"stop" | void>): Promise<void> {
  const input = fs.createReadStream(file);
  const extract = tar.extract();
  const reading = pipeline(input, zlib.createGunzip(), extract);
  reading.catch(() => {}); // the entries' iterator reports the same failure
  try {
    let index = 0;
    for await (const entry of extract) if ((await visit(entry, index++)) === "stop") return;
    await reading;
  } finally {
    input.destroy();
  }
}

const drain = async (entry: Entry) => {
  for await (const part of entry) void part;
};

const mediaKeyOfEntry = (entry: Entry): string => {
  const key = entry.header.name.startsWith(MEDIA_PREFIX) ? entry.header.name.slice(MEDIA_PREFIX.length) : "";
  if (entry.header.type !== "file" || !isMediaKey(key)) throw new BackupError(`The backup holds an unexpected entry (${entry.header.name.slice(0, 200)}): it is not a backup of this site.`);
  if (entry.header.size > MAX_MEDIA_FILE) throw new BackupError(`The media file ${key} is larger than any file the site writes: this is not a backup of this site.`);
  return key;
};

export async function restoreBackup(opts: RestoreOptions): Promise<BackupManifest> {
  const dialect = dialectFromUrl(opts.databaseUrl);
  const sqliteTarget = dialect === "sqlite" ? path.resolve(sqlitePathFromUrl(opts.databaseUrl)) : null;
  // The database is unpacked beside its SQLite target (one rename puts it in place), else in the temporary folder.
  const dbCopy = sqliteTarget ? besideFile(sqliteTarget, "restore") : path.join(os.tmpdir(), `restore-${crypto.randomBytes(6).toString("hex")}.pgdump`);
  try {
    // First pass: the whole archive is read and checked (manifest, target, database checksum, every
    // media entry) before anything is written, so a damaged or truncated file changes nothing.
    let manifest: BackupManifest | undefined;
    let files = 0;
    let bytes = 0;
    await readArchive(opts.file, async (entry, index) => {
      if (index === 0) {
        if (entry.header.name !== MANIFEST_NAME) throw new BackupError(`${opts.file} is not a backup of this site (it does not start with ${MANIFEST_NAME}).`);
        manifest = readManifest((await readAll(entry, MAX_MANIFEST, "The manifest")).toString("utf8"));
        await checkTarget(manifest, opts);
        if (sqliteTarget) fs.mkdirSync(path.dirname(sqliteTarget), { recursive: true });
      } else if (index === 1) {
        if (entry.header.name !== manifest!.database.entry) throw new BackupError(`The backup has no database (${manifest!.database.entry}).`);
        const hash = crypto.createHash("sha256");
        entry.on("data", (part) => hash.update(part as Buffer));
        await pipeline(entry, fs.createWriteStream(dbCopy, { mode: 0o600 }));
        if (hash.digest("hex") !== manifest!.database.sha256) throw new BackupError("The backup's database does not match its checksum: the file is damaged.");
        opts.onProgress?.({ phase: "checking", done: 0, total: manifest!.media.files });
      } else {
        mediaKeyOfEntry(entry);
        await drain(entry);
        files++;
        bytes += entry.header.size;
        opts.onProgress?.({ phase: "checking", done: files, total: manifest!.media.files });
      }
    });
    if (!manifest) throw new BackupError(`${opts.file} is empty.`);
    const m = manifest;
    if (files !== m.media.files || bytes !== m.media.bytes) {
      throw new BackupError(`The backup's media are incomplete: ${files} files (${bytes} bytes) found, ${m.media.files} (${m.media.bytes} bytes) listed.`);
    }

    // Second pass: the media files into the store, a few writes at once (a bucket answers each in tens of milliseconds).
    let written = 0;
    opts.onProgress?.({ phase: "media", done: 0, total: m.media.files });
    const writes = taskWindow(MEDIA_WINDOW);
    await readArchive(opts.file, async (entry, index) => {
      if (index < 2) return drain(entry);
      const key = mediaKeyOfEntry(entry);
      const content = await readAll(entry, MAX_MEDIA_FILE, `The media file ${key}`);
      await writes.run(async () => {
        await opts.media.write(key, content);
        opts.onProgress?.({ phase: "media", done: ++written, total: m.media.files });
      });
    });
    await writes.done();

    // Last, the database in place, and its rows counted against the manifest.
    opts.onProgress?.({ phase: "database", done: 0, total: 1 });
    let found: Record<string, number>;
    if (sqliteTarget) {
      installSqlite(dbCopy, sqliteTarget);
      found = sqliteContents(sqliteTarget).tables;
    } else {
      if (opts.force) await emptyPostgres(opts.databaseUrl!);
      await restorePostgres(opts.databaseUrl!, dbCopy);
      found = (await postgresContents(opts.databaseUrl!)).tables;
    }
    opts.onProgress?.({ phase: "database", done: 1, total: 1 });
    const differ = countsDiffer(m.database.tables, found);
    if (differ.length) throw new BackupError(`The restored database differs from the backup's manifest:\n  ${differ.join("\n  ")}`);
    return m;
  } catch (error) {
    throw damaged(error);
  } finally {
    for (const f of [dbCopy, `${dbCopy}-wal`, `${dbCopy}-shm`]) fs.rmSync(f, { force: true });
  }
}

function readManifest(text: string): BackupManifest {
  let raw: { format?: unknown } | null = null;
  try {
    raw = JSON.parse(text) as { format?: unknown };
  } catch {
    // reported below
  }
  const parsed = manifestSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  if (raw && raw.format !== BACKUP_FORMAT) throw new BackupError(`This backup is of format ${String(raw.format)}; this version of the site reads format ${BACKUP_FORMAT}.`);
  throw new BackupError("The backup's manifest cannot be read: the file is damaged or not a backup of this site.");
}
