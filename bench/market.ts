/**
 * `npm run bench -- market [--db URL] [--sales 200000] [--rents 500000] [--reads 1000] [--areas N] [--reuse]`: the market
 * figures (app/modules/market). Generates N sales and M rent contracts straight into the market
 * tables of the database given by --db (migrated first; default a fresh SQLite file in the temp
 * folder; a PostgreSQL database must exist, its market rows are replaced), spread over the reference
 * areas with a skew (a few areas hold most sales, as Dubai Marina and JVC do), 10 buildings an area
 * and 200 projects; then times refreshMarketStats for every place, and for the largest area alone,
 * and p50/p95/p99 of marketSection and listingComparison over random places. Project ids are
 * synthetic, so foreign keys are not checked while the rows are written. `--areas 1` puts every row
 * in one area: the refresh of a single place of that size. `--reuse` (with --db) keeps the rows a previous
 * run wrote and times the refresh and the reads again.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { createDb, type Db, type DialectName } from "../app/platform/db/client.server.ts";
import { migrateToLatest } from "../app/platform/db/migrate.server.ts";
import { listingComparison, marketRanking, marketSection, refreshMarketStats } from "../app/modules/market/index.server.ts";
import { printTable } from "./lib/server.ts";
import { rng } from "./search.ts";

const NOW = new Date("2026-11-20T06:00:00.000Z");
const PROJECTS = 200;
const BUILDINGS_PER_AREA = 10;

const arg = (args: string[], name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const monthBack = (n: number) => new Date(Date.UTC(2026, 10 - n, 1)).toISOString().slice(0, 7);

type Places = { areas: number[]; buildings: { id: number; area: number; project: number }[] };

async function places(db: Db): Promise<Places> {
  const areas = (await db.selectFrom("areas").select("id").where("is_active", "=", 1).orderBy("id").execute()).map((a) => a.id);
  // A previous run's rows name its buildings: they go first.
  for (const t of ["market_stats", "market_sales", "market_rents"] as const) await db.deleteFrom(t).execute();
  await db.updateTable("units").set({ building_id: null }).execute();
  await db.deleteFrom("buildings").execute();
  const rows = areas.flatMap((area, i) => Array.from({ length: BUILDINGS_PER_AREA }, (_, j) => ({
    name: `Bench ${i}-${j}`, name_key: `bench${i}x${j}`, slug: `bench-${i}-${j}`, area_id: area, project_id: null, created_at: NOW.toISOString(),
  })));
  const ids = await db.insertInto("buildings").values(rows).returning(["id", "area_id"]).execute();
  return { areas, buildings: ids.map((b, i) => ({ id: b.id, area: b.area_id, project: (i % PROJECTS) + 1 })) };
}

/** The places of a previous run's rows (`--reuse` with --db: the reads timed again without writing the rows again). */
async function placesWritten(db: Db): Promise<Places> {
  const areas = (await db.selectFrom("areas").select("id").where("is_active", "=", 1).orderBy("id").execute()).map((a) => a.id);
  const buildings = await db.selectFrom("buildings").select(["id", "area_id"]).where("slug", "like", "bench-%").orderBy("id").execute();
  return { areas, buildings: buildings.map((b, i) => ({ id: b.id, area: b.area_id, project: (i % PROJECTS) + 1 })) };
}

/** Writes the rows in one transaction with reference checks off (SQLite: the pragma; PostgreSQL: replica role). */
async function generate(db: Db, dialect: DialectName, p: Places, sales: number, rents: number): Promise<void> {
  const r = rng(20261128);
  const byArea = Map.groupBy(p.buildings, (b) => b.area);
  const place = () => {
    const a = p.areas[Math.floor(p.areas.length * r() ** 3)]!;
    const b = r() < 0.8 ? byArea.get(a)![Math.floor(r() * BUILDINGS_PER_AREA)] : undefined;
    return { area_id: a, building_id: b?.id ?? null, project_id: b?.project ?? null };
  };
  if (dialect === "sqlite") await sql`pragma foreign_keys = off`.execute(db);
  await db.transaction().execute(async (trx) => {
    if (dialect === "postgres") await sql`set local session_replication_role = replica`.execute(trx);
    const batch = dialect === "sqlite" ? 1000 : 2000;
    for (let i = 0; i < sales; i += batch) {
      const rows = Array.from({ length: Math.min(batch, sales - i) }, (_, k) => {
        const month = monthBack(Math.floor(r() * 36));
        const rooms = Math.floor(r() * 5);
        const size = 450 + rooms * 350 + r() * 400;
        const psf = (900 + r() * 1600) * (r() < 0.002 ? 40 : 1);
        const kind = r() < 0.9 ? "sale" : r() < 0.5 ? "mortgage" : "gift";
        return {
          transaction_id: `B${i + k}`, date: `${month}-${String(1 + Math.floor(r() * 28)).padStart(2, "0")}`, month, kind, procedure: "Sell",
          off_plan: r() < 0.4 ? 1 : 0, resale: r() < 0.1 ? 1 : 0, property_type: "Unit", property_sub_type: "Flat", usage: "Residential",
          dld_area: "Bench", dld_building: null, dld_project: null, dld_master_project: null, ...place(), rooms, rooms_text: null, has_parking: 1,
          size_sqft: size, worth_aed: psf * size, psf_aed: psf, in_stats: kind === "sale" ? 1 : 0, excluded: kind === "sale" ? null : kind,
          nearest_metro: null, nearest_mall: null, nearest_landmark: null, import_id: 1,
        } as const;
      });
      await trx.insertInto("market_sales").values(rows).execute();
    }
    for (let i = 0; i < rents; i += batch) {
      const rows = Array.from({ length: Math.min(batch, rents - i) }, (_, k) => {
        const month = monthBack(Math.floor(r() * 36));
        const rooms = Math.floor(r() * 5);
        const annual = 30_000 + rooms * 40_000 + r() * 60_000;
        return {
          contract_id: `R${i + k}`, registration: "new", start_date: `${month}-10`, end_date: null, quarter: `${month.slice(0, 4)}-Q${Math.ceil(Number(month.slice(5)) / 3)}`,
          contract_amount: annual, annual_amount: annual, property_type: "Unit", property_sub_type: "Flat", usage: "Residential", dld_area: "Bench", dld_project: null,
          ...place(), rooms, size_sqft: 450 + rooms * 350 + r() * 400, freehold: 1, in_stats: 1, excluded: null, import_id: 1,
        } as const;
      });
      await trx.insertInto("market_rents").values(rows).execute();
    }
  });
  if (dialect === "sqlite") await sql`pragma foreign_keys = on`.execute(db);
}

const pct = (xs: number[], p: number) => xs.sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
async function timed(n: number, f: (i: number) => Promise<unknown>) {
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await f(i);
    ms.push(performance.now() - t0);
  }
  return { n, p50: pct(ms, 0.5).toFixed(2), p95: pct(ms, 0.95).toFixed(2), p99: pct(ms, 0.99).toFixed(2), total: ms.reduce((a, b) => a + b, 0).toFixed(0) };
}

export async function runMarket(args: string[]): Promise<number> {
  const tmp = args.includes("--db") ? null : fs.mkdtempSync(path.join(os.tmpdir(), "market-bench-"));
  const url = tmp ? `sqlite:${path.join(tmp, "market.sqlite")}` : arg(args, "db", "");
  const sales = Number(arg(args, "sales", "200000"));
  const rents = Number(arg(args, "rents", "500000"));
  const reads = Number(arg(args, "reads", "1000"));
  const { db, dialect } = createDb(url);
  try {
    await migrateToLatest(db);
    const reuse = args.includes("--reuse") && (await db.selectFrom("market_sales").select("transaction_id").limit(1).executeTakeFirst()) !== undefined;
    const p = reuse ? await placesWritten(db) : await places(db);
    if (args.includes("--areas")) p.areas = p.areas.slice(0, Number(arg(args, "areas", "0")) || p.areas.length);
    let t0 = performance.now();
    if (!reuse) await generate(db, dialect, p, sales, rents);
    const genMs = performance.now() - t0;
    // What autovacuum does soon after a large import: without statistics PostgreSQL reads a big area's every sale for its latest ten.
    if (dialect === "postgres") await sql`analyze market_sales, market_rents`.execute(db);
    const touched = { area: p.areas, building: p.buildings.map((b) => b.id), project: Array.from({ length: PROJECTS }, (_, i) => i + 1) };
    t0 = performance.now();
    await refreshMarketStats(db, touched, { now: NOW });
    const refreshMs = performance.now() - t0;
    if (dialect === "postgres") await sql`analyze market_stats`.execute(db);
    const big = await db.selectFrom("market_sales").select(["area_id", (eb) => eb.fn.countAll<number>().as("n")]).groupBy("area_id").orderBy("n", "desc").limit(1).executeTakeFirstOrThrow();
    t0 = performance.now();
    await refreshMarketStats(db, { area: [big.area_id!], building: [], project: [] }, { now: NOW });
    const bigMs = performance.now() - t0;
    const r = rng(7);
    const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)]!;
    const scopes = ["area", "building", "project"] as const;
    await timed(100, () => marketSection(db, "area", pick(p.areas), { now: NOW })); // warm-up
    const section = await timed(reads, () => {
      const scope = pick([...scopes]);
      const id = scope === "area" ? pick(p.areas) : scope === "building" ? pick(p.buildings).id : 1 + Math.floor(r() * PROJECTS);
      return marketSection(db, scope, id, { now: NOW });
    });
    const comparison = await timed(reads, () => {
      const b = pick(p.buildings);
      return listingComparison(db, { areaId: b.area, buildingId: b.id, rooms: Math.floor(r() * 5), psf: 1500 }, { now: NOW });
    });
    const ranking = await timed(50, () => marketRanking(db, { now: NOW }));
    console.log(`${dialect}: ${sales} sales, ${rents} rents, ${p.areas.length} areas, ${p.buildings.length} buildings, ${PROJECTS} projects (rows written in ${(genMs / 1000).toFixed(1)} s)`);
    printTable([
      { step: "refreshMarketStats, every place", n: 1, p50: "", p95: "", p99: "", total: refreshMs.toFixed(0) },
      { step: `refreshMarketStats, largest area (${big.n} sales)`, n: 1, p50: "", p95: "", p99: "", total: bigMs.toFixed(0) },
      { step: "marketSection (random place)", ...section },
      { step: "listingComparison (random building)", ...comparison },
      { step: "marketRanking", ...ranking },
    ]);
    return 0;
  } finally {
    await db.destroy();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  }
}
