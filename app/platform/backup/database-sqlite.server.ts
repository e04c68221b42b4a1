/**
 * The SQLite side of backups: a consistent copy of a live database through SQLite's online
 * backup API (better-sqlite3 `backup()`: the site may keep reading and writing meanwhile; the copy
 * is the database as of one moment), and the restore of such a copy over an empty target.
 */
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import SQLite from "better-sqlite3";
import { BackupError } from "./manifest.ts";

/** Rows per table and the applied migrations of a SQLite file. */
export function sqliteContents(file: string): { tables: Record<string, number>; migrations: string[] } {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const names = db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name").pluck().all() as string[];
    const tables: Record<string, number> = {};
    for (const name of names) tables[name] = Number(db.prepare(`select count(*) from "${name.replaceAll('"', '""')}"`).pluck().get());
    const migrations = names.includes("kysely_migration") ? (db.prepare("select name from kysely_migration order by name").pluck().all() as string[]) : [];
    return { tables, migrations };
  } finally {
    db.close();
  }
}

/** Copies the live database at `source` into `target` (a new file); `onPages` follows the copy. */
export async function copySqlite(source: string, target: string, onPages?: (done: number, total: number) => void): Promise<void> {
  if (!fs.existsSync(source)) throw new BackupError(`There is no SQLite database at ${source}.`);
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(target, {
      progress({ totalPages, remainingPages }) {
        onPages?.(totalPages - remainingPages, totalPages);
        // Pages per step: between steps the site's own writes go ahead.
        return 1000;
      },
    });
  } finally {
    db.close();
  }
  // One self-contained file (the site's WAL mode is set again when it opens the restored file).
  const copy = new SQLite(target, { fileMustExist: true });
  try {
    copy.pragma("journal_mode = DELETE");
  } finally {
    copy.close();
  }
}

/** True when the file at `target` has a table (a missing or table-less file is an empty database). */
export function sqliteHasTables(target: string): boolean {
  if (!fs.existsSync(target)) return false;
  const db = new SQLite(target, { readonly: true, fileMustExist: true });
  try {
    return Boolean(db.prepare("select 1 from sqlite_master where type = 'table' and name not like 'sqlite_%' limit 1").get());
  } finally {
    db.close();
  }
}

/**
 * Puts the restored copy in place of `target`, whole: the copy is checked by SQLite first, then
 * renamed over the target (and a stale write-ahead log of the old file removed), so a reader
 * never opens half a database.
 */
export function installSqlite(copy: string, target: string): void {
  const check = new SQLite(copy, { fileMustExist: true });
  try {
    const result = check.pragma("quick_check", { simple: true });
    if (result !== "ok") throw new BackupError(`The backup's database is damaged (SQLite says: ${String(result)}).`);
    // Its own log folded back into the file: the rename below moves one complete file.
    check.pragma("wal_checkpoint(TRUNCATE)");
  } finally {
    check.close();
  }
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  for (const suffix of ["-wal", "-shm"]) fs.rmSync(`${target}${suffix}`, { force: true });
  fs.renameSync(copy, target);
}

/** A temporary file beside `target` (the same file system, so the final rename is atomic). */
export const besideFile = (target: string, label: string) => `${target}.${label}-${crypto.randomBytes(4).toString("hex")}`;
