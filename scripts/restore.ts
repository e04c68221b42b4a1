/**
 * `npm run restore -- <file> [--force]`: restores a backup of `npm run backup` into the database
 * named by DATABASE_URL and the site's media store (MEDIA_DIR or MEDIA_STORE). Both must be empty:
 * otherwise it refuses and changes nothing, unless `--force` (replace the database, write the
 * media over the store's). Stop the site before restoring over a database it uses.
 */
import { parseArgs } from "node:util";
import { parseEnv } from "../app/platform/env.server.ts";
import { BackupError } from "../app/platform/backup/manifest.ts";
import { restoreBackup } from "../app/platform/backup/restore-backup.server.ts";
import { mediaFilesFor } from "../app/platform/media/site-media.server.ts";
import { describeBackup } from "./backup-summary.ts";
import { progressLine } from "./progress-line.ts";

const { values, positionals } = parseArgs({ allowPositionals: true, options: { force: { type: "boolean", default: false } } });
const file = positionals[0];
if (!file || positionals.length > 1) {
  console.error("Usage: npm run restore -- <file> [--force]");
  process.exit(2);
}
const env = parseEnv();
const media = mediaFilesFor(env);
const progress = progressLine();
try {
  const manifest = await restoreBackup({ databaseUrl: env.DATABASE_URL, media, file, force: values.force, onProgress: progress.update });
  progress.stop();
  console.log(`Restored the backup of ${manifest.createdAt} into ${manifest.dialect === "sqlite" ? "the SQLite database" : "the PostgreSQL database"} and ${media.location}: ${describeBackup(manifest)}.`);
  console.log("Start the site as usual: it applies any newer migrations first.");
} catch (error) {
  progress.stop();
  if (!(error instanceof BackupError)) throw error;
  console.error(`Not restored: ${error.message}`);
  process.exit(1);
}
