/** One line saying what a backup holds, for `npm run backup` and `npm run restore`. */
import type { BackupManifest } from "../app/platform/backup/manifest.ts";

export function describeBackup(m: BackupManifest): string {
  const t = m.database.tables;
  const rows = (table: string, word: string) => `${t[table] ?? 0} ${word}`;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return [
    `${m.dialect === "sqlite" ? "SQLite" : "PostgreSQL"} database (${Object.keys(t).length} tables; ${rows("units", "units")}, ${rows("projects", "projects")}, ${rows("leads", "leads")}; ${mb(m.database.bytes)})`,
    `${m.media.files} media files (${mb(m.media.bytes)})`,
  ].join(", ");
}
