/**
 * Re-matching the stored rows after an alias change. The change queues a run (a `market_imports` row of
 * kind "rematch", in the change's own transaction, so a crash between the two loses neither); the job
 * below takes the queue in order, one instance at a time, and for each run reads the DLD names the alias
 * covers (those whose folded name is its key: an area alias's `dld_area`, a project alias's
 * `dld_project`), and places every row bearing one again with a PlaceMatcher loaded now, exactly as an
 * import would (the area, the project within it, the building within it, created if new). A deleted alias
 * therefore un-matches only the rows that matched through it; a name that is also an area's own name goes
 * back to that area. Rows move in batches of a few thousand, each its own short statement: a big area's
 * half a million rows never hold the write lock (SQLite) or run past the statement timeout (PostgreSQL).
 * Then the figures of every place that gained or lost rows are recomputed, and the data version moves.
 * A run left "running" by a stopped process is taken again: placing rows is idempotent.
 */
import { sql } from "kysely";
import type { Db } from "../../platform/db/client.server.ts";
import type { MarketScope } from "../../platform/db/schema.ts";
import { writeChange, type Tx } from "../../platform/cache/write.server.ts";
import { createWakeSignal, type Job } from "../../platform/jobs/runner.server.ts";
import { foldName } from "./dld-rows.ts";
import { PlaceMatcher } from "./places.server.ts";
import { refreshMarketStats } from "./stats.server.ts";
import { refreshPlaces } from "../places/index.server.ts";
import type { AliasKind } from "./alias-forms.ts";

/** What a change did to the stored rows: how many were placed again, or that the job is still placing them. */
export type Rematched = { rows: number; pending: boolean };

type Touched = Record<MarketScope, Set<number>>;
type Table = "market_sales" | "market_rents";
type Names = { dld_area: string; dld_project: string | null; dld_building: string | null };
type Placement = { area_id: number | null; project_id: number | null; building_id: number | null };

const NAMES_PER_QUERY = 500;
const ROWS_PER_BATCH = 5_000;
/** How long an alias change waits for its re-match before answering that it goes on in the background. */
const WAIT_MS = 4_000;

const wake = createWakeSignal();

/** Queues the re-match of `key` (in the alias change's transaction) and wakes this process's job once it commits. */
export async function queueRematch(trx: Tx, kind: AliasKind, key: string, now: Date): Promise<number> {
  const row = await trx
    .insertInto("market_imports")
    .values({ kind: "rematch", source: `${kind}:${key}`, started_at: now.toISOString(), status: "queued" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Wakes the job for run `id` and waits a few seconds for it to finish. */
export async function rematchOutcome(db: Db, id: number): Promise<Rematched> {
  wake.emit();
  const until = Date.now() + WAIT_MS;
  for (;;) {
    const run = await db.selectFrom("market_imports").select(["status", "rows_kept", "error"]).where("id", "=", id).executeTakeFirstOrThrow();
    if (run.status === "done") return { rows: Number(run.rows_kept), pending: false };
    if (Date.now() >= until || run.error) return { rows: 0, pending: true };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Runs every queued re-match in order; answers how many rows moved. */
async function runMarketRematches(db: Db, opts: { now: Date; stopping?: () => boolean; batchRows?: number }): Promise<number> {
  const queue = await db.selectFrom("market_imports").select(["id", "source"]).where("kind", "=", "rematch").where("status", "in", ["queued", "running"]).orderBy("id").execute();
  let moved = 0;
  for (const run of queue) {
    if (opts.stopping?.()) break;
    const id = Number(run.id);
    const [kind, key] = [run.source.slice(0, run.source.indexOf(":")) as AliasKind, run.source.slice(run.source.indexOf(":") + 1)];
    await db.updateTable("market_imports").set({ status: "running" }).where("id", "=", id).execute();
    try {
      const touched: Touched = { area: new Set(), building: new Set(), project: new Set() };
      const rows = await rematchRows(db, { kind, key, touched, now: opts.now, batchRows: opts.batchRows ?? ROWS_PER_BATCH });
      const list = (s: Set<number>) => [...s];
      if (rows > 0) await refreshMarketStats(db, { area: list(touched.area), building: list(touched.building), project: list(touched.project) }, { now: opts.now });
      // Done with the data version moved in one commit: pages drop the figures they kept.
      await writeChange(db, (trx) => trx.updateTable("market_imports").set({ status: "done", rows_read: rows, rows_kept: rows, error: null, finished_at: new Date().toISOString() }).where("id", "=", id).execute());
      moved += rows;
    } catch (err) {
      // Queued again with its reason shown in /admin/market: the job's next run (after its back-off) retries it.
      const error = err instanceof Error ? err.message : String(err);
      await db.updateTable("market_imports").set({ status: "queued", error }).where("id", "=", id).execute();
      throw err;
    }
  }
  return moved;
}

/** The job: woken by each alias change in this process, and every minute for those queued elsewhere. */
export function marketRematchJob(opts: { db: Db; intervalMs?: number; clock?: () => Date; batchRows?: number }): Job<number> {
  const { db, intervalMs = 60_000, clock, batchRows } = opts;
  return {
    name: "market re-match",
    intervalMs,
    clock,
    lease: { db, name: "market re-match", ms: 5 * 60_000 },
    wake: { listen: wake.listen },
    async due() {
      return !!(await db.selectFrom("market_imports").select("id").where("kind", "=", "rematch").where("status", "in", ["queued", "running"]).limit(1).executeTakeFirst());
    },
    async run({ now, logger, stopping }) {
      const rows = await runMarketRematches(db, { now, stopping, batchRows });
      if (rows) logger.info({ rows }, "market re-match: stored rows placed again after an alias change");
      return rows;
    },
  };
}

/** The stored DLD names (of the alias's column) that fold to `key`: a few spellings among thousands of names. */
async function namesWithKey(db: Db, table: Table, kind: AliasKind, key: string): Promise<string[]> {
  const column = kind === "area" ? "dld_area" : "dld_project";
  const rows = await db.selectFrom(table).select(`${column} as name`).distinct().where(column, "is not", null).execute();
  return rows.map((r) => r.name).filter((n): n is string => n !== null && foldName(n) === key);
}

/** Each distinct set of names among the rows bearing one of `names`, with where those rows are now. */
async function combos(db: Db, table: Table, kind: AliasKind, names: string[]): Promise<Array<Names & Placement>> {
  const column = kind === "area" ? "dld_area" : "dld_project";
  if (table === "market_sales") {
    return db.selectFrom("market_sales").select(["dld_area", "dld_project", "dld_building", "area_id", "project_id", "building_id"]).distinct().where(column, "in", names).execute();
  }
  const rows = await db.selectFrom("market_rents").select(["dld_area", "dld_project", "area_id", "project_id", "building_id"]).distinct().where(column, "in", names).execute();
  return rows.map((r) => ({ ...r, dld_building: null }));
}

type Rematch = { kind: AliasKind; key: string; touched: Touched; now: Date; batchRows: number };

async function rematchRows(db: Db, { kind, key, touched, now, batchRows }: Rematch): Promise<number> {
  const matcher = await PlaceMatcher.load(db, now);
  let moved = 0;
  for (const table of ["market_sales", "market_rents"] as const) {
    const names = await namesWithKey(db, table, kind, key);
    for (let i = 0; i < names.length; i += NAMES_PER_QUERY) {
      for (const c of await combos(db, table, kind, names.slice(i, i + NAMES_PER_QUERY))) {
        const areaId = matcher.areaOf(c.dld_area);
        const project = matcher.projectOf(areaId, c.dld_project);
        // Rents carry no building (the importer places only sales in buildings).
        const buildingId = table === "market_sales" ? await matcher.buildingOf(db, areaId, c.dld_building, null, project) : null;
        const next: Placement = { area_id: areaId, project_id: project?.id ?? null, building_id: buildingId };
        if (samePlace(c, next)) continue;
        moved += await movePlaced(db, table, c, next, batchRows);
        note(touched, c, next);
      }
    }
  }
  // Buildings made while placing rows join the place index (suggestions as you type).
  await refreshPlaces(db, { building: matcher.created });
  return moved;
}

const SCOPE_COLUMN = { area: "area_id", project: "project_id", building: "building_id" } as const;

const samePlace = (a: Placement, b: Placement) => (["area", "project", "building"] as const).every((s) => num(a[SCOPE_COLUMN[s]]) === num(b[SCOPE_COLUMN[s]]));
const num = (v: number | null) => (v === null ? null : Number(v));

/** The places that gained or lost rows: both ends of every move, per scope that changed. */
function note(touched: Touched, from: Placement, to: Placement): void {
  for (const scope of ["area", "project", "building"] as const) {
    const a = num(from[SCOPE_COLUMN[scope]]);
    const b = num(to[SCOPE_COLUMN[scope]]);
    if (a === b) continue;
    if (a !== null) touched[scope].add(a);
    if (b !== null) touched[scope].add(b);
  }
}

const is = (v: string | number | null) => sql`${v === null ? sql`is null` : sql`= ${v}`}`;

/**
 * Places the rows of one set of names that are where `from` says, a batch at a time (each statement
 * commits on its own). Filtering on the current area lets both databases go through the (area_id, date)
 * index rather than read the whole table; a moved row no longer matches, so each batch finds new rows.
 */
async function movePlaced(db: Db, table: Table, from: Names & Placement, to: Placement, batchRows: number): Promise<number> {
  const id = sql.ref(table === "market_sales" ? "transaction_id" : "contract_id");
  // Only sales name a building (a column the rents' table lacks).
  const building = table === "market_sales" ? sql`and dld_building ${is(from.dld_building)}` : sql``;
  const batch = sql`select ${id} from ${sql.table(table)} where area_id ${is(from.area_id)} and project_id ${is(from.project_id)}
    and building_id ${is(from.building_id)} and dld_area = ${from.dld_area} and dld_project ${is(from.dld_project)} ${building} limit ${batchRows}`;
  let moved = 0;
  for (;;) {
    const result = await db.updateTable(table).set(to).where(id, "in", sql`(${batch})`).executeTakeFirst();
    const n = Number(result.numUpdatedRows);
    moved += n;
    if (n < batchRows) return moved;
  }
}
