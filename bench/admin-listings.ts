/**
 * `npm run bench -- admin-listings [--db URL …] [--explain] [--cold]`: the back office's unit and
 * project tables (app/modules/listings/queries/admin-listings.server.ts). 200 fixed table views per kind (an
 * editor's and an agent's, with search, filters, each sort both ways, some deep in the list through
 * a keyset cursor), each a whole page: ids, rows, photos and the capped total; p50/p95/p99 per
 * database, apart for page 1, deep pages and searches for words inside the titles. Without --db: the data sets of `scripts/bench-data.sh` that exist (see bench/search.ts).
 * --explain prints the page and count plans of every single filter and sort, marking full scans.
 */
import { sql } from "kysely";
import { createDb, type Db, type DialectName } from "../app/platform/db/client.server.ts";
import { migrateToLatest } from "../app/platform/db/migrate.server.ts";
import { adminListListings, adminPageQuery } from "../app/modules/listings/queries/admin-listings.server.ts";
import { ADMIN_SORTS, adminListingCriteria, encodeCursor, type AdminListingCriteria, type AdminListingCriteriaInput } from "../app/modules/listings/admin/listing-criteria.ts";
import { LISTING_STATES, type ListingKind } from "../app/modules/listings/listing-input.ts";
import type { Actor } from "../app/modules/staff/scope.ts";
import { fullScans, planOf } from "./lib/plans.ts";
import { printTable } from "./lib/server.ts";
import { benchDatabases, rng, pct } from "./search.ts";

export const VIEWS = 200;
/** "Today" for the permit filter: fixed, so every run asks the same. */
export const BENCH_NOW = new Date("2026-11-25T12:00:00.000Z");

export const editor: Actor = { staffId: 1, name: "Bench editor", role: "editor", agentId: null };
export const agentActor = (agentId: number): Actor => ({ staffId: 2, name: "Bench agent", role: "agent", agentId });

type View = { kind: ListingKind; actor: Actor; criteria: AdminListingCriteria; label: string };

const ids = async (db: Db, table: "purposes" | "statuses" | "property_types" | "areas" | "agents") =>
  (await db.selectFrom(table).select("id").orderBy("id").execute()).map((r) => Number(r.id));

/** A cursor about `depth` rows into the table in this sort (read once, untimed): a deep page. */
async function deepCursor(db: Db, kind: ListingKind, c: AdminListingCriteria, depth: number): Promise<string | undefined> {
  const table = kind === "unit" ? "units" : "projects";
  const column = { updated: "updated_at", price: kind === "unit" ? "price" : "starting_price", published: "coalesce(published_at, '')", title: kind === "unit" ? "title" : "name", quality: "quality_score" }[c.sort];
  const { rows } = await sql<{ id: number; v: string | number }>`select id, ${sql.raw(column)} as v from ${sql.table(table)} order by ${sql.raw(column)} ${sql.raw(c.dir)}, id ${sql.raw(c.dir)} limit 1 offset ${depth}`.execute(db);
  const r = rows[0];
  return r ? encodeCursor({ sort: c.sort, id: Number(r.id), value: String(r.v) }) : undefined;
}

/** Search texts: title words (common and rare), a CRM reference, a permit number, an id, nothing found. */
async function searchTexts(db: Db, kind: ListingKind): Promise<string[]> {
  const table = kind === "unit" ? "units" : "projects";
  const row = await db.selectFrom(table).select(["id", "crm_ref", "permit_number"]).orderBy("id").limit(1).offset(37).executeTakeFirst();
  return ["marina", "villa with", "penthouse", "sea view", "zq-nothing", row?.crm_ref ?? "SKY-00038", row?.permit_number ?? "7100000122", String(row?.id ?? 38)];
}

export async function views(db: Db): Promise<View[]> {
  const [purposes, statuses, types, areas, agents] = await Promise.all((["purposes", "statuses", "property_types", "areas", "agents"] as const).map((t) => ids(db, t)));
  const r = rng(20261126);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const maybe = <T>(p: number, v: () => T, none: T) => (r() < p ? v() : none);
  const out: View[] = [];
  for (const kind of ["unit", "project"] as const) {
    const texts = await searchTexts(db, kind);
    for (let i = 0; i < VIEWS; i++) {
      const actor = r() < 0.3 ? agentActor(pick(agents!)) : editor;
      const input: AdminListingCriteriaInput = {
        q: maybe(0.2, () => pick(texts), ""),
        purpose: kind === "unit" ? maybe(0.3, () => pick(purposes!), 0) : 0,
        type: maybe(0.3, () => pick(types!), 0),
        status: maybe(0.2, () => pick(statuses!), 0),
        area: maybe(0.3, () => pick(areas!), 0),
        agent: actor.role === "agent" ? 0 : maybe(0.15, () => pick(agents!), 0),
        state: maybe(0.2, () => pick(LISTING_STATES), undefined),
        expiring: r() < 0.1,
        sort: pick(ADMIN_SORTS),
        dir: r() < 0.6 ? "desc" : "asc",
        pageSize: 50,
      };
      let criteria = adminListingCriteria(input);
      const deep = r() < 0.2;
      if (deep) criteria = { ...criteria, after: await deepCursor(db, kind, criteria, pick([5_000, 20_000, 50_000])) };
      // Title words, measured apart: found through the terms index (migration 2026-11-26-06), where they once read every title in scope.
      const words = criteria.q !== "" && !/^\d+$/.test(criteria.q) && !texts.slice(5).includes(criteria.q);
      out.push({ kind, actor, criteria, label: words ? "title words" : deep ? "deep" : "page 1" });
    }
  }
  return out;
}

async function time(items: View[], db: Db, warm: boolean): Promise<number[]> {
  const run = (v: View) => adminListListings(db, v.kind, v.actor, v.criteria, BENCH_NOW);
  if (warm) for (const v of items) await run(v);
  const out: number[] = [];
  for (const v of items) {
    const t = performance.now();
    await run(v);
    out.push(performance.now() - t);
  }
  return out.sort((a, b) => a - b);
}

/** One view per filter and per sort, alone, for an editor and an agent: what the plan checks read. */
export function singleViews(): [label: string, kind: ListingKind, actor: Actor, criteria: AdminListingCriteria][] {
  const inputs: Record<string, AdminListingCriteriaInput> = {
    none: {}, purpose: { purpose: 1 }, type: { type: 2 }, status: { status: 1 }, area: { area: 2 }, agent: { agent: 1 },
    draft: { state: "draft" }, archived: { state: "archived" }, expiring: { expiring: true }, "search words": { q: "marina" }, "search two words": { q: "mar vi" },
    "search ref": { q: "SKY-00001" }, "price asc": { sort: "price", dir: "asc" }, "price desc": { sort: "price" },
    published: { sort: "published" }, "title asc": { sort: "title", dir: "asc" }, "updated after": { after: "updated~5~2026-11-25T17:00:00.000Z" },
    "title after": { sort: "title", after: "title~5~M" },
  };
  const out: ReturnType<typeof singleViews> = [];
  for (const kind of ["unit", "project"] as const) {
    for (const [name, input] of Object.entries(inputs)) {
      out.push([`${kind} ${name}`, kind, editor, adminListingCriteria(input)]);
    }
    out.push([`${kind} agent's own`, kind, agentActor(1), adminListingCriteria({})]);
    out.push([`${kind} agent's own by price`, kind, agentActor(1), adminListingCriteria({ sort: "price" })]);
  }
  return out;
}

export async function singleViewPlans(db: Db, dialect: DialectName): Promise<{ label: string; plan: string[] }[]> {
  const out = [];
  for (const [label, kind, actor, criteria] of singleViews()) {
    // Both forms of the page: many matches (walk the sort's index) and few (the filters' indexes).
    for (const walkSort of [true, false]) {
      const { page } = await adminPageQuery(db, kind, actor, criteria, BENCH_NOW, walkSort);
      out.push({ label: `${label} page${walkSort ? "" : " (few)"}`, plan: await planOf(db, dialect, page) });
    }
    const { count, terms } = await adminPageQuery(db, kind, actor, criteria, BENCH_NOW, false);
    out.push({ label: `${label} count`, plan: await planOf(db, dialect, count) });
    if (terms) {
      // A title search: the terms index's ranges, and the broad form (the ranges as subqueries of the page and the count).
      out.push({ label: `${label} terms`, plan: await planOf(db, dialect, terms) });
      for (const walkSort of [true, false]) {
        const broad = await adminPageQuery(db, kind, actor, criteria, BENCH_NOW, walkSort, 0);
        out.push({ label: `${label} broad page${walkSort ? "" : " (few)"}`, plan: await planOf(db, dialect, broad.page) });
        if (!walkSort) out.push({ label: `${label} broad count`, plan: await planOf(db, dialect, broad.count) });
      }
    }
  }
  return out;
}

export async function runAdminListings(args: string[]): Promise<number> {
  const urls = await benchDatabases(args);
  if (!urls.length) return 1;
  const cold = args.includes("--cold");
  const rows: Record<string, string | number>[] = [];
  for (const url of urls) {
    const { db, dialect } = createDb(url);
    try {
      await migrateToLatest(db);
      const count = Number((await db.selectFrom("units").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
      if (args.includes("--explain")) {
        console.log(`\nPlans on ${dialect} (${count} units):`);
        for (const { label, plan } of await singleViewPlans(db, dialect)) {
          console.log(`  ${fullScans(plan).length ? "FULL SCAN" : "ok       "} ${label.padEnd(36)} ${plan.join(" / ").slice(0, 200)}`);
        }
      }
      const all = await views(db);
      for (const kind of ["unit", "project"] as const) {
        for (const label of ["page 1", "deep", "title words"]) {
          const items = all.filter((v) => v.kind === kind && v.label === label);
          if (!items.length) continue;
          const ms = await time(items, db, !cold);
          rows.push({ database: dialect, units: count, table: `${kind}s, ${label}`, n: ms.length, "p50 ms": pct(ms, 50).toFixed(1), "p95 ms": pct(ms, 95).toFixed(1), "p99 ms": pct(ms, 99).toFixed(1), "max ms": ms.at(-1)!.toFixed(1) });
        }
      }
      if (args.includes("--slowest")) {
        const timed = [];
        for (const v of all) {
          const t = performance.now();
          await adminListListings(db, v.kind, v.actor, v.criteria, BENCH_NOW);
          timed.push({ ms: performance.now() - t, v });
        }
        for (const { ms, v } of timed.sort((a, b) => b.ms - a.ms).slice(0, 8)) {
          const { pageSize: _p, ...c } = v.criteria;
          console.log(`  ${ms.toFixed(1)} ms ${v.kind} ${v.actor.role} ${JSON.stringify(Object.fromEntries(Object.entries(c).filter(([, x]) => x !== "" && x !== 0 && x !== false && x !== undefined)))}`);
        }
      }
    } finally {
      await db.destroy();
    }
  }
  const pass = cold ? "one cold pass (--cold)" : "timed after an untimed pass over the same views";
  console.log(`\nStaff tables: ${VIEWS} fixed views per kind (30% an agent's), page of 50 + rows + photos + total (capped at 10,000), ${pass}\n`);
  printTable(rows);
  return 0;
}
