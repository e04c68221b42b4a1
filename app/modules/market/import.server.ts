/**
 * One import of a Dubai Land Department file (transactions or Ejari rent contracts), from a path,
 * an http(s) URL or a stream. The file is read as a stream and written in batches of BATCH_ROWS
 * rows, one transaction each, so memory stays flat whatever the file's size and a failure keeps the
 * batches already committed (the next run adds only what is missing).
 *
 * Two threads: a worker (dld-parse-worker.server.ts, through csv-thread.server.ts) parses the CSV with
 * csv-parse and cleans the rows while this thread matches places and writes the previous batch;
 * on one thread the parsing took as long as SQLite's writes.
 *
 * - The header decides the kind (dld-columns.ts); a file of another shape is refused before
 *   anything is written, naming the columns it lacks.
 * - Each row is read and cleaned by dld-rows.ts; a row that cannot be read is skipped with its
 *   reason and line while the rest go on.
 * - Rows are keyed by the DLD's id and inserted with `on conflict do nothing`: a file imported twice
 *   keeps its rows, and the second run reports them as "already imported".
 * - Places are matched by places.server.ts; the report lists the areas, buildings and projects
 *   that received rows, so their figures can be recomputed.
 * - The run is recorded in `market_imports` (running → done or failed, with its counts).
 */
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { sql, type Insertable } from "kysely";
import type { Logger } from "pino";
import type { Db } from "../../platform/db/client.server.ts";
import type { Database, MarketMeasure, MarketScope } from "../../platform/db/schema.ts";
import { writeChange } from "../../platform/cache/write.server.ts";
import { DLD_FILES, type DldFileKind } from "./dld-columns.ts";
import type { ParsedBatch } from "./dld-parse-messages.ts";
import { CsvThread, type CsvInput } from "./csv-thread.server.ts";
import { PlaceMatcher } from "./places.server.ts";
import { refreshPlaces } from "../places/index.server.ts";
import { refreshMarketStats } from "./stats.server.ts";

/**
 * Rows per transaction: each commit writes the pages its rows touched in four B-trees, so 1,000-row
 * commits cost twice as much as 10,000-row ones; and 10,000 rows are a few MB. A statement holds at
 * most 1,000 rows: 29 columns each stays under SQLite's 32,766 parameters.
 */
const BATCH_ROWS = 10_000;
const STATEMENT_ROWS = 1000;
const EXAMPLES = 20;
const MEASURES: Record<DldFileKind, MarketMeasure> = { transactions: "sale", rents: "rent" };
const ALREADY_IMPORTED = "already imported";

export type MarketImportReport = {
  importId: number;
  kind: DldFileKind;
  /** The figures the file feeds: sale prices (transactions) or rents. */
  measure: MarketMeasure;
  rowsRead: number;
  rowsKept: number;
  skipped: Record<string, number>;
  /** The first rows skipped, with their line in the file (the header is line 1). */
  examples: Array<{ line: number; reason: string }>;
  /** The places that received rows in this run (their figures need recomputing). */
  touched: Record<MarketScope, number[]>;
};

type MarketImportOptions = {
  now?: Date;
  /** After each batch: the rows and the file's bytes read so far. */
  onProgress?: (p: { rows: number; bytes: number }) => void;
  logger?: Logger;
  /** The source as `market_imports` records it when `source` is a stream. */
  sourceName?: string;
};

/** A source that is not a DLD file or cannot be read: nothing was written. */
export class MarketFileError extends Error {}

type Tally = {
  rowsRead: number;
  rowsKept: number;
  skipped: Record<string, number>;
  examples: MarketImportReport["examples"];
  touched: Record<MarketScope, Set<number>>;
};

/** A local file or a URL is read by the CSV worker; a stream is read here and sent on. */
function sourceOf(source: string | NodeJS.ReadableStream, sourceName = "stream"): { input: CsvInput; name: string } {
  if (typeof source !== "string") return { input: { stream: source instanceof Readable ? source : Readable.from(source) }, name: sourceName };
  if (/^https?:\/\//i.test(source)) return { input: { url: source }, name: source };
  if (!fs.existsSync(source)) throw new MarketFileError(`There is no file ${source}.`);
  return { input: { path: path.resolve(source) }, name: path.resolve(source) };
}

function shapeError(missing: Record<DldFileKind, string[]>): MarketFileError {
  const lacks = (Object.keys(missing) as DldFileKind[]).map((k) => `as a ${k} file it lacks ${missing[k].join(", ")}`);
  return new MarketFileError(`This is not a Dubai Land Department transactions or rents file: ${lacks.join("; ")}.`);
}

function skip(tally: Tally, line: number, reason: string): void {
  tally.skipped[reason] = (tally.skipped[reason] ?? 0) + 1;
  if (tally.examples.length < EXAMPLES) tally.examples.push({ line, reason });
}

export async function importMarketFile(db: Db, source: string | NodeJS.ReadableStream, opts: MarketImportOptions = {}): Promise<MarketImportReport> {
  const now = opts.now ?? new Date();
  const { input, name } = sourceOf(source, opts.sourceName);
  const csv = new CsvThread(input, BATCH_ROWS);
  try {
    const header = await csv.header();
    if ("refused" in header) throw new MarketFileError(header.refused);
    if ("missing" in header) throw header.empty ? new MarketFileError("The file is empty: no header, no rows.") : shapeError(header.missing);
    return await importRows(db, csv, { kind: header.kind, name, now, opts });
  } finally {
    await csv.close();
    if ("stream" in input) input.stream.destroy();
  }
}

async function importRows(db: Db, csv: CsvThread, a: { kind: DldFileKind; name: string; now: Date; opts: MarketImportOptions }): Promise<MarketImportReport> {
  const { kind, name, now, opts } = a;
  const { id: importId } = await db
    .insertInto("market_imports")
    .values({ kind, source: name, started_at: now.toISOString(), status: "running", finished_at: null, error: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  const tally: Tally = { rowsRead: 0, rowsKept: 0, skipped: {}, examples: [], touched: { area: new Set(), building: new Set(), project: new Set() } };
  const matcher = await PlaceMatcher.load(db, now);
  try {
    const run: Run = { db, matcher, importId: Number(importId), tally };
    for (let last = false; !last; ) {
      const batch = await csv.next();
      tally.rowsRead += batch.read;
      for (const s of batch.skipped) skip(tally, s.line, s.reason);
      if (batch.rows.length) await writeBatch(run, batch);
      opts.onProgress?.({ rows: tally.rowsRead, bytes: batch.bytes });
      last = batch.last;
    }
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    await db.updateTable("market_imports").set({ ...counts(tally), status: "failed", finished_at: new Date().toISOString(), error }).where("id", "=", importId).execute();
    opts.logger?.error({ err: e, importId, source: name }, "market import failed");
    throw e;
  }
  const touched = { area: sorted(tally.touched.area), building: sorted(tally.touched.building), project: sorted(tally.touched.project) };
  await refreshMarketStats(db, touched, { now, measures: [MEASURES[kind]] });
  if (tally.rowsKept >= ANALYZE_AFTER_ROWS) await analyzeMarketTables(db);
  // The last write moves the data version, so every process drops pages that show market figures.
  await writeChange(db, async (trx) => {
    await trx.updateTable("market_imports").set({ ...counts(tally), status: "done", finished_at: new Date().toISOString() }).where("id", "=", importId).execute();
    // The buildings the import made are places a visitor can now search for.
    await refreshPlaces(trx, { building: matcher.created });
  });
  opts.logger?.info({ importId, source: name, kind, rowsRead: tally.rowsRead, rowsKept: tally.rowsKept, skipped: tally.skipped }, "market import done");
  return {
    importId: Number(importId), kind, measure: MEASURES[kind], rowsRead: tally.rowsRead, rowsKept: tally.rowsKept, skipped: tally.skipped,
    examples: [...tally.examples].sort((x, y) => x.line - y.line), touched,
  };
}

const sorted = (s: Set<number>) => [...s].sort((a, b) => a - b);

/**
 * After a large import the planner's statistics are stale: without them PostgreSQL read a big area's whole
 * month to find its ten latest sales (26 ms instead of under 1). ANALYZE, one table at a time, is the same
 * statement on both databases.
 */
const ANALYZE_AFTER_ROWS = 10_000;
async function analyzeMarketTables(db: Db): Promise<void> {
  for (const table of ["market_sales", "market_rents", "market_stats"]) await sql`analyze ${sql.table(table)}`.execute(db);
}
const counts = (t: Tally) => ({ rows_read: t.rowsRead, rows_kept: t.rowsKept, skipped_json: JSON.stringify(t.skipped) });

type Run = { db: Db; matcher: PlaceMatcher; importId: number; tally: Tally };

type Placed = Insertable<Database["market_sales"]> | Insertable<Database["market_rents"]>;

/** One batch in one transaction: its new buildings, its rows, and the run's counts so far. */
async function writeBatch(run: Run, batch: ParsedBatch): Promise<void> {
  const { tally, matcher } = run;
  await run.db.transaction().execute(async (trx) => {
    const placed: Placed[] = [];
    for (const row of batch.rows) {
      const areaId = matcher.areaOf(row.dld_area);
      const project = matcher.projectOf(areaId, row.dld_project ?? null);
      if ("transaction_id" in row) {
        const { dld_building_ar, ...sale } = row;
        const name = sale.dld_building ?? null;
        // Awaited only for a building seen for the first time: a million awaits are not free.
        const buildingId = matcher.knownBuilding(areaId, name) ?? (await matcher.buildingOf(trx, areaId, name, dld_building_ar, project));
        placed.push({ ...sale, area_id: areaId, building_id: buildingId, project_id: project?.id ?? null, import_id: run.importId });
      } else placed.push({ ...row, area_id: areaId, building_id: null, project_id: project?.id ?? null, import_id: run.importId });
    }
    const fresh = new Set(await insertRows(trx, placed));
    placed.forEach((row, i) => {
      // Deleting makes a second row with the same id in one batch count as already imported.
      if (!fresh.delete("transaction_id" in row ? row.transaction_id : row.contract_id)) return skip(tally, batch.lines[i]!, ALREADY_IMPORTED);
      tally.rowsKept++;
      if (row.area_id != null) tally.touched.area.add(row.area_id);
      if (row.building_id != null) tally.touched.building.add(row.building_id);
      if (row.project_id != null) tally.touched.project.add(row.project_id);
    });
    await trx.updateTable("market_imports").set(counts(tally)).where("id", "=", run.importId).execute();
  });
}

/** The ids actually inserted (a row already stored is left as it is and not returned). */
async function insertRows(trx: Db, rows: Placed[]): Promise<string[]> {
  const sales = rows.filter((r) => "transaction_id" in r);
  const rents = rows.filter((r) => "contract_id" in r);
  const ids: string[] = [];
  for (let i = 0; i < sales.length; i += STATEMENT_ROWS) {
    const out = await trx.insertInto("market_sales").values(sales.slice(i, i + STATEMENT_ROWS)).onConflict((oc) => oc.column(DLD_FILES.transactions.id).doNothing()).returning("transaction_id as id").execute();
    ids.push(...out.map((r) => r.id));
  }
  for (let i = 0; i < rents.length; i += STATEMENT_ROWS) {
    const out = await trx.insertInto("market_rents").values(rents.slice(i, i + STATEMENT_ROWS)).onConflict((oc) => oc.column(DLD_FILES.rents.id).doNothing()).returning("contract_id as id").execute();
    ids.push(...out.map((r) => r.id));
  }
  return ids;
}
