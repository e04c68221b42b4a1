/**
 * `npm run feed:import -- <file-or-url> [--format pf|bayut] [--force] [--no-photos]`: imports a
 * portal feed into the database named by DATABASE_URL (migrated first). A progress bar on a
 * terminal (plain lines every tenth elsewhere), then the run's report; the report is also kept
 * in the database (feed_runs). Exit code 0 when the run completed, 1 when it was refused.
 */
import { parseArgs } from "node:util";
import { parseEnv } from "../app/platform/env.server.ts";
import { createDb } from "../app/platform/db/client.server.ts";
import { migrateToLatest } from "../app/platform/db/migrate.server.ts";
import { importFeed } from "../app/modules/feeds/import.server.ts";
import type { FeedRunResult } from "../app/modules/feeds/feed-run.server.ts";
import { formatRunReport } from "../app/modules/feeds/report.ts";
import { siteMediaStore } from "../app/platform/media/site-media.server.ts";
import { progressLine } from "./progress-line.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { format: { type: "string" }, force: { type: "boolean", default: false }, "no-photos": { type: "boolean", default: false } },
});
const source = positionals[0];
if (!source || (values.format && values.format !== "pf" && values.format !== "bayut")) {
  console.error("Usage: npm run feed:import -- <file-or-url> [--format pf|bayut] [--force] [--no-photos]");
  process.exit(2);
}

const env = parseEnv();
const { db } = createDb(env.DATABASE_URL);
let result: FeedRunResult;
const out = progressLine();
try {
  await migrateToLatest(db);
  result = await importFeed(db, {
    source,
    format: values.format as "pf" | "bayut" | undefined,
    force: values.force,
    maxDropShare: env.FEED_MAX_DROP,
    permitDays: env.FEED_PERMIT_DAYS,
    fetchTimeoutMs: env.FEED_FETCH_TIMEOUT_MS,
    photos: values["no-photos"] ? null : { store: siteMediaStore(env), timeoutMs: env.FEED_FETCH_TIMEOUT_MS },
    onProgress: out.update,
  });
} finally {
  out.stop();
  await db.destroy();
}
console.log(formatRunReport(result));
process.exit(result.status === "done" ? 0 : 1);
