/**
 * `npm run bench -- search [--db sqlite:data/bench-100k.sqlite] [--db postgres://…/bench_100k] [--explain]`:
 * 200 fixed filter combinations drawn from the spec's unit and project parameters (purpose,
 * status, type, area, developer, beds, baths, price range, completion year, page), run with
 * searchUnits and searchProjects (page + total), p50/p95/p99 per database. The data sets
 * come from the generator: `DATABASE_URL=sqlite:data/bench-100k.sqlite npm run db:seed -- --units 100000`.
 * --explain prints the query plan of each single filter (EXPLAIN QUERY PLAN / EXPLAIN).
 */
import { sql } from "kysely";
import { createDb, type Db } from "../app/db/client.server.ts";
import { migrateToLatest } from "../app/db/migrate.server.ts";
import { searchUnits } from "../app/db/queries/units.server.ts";
import { searchProjects } from "../app/db/queries/projects.server.ts";
import { normaliseProjectCriteria, normaliseUnitCriteria, projectCriteriaSchema, unitCriteriaSchema } from "../app/lib/search-criteria.ts";
import { printTable } from "./lib/server.ts";

export const COMBINATIONS = 200;

/** Deterministic PRNG (mulberry32): the same 200 combinations on every run and database. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function ids(db: Db, table: "purposes" | "statuses" | "property_types" | "areas" | "developers" | "bedrooms" | "bathrooms" | "completion_years"): Promise<number[]> {
  return (await db.selectFrom(table).select("id").orderBy("id").execute()).map((r) => Number(r.id));
}

export async function combinations(db: Db) {
  const [purposes = [], statuses = [], types = [], areas = [], developers = [], bedrooms = [], bathrooms = [], years = []] = await Promise.all(
    (["purposes", "statuses", "property_types", "areas", "developers", "bedrooms", "bathrooms", "completion_years"] as const).map((t) => ids(db, t)),
  );
  const r = rng(20261122);
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)]!;
  const maybe = <T>(p: number, v: () => T, none: T) => (r() < p ? v() : none);
  const units = [];
  const projects = [];
  for (let i = 0; i < COMBINATIONS; i++) {
    const priceFrom = maybe(0.3, () => pick([500_000, 1_000_000, 2_000_000, 5_000_000]), 0);
    units.push(
      normaliseUnitCriteria(
        unitCriteriaSchema.parse({
          purpose: maybe(0.7, () => pick(purposes), 0),
          status: maybe(0.3, () => pick(statuses), 0),
          unitType: maybe(0.4, () => pick(types), 0),
          area: maybe(0.4, () => pick(areas), 0),
          developersId: maybe(0.2, () => pick(developers), 0),
          beds: maybe(0.4, () => [pick(bedrooms), pick(bedrooms)], []),
          bathroom: maybe(0.2, () => [pick(bathrooms)], []),
          priceFrom,
          priceTo: maybe(0.3, () => priceFrom + pick([1_000_000, 3_000_000, 10_000_000]), 0),
          pageNumber: maybe(0.2, () => pick([2, 3, 5, 10]), 1),
        }),
      ),
    );
    projects.push(
      normaliseProjectCriteria(
        projectCriteriaSchema.parse({
          area: maybe(0.4, () => pick(areas), 0),
          developersId: maybe(0.3, () => pick(developers), 0),
          status: maybe(0.3, () => pick(statuses), 0),
          completionYear: maybe(0.3, () => pick(years), 0),
          beds: maybe(0.3, () => [pick(bedrooms)], []),
          priceFrom: maybe(0.2, () => pick([1_000_000, 2_000_000]), 0),
          pageNumber: maybe(0.2, () => pick([2, 3]), 1),
        }),
      ),
    );
  }
  return { units, projects };
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function time<T>(items: T[], run: (x: T) => Promise<unknown>): Promise<number[]> {
  for (const x of items.slice(0, 20)) await run(x); // warm the caches
  const out: number[] = [];
  for (const x of items) {
    const t = performance.now();
    await run(x);
    out.push(performance.now() - t);
  }
  return out.sort((a, b) => a - b);
}

async function explain(db: Db, dialect: string): Promise<void> {
  const filters = ["purpose_id = 1", "status_id = 1", "type_id = 1", "area_id = 1", "developer_id = 1", "bedroom_id in (1, 2)", "bathroom_id in (1)", "price >= 1000000 and price <= 3000000"];
  for (const f of filters) {
    const q = `select id from units where is_active = 1 and ${f} order by posted_on desc, id desc limit 12`;
    const plan = await sql.raw<Record<string, unknown>>(`${dialect === "sqlite" ? "explain query plan" : "explain"} ${q}`).execute(db);
    const text = plan.rows.map((r) => String(r.detail ?? r["QUERY PLAN"] ?? JSON.stringify(r))).join(" / ");
    console.log(`  units ${f.padEnd(38)} ${text}`);
  }
}

export async function runSearch(args: string[]): Promise<number> {
  const urls = args.flatMap((a, i) => (args[i - 1] === "--db" ? [a] : []));
  if (!urls.length) urls.push("sqlite:data/bench-100k.sqlite");
  const rows: Record<string, string | number>[] = [];
  for (const url of urls) {
    const { db, dialect } = createDb(url);
    try {
      await migrateToLatest(db);
      const count = Number((await db.selectFrom("units").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
      if (args.includes("--explain")) {
        console.log(`\nPlans on ${dialect} (${count} units):`);
        await explain(db, dialect);
      }
      const { units, projects } = await combinations(db);
      for (const [name, ms] of [
        ["searchUnits", await time(units, (c) => searchUnits(db, c))],
        ["searchProjects", await time(projects, (c) => searchProjects(db, c))],
      ] as const) {
        rows.push({ database: dialect, units: count, query: name, n: ms.length, "p50 ms": pct(ms, 50).toFixed(1), "p95 ms": pct(ms, 95).toFixed(1), "p99 ms": pct(ms, 99).toFixed(1), "max ms": ms.at(-1)!.toFixed(1) });
      }
    } finally {
      await db.destroy();
    }
  }
  console.log(`\nSearch: ${COMBINATIONS} fixed filter combinations, page + total (target p95 < 25 ms at 1,000,000 units)\n`);
  printTable(rows);
  return 0;
}
