/**
 * `npm run bench -- list-sort [--db URL …] [--explain]`: the list orders a visitor can choose
 * (recommended, newest, price low to high and high to low, largest first) on the unit and project
 * lists, each over the search benchmark's fixed filter combinations (page + total), p50/p95/p99
 * per order and database. Without --db it runs the generator's data sets that exist (as
 * `bench -- search`). --explain prints the page query's plan of each order alone, each order with
 * a purpose (the buy and rent pages), and marks full scans of a listing table.
 */
import { createDb, type Db } from "../app/platform/db/client.server.ts";
import { migrateToLatest } from "../app/platform/db/migrate.server.ts";
import { searchUnits, unitPageQuery } from "../app/modules/listings/queries/units.server.ts";
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
