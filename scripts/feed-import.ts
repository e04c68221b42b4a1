/**
 * `npm run feed:import -- <file-or-url> [--format pf|bayut] [--force] [--no-photos]`: imports a
 * portal feed into the database named by DATABASE_URL (migrated first). A progress bar on a
 * terminal (plain lines every tenth elsewhere), then the run's report; the report is also kept
 * in the database (feed_runs). Exit code 0 when the run completed, 1 when it was refused.
 */
import { parseArgs } from "node:util";
import cliProgress from "cli-progress";
import { parseEnv } from "../app/config/env.server.ts";
import { createDb } from "../app/db/client.server.ts";
import { migrateToLatest } from "../app/db/migrate.server.ts";
import { importFeed, type FeedRunResult, type ImportProgress } from "../app/services/feeds/import.server.ts";
import { formatRunReport } from "../app/services/feeds/report.ts";
import { siteMediaStore } from "../app/services/site-media.server.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { format: { type: "string" }, force: { type: "boolean", default: false }, "no-photos": { type: "boolean", default: false } },
});
const source = positionals[0];
if (!source || (values.format && values.format !== "pf" && values.format !== "bayut")) {
  console.error("Usage: npm run feed:import -- <file-or-url> [--format pf|bayut] [--force] [--no-photos]");
  process.exit(2);
}

function progressOutput(): { update: (p: ImportProgress) => void; stop: () => void } {
  if (process.stderr.isTTY) {
    const bar = new cliProgress.SingleBar(
      { format: "{phase} [{bar}] {value}/{total} {percentage}% eta {eta_formatted}", stream: process.stderr, hideCursor: true },
      cliProgress.Presets.shades_classic,
    );
    let phase = "";
    return {
      update: (p) => {
        if (p.phase !== phase) {
          if (phase) bar.stop();
          phase = p.phase;
          bar.start(p.total, p.done, { phase: p.phase.padEnd(9) });
        } else bar.update(p.done);
      },
      stop: () => bar.stop(),
    };
  }
  let last = "";
  return {
    update: (p) => {
      const tenth = p.total ? Math.floor((10 * p.done) / p.total) : 0;
      const key = `${p.phase}:${tenth}`;
      if (key === last) return;
      last = key;
      process.stderr.write(`${p.phase}: ${p.done}/${p.total}\n`);
    },
    stop: () => {},
  };
}

const env = parseEnv();
const { db } = createDb(env.DATABASE_URL);
let result: FeedRunResult;
const out = progressOutput();
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
