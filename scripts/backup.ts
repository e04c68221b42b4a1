/**
 * `npm run backup -- <file>`: writes one file (a gzipped tar, conventionally `….tar.gz`) holding
 * the database named by DATABASE_URL and every media file of the site's store (MEDIA_DIR or
 * MEDIA_STORE), with a manifest; `npm run restore` puts it back. Safe while the site runs.
 * PostgreSQL needs `pg_dump` (README, Backups). Exit 1 with the reason when it cannot be made.
 */
import { parseArgs } from "node:util";
import { parseEnv } from "../app/platform/env.server.ts";
import { BackupError } from "../app/platform/backup/manifest.ts";
import { writeBackup } from "../app/platform/backup/write-backup.server.ts";
import { mediaFilesFor } from "../app/platform/media/site-media.server.ts";
import { describeBackup } from "./backup-summary.ts";
import { progressLine } from "./progress-line.ts";

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
const file = positionals[0];
if (!file || positionals.length > 1) {
  console.error("Usage: npm run backup -- <file>   (for example backups/site-2026-12-01.tar.gz)");
  process.exit(2);
}
const env = parseEnv();
const progress = progressLine();
try {
  const manifest = await writeBackup({ databaseUrl: env.DATABASE_URL, media: mediaFilesFor(env), file, onProgress: progress.update });
  progress.stop();
  console.log(`Backup written to ${file}: ${describeBackup(manifest)}.`);
} catch (error) {
  progress.stop();
  if (!(error instanceof BackupError)) throw error;
  console.error(`No backup written: ${error.message}`);
  process.exit(1);
}
