/**
 * `npm run market:import -- <file-or-url> [...more]`: imports Dubai Land Department files
 * (transactions or Ejari rent contracts, as published on Dubai Pulse) into the database named by
 * DATABASE_URL (migrated first), one after the other. A progress line on a terminal (plain lines
 * elsewhere), then each file's report and the DLD names that matched none of the site's places
 * (the review list; rows already stored keep the places they were given). Exit code 1 when a file
 * was refused (not a DLD file, not found); the other files are imported all the same.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { parseEnv } from "../app/platform/env.server.ts";
import { createDb } from "../app/platform/db/client.server.ts";
import { migrateToLatest } from "../app/platform/db/migrate.server.ts";
import { MarketFileError, importMarketFile, type MarketImportReport } from "../app/modules/market/import.server.ts";
import { unmatchedPlaces } from "../app/modules/market/places.server.ts";
import { progressLine } from "./progress-line.ts";

const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length === 0) {
  console.error("Usage: npm run market:import -- <file-or-url> [...more]");
  process.exit(2);
}

function formatReport(source: string, r: MarketImportReport): string {
  const lines = [`${source}: ${r.kind}, import ${r.importId}`, `  rows read ${r.rowsRead}, kept ${r.rowsKept}`];
  for (const [reason, n] of Object.entries(r.skipped).sort((a, b) => b[1] - a[1])) lines.push(`  skipped ${n}: ${reason}`);
  for (const e of r.examples) lines.push(`    line ${e.line}: ${e.reason}`);
  lines.push(`  places touched: ${r.touched.area.length} areas, ${r.touched.building.length} buildings, ${r.touched.project.length} projects`);
  return lines.join("\n");
}

/** The progress line counts a local file's bytes (it has a total) and a URL's rows. */
async function importOne(db: ReturnType<typeof createDb>["db"], source: string): Promise<MarketImportReport> {
  const out = progressLine();
  const phase = path.basename(source);
  const total = /^https?:\/\//i.test(source) || !fs.existsSync(source) ? null : fs.statSync(source).size;
  try {
    return await importMarketFile(db, source, {
      onProgress: (p) => (total === null ? out.update({ phase, done: p.rows, total: p.rows }) : out.update({ phase, done: p.bytes, total })),
    });
  } finally {
    out.stop();
  }
}

const env = parseEnv();
const { db } = createDb(env.DATABASE_URL);
let refused = false;
try {
  await migrateToLatest(db);
  for (const source of positionals) {
    try {
      console.log(formatReport(source, await importOne(db, source)));
    } catch (e) {
      if (!(e instanceof MarketFileError)) throw e;
      console.error(`${source}: ${e.message}`);
      refused = true;
    }
  }
  const unmatched = await unmatchedPlaces(db);
  if (unmatched.length) console.log(`Not matched (${unmatched.length}), most rows first:`);
  for (const u of unmatched.slice(0, 20)) console.log(`  ${u.kind} ${u.name}: ${u.rows} rows`);
} finally {
  await db.destroy();
}
process.exit(refused ? 1 : 0);
