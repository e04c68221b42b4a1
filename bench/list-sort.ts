/**
 * `npm run bench -- list-sort [--db URL …] [--explain] [--slowest N]`: the list orders a visitor can choose
 * (recommended, newest, price low to high and high to low, largest first) on the unit and project
 * lists, each over the search benchmark's fixed filter combinations (page + total), p50/p95/p99
 * per order and database. Without --db it runs the generator's data sets that exist (as
 * `bench -- search`). --explain prints the page query's plan of each order alone, each order with
 * a purpose (the buy and rent pages), and marks full scans of a listing table. --slowest N prints the
 * unit list's N slowest (order, filters) pairs with their page query's plan: where the tails come from.
 * --paths times, in one run, the page of every combination in each order by a figure read two ways: walking
 * the order's index (before) and as the list reads it now (units.server.ts unitPageIds: the matches read
 * and sorted, or a bounded walk, as their number calls for).
 */
import { createDb, type Db } from "../app/platform/db/client.server.ts";
import { migrateToLatest } from "../app/platform/db/migrate.server.ts";
import { searchUnits, unitPageIds, unitPageQuery } from "../app/modules/listings/queries/units.server.ts";
import { countUnits } from "../app/modules/listings/queries/unit-counts.server.ts";
import { projectPageQuery, searchProjects } from "../app/modules/listings/queries/projects.server.ts";
import { LIST_SORTS } from "../app/modules/listings/search/list-sort.ts";
import { normaliseProjectCriteria, normaliseUnitCriteria, projectCriteriaSchema, unitCriteriaSchema } from "../app/modules/listings/search/search-criteria.ts";
import { fullScans, planOf } from "./lib/plans.ts";
import { printTable } from "./lib/server.ts";
import { benchDatabases, combinations, pct, time } from "./search.ts";

async function explain(db: Db, dialect: "sqlite" | "postgres"): Promise<number> {
  let scans = 0;
  for (const sort of LIST_SORTS) {
    const queries = [
      [`units ${sort}`, unitPageQuery(db, normaliseUnitCriteria(unitCriteriaSchema.parse({ sort })))],
      [`units ${sort} purpose`, unitPageQuery(db, normaliseUnitCriteria(unitCriteriaSchema.parse({ sort, purpose: 1 })))],
      [`projects ${sort}`, projectPageQuery(db, normaliseProjectCriteria(projectCriteriaSchema.parse({ sort })))],
    ] as const;
    for (const [label, query] of queries) {
      const plan = await planOf(db, dialect, query);
      const full = fullScans(plan);
      scans += full.length;
      console.log(`  ${full.length ? "FULL SCAN" : "ok       "} ${label.padEnd(30)} ${plan.join(" / ").slice(0, 160)}`);
    }
  }
  return scans;
}

/** The criteria a combination sets (the defaults left out), for reading a slow one. */
function filtersOf(c: Record<string, unknown>): string {
  const set = Object.entries(c).filter(([k, v]) => k !== "pageSize" && k !== "sort" && v !== 0 && v !== "" && v !== undefined && v !== null && !(Array.isArray(v) && v.length === 0));
  return set.map(([k, v]) => `${k}=${Array.isArray(v) ? v.join(",") : String(v)}`).join(" ");
}

async function slowest(db: Db, dialect: "sqlite" | "postgres", units: Awaited<ReturnType<typeof combinations>>["units"], n: number) {
  const timed: { ms: number; sort: string; c: (typeof units)[number] }[] = [];
  for (const sort of LIST_SORTS) {
    for (const c of units) {
      const criteria = { ...c, sort };
      await searchUnits(db, criteria);
      const t = performance.now();
      await searchUnits(db, criteria);
      timed.push({ ms: performance.now() - t, sort, c: criteria });
    }
  }
  timed.sort((a, b) => b.ms - a.ms);
  console.log(`\nThe ${n} slowest unit-list pages on ${dialect}:`);
  for (const { ms, sort, c } of timed.slice(0, n)) {
    const { total } = await searchUnits(db, c);
    console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${sort.padEnd(11)} total ${String(total).padStart(7)}  ${filtersOf(c)}`);
    // The plain walk's plan: the list reads these otherwise now when the walk is what made them slow.
    console.log(`             ${(await planOf(db, dialect, unitPageQuery(db, c))).join(" / ").slice(0, 220)}`);
  }
}

async function paths(db: Db, dialect: "sqlite" | "postgres", count: number, units: Awaited<ReturnType<typeof combinations>>["units"]) {
  const rows: Record<string, string | number>[] = [];
  for (const sort of LIST_SORTS.filter((s) => s !== "newest")) {
    const eligible: { c: (typeof units)[number]; total: number }[] = [];
    for (const c of units) {
      const criteria = { ...c, sort };
      const total = await countUnits(db, criteria);
      // The list reads no page past its matches (searchUnits stops at the count): nor does this. Timed, a
      // search with no match walked the whole order for nothing (0.9 s on PostgreSQL), a tail no visitor meets.
      if ((criteria.pageNumber - 1) * criteria.pageSize < total) eligible.push({ c: criteria, total });
    }
    if (!eligible.length) continue;
    for (const [path, run] of [
      ["walk the order's index", (e: (typeof eligible)[number]) => unitPageQuery(db, e.c).execute()],
      ["as the list reads it now", (e: (typeof eligible)[number]) => unitPageIds(db, e.c, e.total, (e.c.pageNumber - 1) * e.c.pageSize)],
    ] as const) {
      const ms = await time(eligible, run);
      rows.push({ database: dialect, units: count, sort, path, n: ms.length, "p50 ms": pct(ms, 50).toFixed(1), "p95 ms": pct(ms, 95).toFixed(1), "p99 ms": pct(ms, 99).toFixed(1), "max ms": ms.at(-1)!.toFixed(1) });
    }
  }
  console.log(`\nThe page query of every combination in each order by a figure, both ways, in one run (the count apart):\n`);
  printTable(rows);
}

export async function runListSort(args: string[]): Promise<number> {
  const urls = await benchDatabases(args);
  if (!urls.length) return 1;
  const rows: Record<string, string | number>[] = [];
  for (const url of urls) {
    const { db, dialect } = createDb(url);
    try {
      await migrateToLatest(db);
      const count = Number((await db.selectFrom("units").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
      if (args.includes("--explain")) {
        console.log(`\nPlans on ${dialect} (${count} units):`);
        console.log(`  ${await explain(db, dialect)} full scan(s) of a listing table`);
      }
      const { units, projects } = await combinations(db);
      const slow = args.indexOf("--slowest");
      if (slow >= 0) await slowest(db, dialect, units, Number(args[slow + 1] ?? 10));
      if (args.includes("--paths")) await paths(db, dialect, count, units);
      for (const sort of LIST_SORTS) {
        for (const [name, ms] of [
          ["searchUnits", await time(units, (c) => searchUnits(db, { ...c, sort }))],
          ["searchProjects", await time(projects, (c) => searchProjects(db, { ...c, sort }))],
        ] as const) {
          rows.push({ database: dialect, units: count, query: name, sort, n: ms.length, "p50 ms": pct(ms, 50).toFixed(1), "p95 ms": pct(ms, 95).toFixed(1), "p99 ms": pct(ms, 99).toFixed(1), "max ms": ms.at(-1)!.toFixed(1) });
        }
      }
    } finally {
      await db.destroy();
    }
  }
  console.log(`\nList sorts: the search benchmark's filter combinations in each order, page + total (target p95 < 25 ms at 1,000,000 units)\n`);
  printTable(rows);
  return 0;
}
