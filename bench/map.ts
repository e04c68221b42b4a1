/**
 * `npm run bench -- map [--db URL …]`: the map search (app/modules/listings/map/map-index.server.ts,
 * /map-search.json). For each filter set: the time to build its cluster index once (every
 * matching unit's position read by the list's filter query, then supercluster), then 100 fixed
 * viewports (a 1280×800 screen) per zoom, each one answer as the endpoint gives it (clusters or
 * points, capped); p50/p95/p99 per zoom. For comparison, grid clustering in SQL (group by cell
 * over the box, the same filters) on the same viewports, and the list narrowed to a box ("search
 * this area": page + count). Without --db: the data sets of `scripts/bench-data.sh` that exist.
 */
import { sql } from "kysely";
import { createDb, type Db } from "../app/platform/db/client.server.ts";
import { migrateToLatest } from "../app/platform/db/migrate.server.ts";
import { searchUnits } from "../app/modules/listings/queries/units.server.ts";
import { filteredUnits } from "../app/modules/listings/queries/unit-filters.server.ts";
import { answerFrom, buildIndex } from "../app/modules/listings/map/map-index.server.ts";
import type { Bbox } from "../app/modules/listings/map/map-bbox.ts";
import { parseUnitSearchParams } from "../app/modules/listings/search/search-criteria.ts";
import { printTable } from "./lib/server.ts";
import { benchDatabases, pct, rng } from "./search.ts";

const FILTER_SETS = ["", "purpose=1", "purpose=2", "purpose=1&beds=3,4", "unitType=3&priceFrom=3000000", "area=2"];
const ZOOMS = [9, 11, 13, 15, 17, 19];
const VIEWPORTS = 100;

/** A 1280×800 screen's box at a zoom, centred on a point (web mercator, near enough at 25° N). */
function screenBox(lng: number, lat: number, zoom: number): Bbox {
  const w = ((1280 / 256) * 360) / 2 ** zoom;
  const h = (w * 800) / 1280 * Math.cos((lat * Math.PI) / 180);
  return [lng - w / 2, lat - h / 2, lng + w / 2, lat + h / 2];
}

/** Viewport centres on real unit positions (where visitors look), fixed by a seeded draw. */
async function centres(db: Db, n: number): Promise<{ lng: number; lat: number }[]> {
  const max = Number((await db.selectFrom("units").select((eb) => eb.fn.max("id").as("m")).executeTakeFirstOrThrow()).m);
  const r = rng(20261127);
  const ids = Array.from({ length: n }, () => 1 + Math.floor(r() * max));
  const rows = await db.selectFrom("units").select(["id", "lat", "lng"]).where("id", "in", ids).where("lat", "is not", null).execute();
  const byId = new Map(rows.map((x) => [x.id, { lng: Number(x.lng), lat: Number(x.lat) }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The alternative measured: SQL grid clustering of the box at this zoom (cells of 60 px). */
function gridQuery(db: Db, qs: string, box: Bbox, zoom: number) {
  const cell = ((60 / 256) * 360) / 2 ** zoom;
  const c = { ...parseUnitSearchParams(new URLSearchParams(qs)), bbox: box };
  return filteredUnits(db, c)
    .select([
      sql<number>`floor(u.lat / ${sql.lit(cell)})`.as("cy"),
      sql<number>`floor(u.lng / ${sql.lit(cell)})`.as("cx"),
      (eb) => eb.fn.countAll().as("n"),
      (eb) => eb.fn.avg("u.lat").as("lat"),
      (eb) => eb.fn.avg("u.lng").as("lng"),
    ])
    // The cell size as a literal: PostgreSQL must see the select's and the group's expressions as the same.
    .groupBy([sql`floor(u.lat / ${sql.lit(cell)})`, sql`floor(u.lng / ${sql.lit(cell)})`])
    .limit(2000);
}

async function timed(fn: () => Promise<unknown> | unknown): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

const stats = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return { "p50 ms": pct(s, 50).toFixed(2), "p95 ms": pct(s, 95).toFixed(2), "p99 ms": pct(s, 99).toFixed(2), "max ms": s.at(-1)!.toFixed(1) };
};

export async function runMap(args: string[]): Promise<number> {
  const urls = await benchDatabases(args);
  if (!urls.length) return 1;
  const skipSql = args.includes("--no-sql");
  // --list N: how many "search this area" lists per zoom (slow at 1M units: see the report).
  const listSamples = Number(args[args.indexOf("--list") + 1]) > 0 && args.includes("--list") ? Number(args[args.indexOf("--list") + 1]) : 30;
  const builds: Record<string, string | number>[] = [];
  const rows: Record<string, string | number>[] = [];
  for (const url of urls) {
    const { db, dialect } = createDb(url);
    try {
      await migrateToLatest(db);
      const count = Number((await db.selectFrom("units").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
      const points = await centres(db, VIEWPORTS);
      const byZoom = new Map<number, number[]>(ZOOMS.map((z) => [z, []]));
      const featuresByZoom = new Map<number, number[]>(ZOOMS.map((z) => [z, []]));
      const heapBefore = process.memoryUsage().heapUsed;
      for (const qs of FILTER_SETS) {
        const m = { kind: "unit" as const, criteria: parseUnitSearchParams(new URLSearchParams(qs)) };
        const t = performance.now();
        const entry = await buildIndex(db, m);
        const buildMs = performance.now() - t;
        builds.push({ database: dialect, units: count, filters: qs || "(none)", matches: entry.points, "index build ms": Math.round(buildMs) });
        for (const z of ZOOMS) {
          for (const p of points) {
            const box = screenBox(p.lng, p.lat, z);
            let n = 0;
            byZoom.get(z)!.push(await timed(() => (n = answerFrom(entry, box, z).features.length)));
            featuresByZoom.get(z)!.push(n);
          }
        }
      }
      const heapMb = Math.round((process.memoryUsage().heapUsed - heapBefore) / 1e6);
      for (const z of ZOOMS) {
        const f = [...featuresByZoom.get(z)!].sort((a, b) => a - b);
        rows.push({ database: dialect, units: count, query: `clusters, zoom ${z}`, n: byZoom.get(z)!.length, ...stats(byZoom.get(z)!), "markers p50/max": `${pct(f, 50)}/${f.at(-1)}` });
      }
      console.log(`${dialect}: ${FILTER_SETS.length} indexes held ≈ ${heapMb} MB of heap`);
      // The list narrowed to the box ("search this area"): its page and count, as the page's loader reads them.
      for (const z of [11, 13, 15]) {
        const ms: number[] = [];
        for (const [i, p] of points.slice(0, listSamples).entries()) {
          const qs = FILTER_SETS[i % FILTER_SETS.length]!;
          const c = { ...parseUnitSearchParams(new URLSearchParams(qs)), bbox: screenBox(p.lng, p.lat, z) };
          ms.push(await timed(() => searchUnits(db, c)));
        }
        rows.push({ database: dialect, units: count, query: `list in box, zoom ${z}`, n: ms.length, ...stats(ms), "markers p50/max": "" });
      }
      if (!skipSql) {
        for (const z of [11, 13, 15]) {
          const ms: number[] = [];
          for (const [i, p] of points.slice(0, Math.min(20, listSamples)).entries()) {
            const qs = FILTER_SETS[i % FILTER_SETS.length]!;
            ms.push(await timed(() => gridQuery(db, qs, screenBox(p.lng, p.lat, z), z).execute()));
          }
          rows.push({ database: dialect, units: count, query: `SQL grid (alternative), zoom ${z}`, n: ms.length, ...stats(ms), "markers p50/max": "" });
        }
      }
    } finally {
      await db.destroy();
    }
  }
  console.log("\nCluster index per filter set (built once, then kept until the data changes):\n");
  printTable(builds);
  console.log(`\nMap search: ${VIEWPORTS} viewports (1280×800, centred on units) per zoom and filter set (${FILTER_SETS.length} sets), warm index\n`);
  printTable(rows);
  return 0;
}
