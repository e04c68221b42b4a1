/**
 * `npm run bench -- search [--db URL …] [--explain] [--cold]`: 200 fixed filter combinations drawn from
 * the spec's unit and project parameters (purpose, status, type, area, developer, beds, baths,
 * price range, completion year, page), run with searchUnits and searchProjects (page + total),
 * p50/p95/p99 per database. Without --db it runs every data set of the generator that exists:
 * data/bench-100k.sqlite, data/bench-1m.sqlite and the PostgreSQL databases bench_100k and
 * bench_1m (`scripts/bench-data.sh` makes them). --explain prints the plans of the page and
 * count queries for each single filter and marks full scans of a listing table. The timed pass
 * follows an untimed one over the same combinations (--cold: no warm-up pass).
 */
import { sql } from "kysely";
import { createDb, type Db } from "../app/platform/db/client.server.ts";
import { migrateToLatest } from "../app/platform/db/migrate.server.ts";
import { searchUnits, unitPageQuery } from "../app/modules/listings/queries/units.server.ts";
import { filteredProjects, projectPageQuery, searchProjects } from "../app/modules/listings/queries/projects.server.ts";
import { filteredUnits } from "../app/modules/listings/queries/unit-filters.server.ts";
import { fullScans, planOf } from "./lib/plans.ts";
import { normaliseProjectCriteria, normaliseUnitCriteria, projectCriteriaSchema, unitCriteriaSchema } from "../app/modules/listings/search/search-criteria.ts";
import { printTable } from "./lib/server.ts";

export const COMBINATIONS = 200;

/** Deterministic PRNG (mulberry32): the same 200 combinations on every run and database. */
export function rng(seed: number) {
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

export const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/**
 * Latencies of one timed pass over the combinations, after an untimed pass over the same ones: a
 * server's data is in memory once it has served a while, while a fresh connection to a data set
 * just written starts with the database's own page cache empty (seen here: the first pass after
 * making the 1M data sets gave SQLite p95 60 ms, every later one 2 ms). `--cold` skips it.
 */
export async function time<T>(items: T[], run: (x: T) => Promise<unknown>, warm = true): Promise<number[]> {
  if (warm) for (const x of items) await run(x);
  const out: number[] = [];
  for (const x of items) {
    const t = performance.now();
    await run(x);
    out.push(performance.now() - t);
  }
  return out.sort((a, b) => a - b);
}

/** One criteria object per spec filter (units, projects), each alone, for the plan checks. */
export function singleFilters() {
  const unit = (input: Record<string, unknown>) => normaliseUnitCriteria(unitCriteriaSchema.parse(input));
  const project = (input: Record<string, unknown>) => normaliseProjectCriteria(projectCriteriaSchema.parse(input));
  return {
    units: Object.entries({
      none: {}, unitId: { unitId: 7 }, area: { area: 2 }, developersId: { developersId: 2 }, unitType: { unitType: 3 },
      purpose: { purpose: 1 }, status: { status: 1 }, priceFrom: { priceFrom: 1_000_000 }, priceTo: { priceTo: 90_000 },
      "price range": { priceFrom: 1_000_000, priceTo: 3_000_000 }, beds: { beds: "2,3" }, bathroom: { bathroom: "6" },
      areaURL: { areaURL: "dubai-marina" }, developerURL: { developerURL: "emaar-properties" }, unitPageURL: { unitPageURL: "x" },
    }).map(([name, input]) => [name, unit(input)] as const),
    projects: Object.entries({
      none: {}, projectId: { projectId: 7 }, area: { area: 2 }, developersId: { developersId: 2 }, projectType: { projectType: 1 },
      status: { status: 1 }, completionYear: { completionYear: 3 }, priceFrom: { priceFrom: 2_000_000 }, beds: { beds: "3" },
      areaURL: { areaURL: "dubai-marina" }, developerURL: { developerURL: "emaar-properties" }, projectPageURL: { projectPageURL: "x" },
    }).map(([name, input]) => [name, project(input)] as const),
  };
}

/** The page and count query of every single filter, labelled: what the plan checks read. */
type LabelledQuery = [label: string, query: Parameters<typeof planOf>[2]];

export function singleFilterQueries(db: Db): LabelledQuery[] {
  const { units, projects } = singleFilters();
  return [
    ...units.flatMap(([name, c]): LabelledQuery[] => [
      [`units page ${name}`, unitPageQuery(db, c)],
      [`units count ${name}`, filteredUnits(db, c).select((eb) => eb.fn.countAll().as("n"))],
    ]),
    ...projects.flatMap(([name, c]): LabelledQuery[] => [
      [`projects page ${name}`, projectPageQuery(db, c)],
      [`projects count ${name}`, filteredProjects(db, c).select((eb) => eb.fn.countAll().as("n"))],
    ]),
  ];
}

async function explain(db: Db, dialect: "sqlite" | "postgres"): Promise<number> {
  let scans = 0;
  for (const [label, query] of singleFilterQueries(db)) {
    const plan = await planOf(db, dialect, query);
    const full = fullScans(plan);
    scans += full.length;
    console.log(`  ${full.length ? "FULL SCAN" : "ok       "} ${label.padEnd(34)} ${plan.join(" / ").slice(0, 160)}`);
  }
  return scans;
}

/**
 * PostgreSQL answers the covering-index searches (narrow totals and pages, sparse broad
 * pages, project totals) from the index alone only for table pages its visibility map marks
 * all-visible, which only VACUUM does (autovacuum, when the server runs it: not this
 * machine's). A freshly seeded data set has none, and every index entry then costs a table
 * read (seen at 1M units: p95 120-300 ms instead of about 10 ms). Says so rather than
 * measuring that.
 */
async function warnIfNotVacuumed(db: Db, url: string): Promise<void> {
  const { rows } = await sql<{ relname: string; pages: number; visible: number }>`
    select relname, relpages as pages, relallvisible as visible from pg_class
    where relname in ('units', 'projects') and relkind = 'r' and relnamespace = 'public'::regnamespace`.execute(db);
  const stale = rows.filter((r) => r.pages > 0 && r.visible / r.pages < 0.9);
  if (stale.length) {
    const which = stale.map((r) => `${r.relname} ${Math.round((100 * r.visible) / r.pages)}%`).join(", ");
    console.warn(`\n${url}: few table pages are all-visible (${which}), so index-only scans read the table. Run \`vacuum (analyze)\` on it first.`);
  }
}

/** The generator's data sets that exist on this machine. */
export async function defaultDatabases(): Promise<string[]> {
  const fs = await import("node:fs");
  const pg = (await import("pg")).default;
  const out = ["data/bench-100k.sqlite", "data/bench-1m.sqlite"].filter((f) => fs.existsSync(f)).map((f) => `sqlite:${f}`);
  const admin = process.env.BENCH_PG_URL ?? "postgres://root@127.0.0.1:5432/test";
  const client = new pg.Client({ connectionString: admin });
  try {
    await client.connect();
    const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname in ('bench_100k', 'bench_1m') order by datname desc");
    for (const r of rows) {
      const u = new URL(admin);
      u.pathname = `/${r.datname}`;
      out.push(u.toString());
    }
  } catch {
    // no PostgreSQL server: SQLite only
  } finally {
    await client.end().catch(() => undefined);
  }
  return out;
}

/** The data sets a bench runs on: each `--db URL` given, else the generator's that exist; none (said on stderr) when there are none. */
export async function benchDatabases(args: string[]): Promise<string[]> {
  const given = args.flatMap((a, i) => (args[i - 1] === "--db" ? [a] : []));
  const urls = given.length ? given : await defaultDatabases();
  if (!urls.length) console.error("No data set: run `bash scripts/bench-data.sh` (or `DATABASE_URL=sqlite:data/bench-100k.sqlite npm run db:seed -- --units 100000`), or pass --db URL.");
  return urls;
}

export async function runSearch(args: string[]): Promise<number> {
  const urls = await benchDatabases(args);
  if (!urls.length) return 1;
  const cold = args.includes("--cold");
  const rows: Record<string, string | number>[] = [];
  for (const url of urls) {
    const { db, dialect } = createDb(url);
    try {
      await migrateToLatest(db);
      if (dialect === "postgres") await warnIfNotVacuumed(db, url);
      const count = Number((await db.selectFrom("units").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
      if (args.includes("--explain")) {
        console.log(`\nPlans on ${dialect} (${count} units):`);
        const scans = await explain(db, dialect);
        console.log(`  ${scans} full scan(s) of a listing table`);
      }
      const { units, projects } = await combinations(db);
      for (const [name, ms] of [
        ["searchUnits", await time(units, (c) => searchUnits(db, c), !cold)],
        ["searchProjects", await time(projects, (c) => searchProjects(db, c), !cold)],
      ] as const) {
        rows.push({ database: dialect, units: count, query: name, n: ms.length, "p50 ms": pct(ms, 50).toFixed(1), "p95 ms": pct(ms, 95).toFixed(1), "p99 ms": pct(ms, 99).toFixed(1), "max ms": ms.at(-1)!.toFixed(1) });
      }
    } finally {
      await db.destroy();
    }
  }
  const pass = cold ? "one cold pass (--cold)" : "timed after an untimed pass over the same combinations";
  console.log(`\nSearch: ${COMBINATIONS} fixed filter combinations, page + total, ${pass} (target p95 < 25 ms at 1,000,000 units)\n`);
  printTable(rows);
  return 0;
}
