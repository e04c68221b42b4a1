/**
 * The manifest at the head of a backup archive (`npm run backup`): what the restore checks before
 * it changes anything (the format, the database it came from, the migrations it knows) and after
 * (every table's rows, the media files and their bytes, the database file's checksum).
 *
 * The archive is a gzipped tar: `manifest.json` first, then the database (`database.sqlite`, a
 * copy made by SQLite's online backup, or `database.pgdump`, pg_dump's custom format), then every
 * media file under `media/<key>`.
 */
import { z } from "zod";

export const BACKUP_FORMAT = 1;
export const MANIFEST_NAME = "manifest.json";
export const MEDIA_PREFIX = "media/";
export const DATABASE_ENTRY = { sqlite: "database.sqlite", postgres: "database.pgdump" } as const;

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.iso.datetime(),
  dialect: z.enum(["sqlite", "postgres"]),
  database: z.object({
    entry: z.enum([DATABASE_ENTRY.sqlite, DATABASE_ENTRY.postgres]),
    bytes: z.number().int().min(0),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    /** Rows per table at the moment of the copy. */
    tables: z.record(z.string(), z.number().int().min(0)),
    /** The migrations the database had: a site that does not know one of them cannot run it. */
    migrations: z.array(z.string()),
  }),
  media: z.object({ files: z.number().int().min(0), bytes: z.number().int().min(0), location: z.string() }),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

/** What a backup or a restore reports as it goes: one phase at a time, `done` of `total` (files, or pages of a copy). */
export type BackupProgress = (p: { phase: "database" | "media" | "checking"; done: number; total: number }) => void;

/** A refusal worded for the person at the terminal; nothing was changed. */
export class BackupError extends Error {
  override name = "BackupError";
}
