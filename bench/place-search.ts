/**
 * `npm run bench -- place-search [--db URL …] [--buildings 20000] [--projects 5000]`: the search
 * bars' place suggestions (app/modules/places). On each data set of `scripts/bench-data.sh` (1M
 * units on SQLite and PostgreSQL; or the --db given), it first brings the places up to the sizes
 * asked for, as the write path would hold them: buildings with Dubai-style names spread over the
 * areas (the units of each area shared among them) and projects, then the whole place index written
 * again (timed: what the seed and a demo removal pay). Then the in-memory index is loaded (timed:
 * the first search after a data change pays it) and 2,000 typed texts are asked for as the
 * endpoint asks (two letters, word prefixes in any order, aliases, typos, Arabic), p50/p95/p99
 * per kind of text, plus the answer's gzipped size for 10 suggestions.
 */
import { gzipSync } from "node:zlib";
import { parseArgs } from "node:util";
import { createDb, type Db } from "../app/platform/db/client.server.ts";
import { migrateToLatest } from "../app/platform/db/migrate.server.ts";
import { clearAllCaches } from "../app/platform/cache/cache.server.ts";
import { refreshPlaces, suggestPlaces } from "../app/modules/places/index.server.ts";
import { printTable } from "./lib/server.ts";
import { benchDatabases, pct, rng } from "./search.ts";

const FIRST = ["Marina", "Creek", "Palm", "Burj", "Bay", "Golf", "Vista", "Park", "Harbour", "Sky", "Crystal", "Emerald", "Lagoon", "Oasis", "Royal", "Pearl"];
const SECOND = ["Gate", "Tower", "Heights", "Residence", "Views", "Court", "Point", "Terrace", "Plaza", "Gardens"];
const TEXTS: Record<string, string[]> = {
  "two letters": ["ma", "du", "ju", "bu", "cr", "pa", "em", "da"],
  prefixes: ["marina g", "gate mar", "burj vis", "jumeirah vil", "dubai hills", "creek hei", "palm tow", "business b"],
  aliases: ["jvc", "jlt", "downtown", "the palm", "marsa dubai", "jbr"],
  typos: ["dubia marnia", "jumierah", "bussiness bay", "emaar propertes", "crek harbour", "palm jumeria"],
  arabic: ["مارينا", "دبي", "اعمار", "قرية جميرا", "مرسى دبي", "برج"],
};

const count = async (db: Db, table: "buildings" | "projects" | "units" | "areas") =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

/** Adds buildings up to `target`, named from the word lists and numbered, spread over the areas, each given a share of its area's units. */
async function addBuildings(db: Db, target: number): Promise<void> {
  const have = await count(db, "buildings");
  if (have >= target) return;
  const areas = (await db.selectFrom("areas").select("id").orderBy("id").execute()).map((a) => Number(a.id));
  const r = rng(20261201);
  const now = new Date().toISOString();
  for (let i = have; i < target; i += 500) {
    const rows = Array.from({ length: Math.min(500, target - i) }, (_, k) => {
      const n = i + k;
      const name = `${FIRST[Math.floor(r() * FIRST.length)]} ${SECOND[Math.floor(r() * SECOND.length)]} ${n + 1}`;
      return { name, name_ar: null, name_key: name.toLowerCase().replace(/[^a-z0-9]/g, ""), slug: `bench-building-${n + 1}`, area_id: areas[n % areas.length]!, project_id: null, developer_id: null, created_at: now };
    });
    await db.insertInto("buildings").values(rows).execute();
  }
  // Each unit in one of its area's buildings (by id): the counts the index stores are real.
  const buildings = await db.selectFrom("buildings").select(["id", "area_id"]).orderBy("id").execute();
  const byArea = new Map<number, number[]>();
  for (const b of buildings) byArea.set(Number(b.area_id), [...(byArea.get(Number(b.area_id)) ?? []), Number(b.id)]);
  for (const [area, ids] of byArea) {
    for (const [k, id] of ids.entries()) {
      await db.updateTable("units").set({ building_id: id }).where("area_id", "=", area).where("building_id", "is", null).where((eb) => eb(eb.ref("id"), "%", ids.length), "=", k).execute();
    }
  }
}

async function benchOne(url: string, opts: { buildings: number; projects: number }): Promise<void> {
  const { db } = createDb(url);
  try {
    await migrateToLatest(db);
    await addBuildings(db, opts.buildings);
    let t = performance.now();
    await refreshPlaces(db, "all");
    const rebuildMs = performance.now() - t;
    clearAllCaches();
    t = performance.now();
    await suggestPlaces(db, "warm", "en");
    const loadMs = performance.now() - t;
    const sizes = { units: await count(db, "units"), buildings: await count(db, "buildings"), projects: await count(db, "projects"), areas: await count(db, "areas") };
    console.log(`\n${url.replace(/:[^:@/]*@/, ":***@")}: ${JSON.stringify(sizes)}; index written in ${rebuildMs.toFixed(0)} ms, loaded in ${loadMs.toFixed(0)} ms`);
    if (sizes.projects < opts.projects) console.log(`(only ${sizes.projects} projects: the data set has fewer than the ${opts.projects} asked for)`);
    const rows: Record<string, string | number>[] = [];
    const all: number[] = [];
    let largest = 0;
    for (const [kind, texts] of Object.entries(TEXTS)) {
      const times: number[] = [];
      for (let i = 0; i < 400; i++) {
        const text = texts[i % texts.length]!;
        const start = performance.now();
        const found = await suggestPlaces(db, text, i % 2 ? "ar" : "en");
        times.push(performance.now() - start);
        largest = Math.max(largest, gzipSync(JSON.stringify({ suggestions: found })).length);
      }
      times.sort((a, b) => a - b);
      all.push(...times);
      rows.push({ texts: kind, p50: pct(times, 50).toFixed(2), p95: pct(times, 95).toFixed(2), p99: pct(times, 99).toFixed(2) });
    }
    all.sort((a, b) => a - b);
    rows.push({ texts: "all (ms)", p50: pct(all, 50).toFixed(2), p95: pct(all, 95).toFixed(2), p99: pct(all, 99).toFixed(2) });
    printTable(rows);
    console.log(`largest answer: ${largest} bytes gzipped`);
  } finally {
    await db.destroy();
  }
}

export async function runPlaceSearch(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { db: { type: "string", multiple: true }, buildings: { type: "string", default: "20000" }, projects: { type: "string", default: "5000" } } });
  const urls = await benchDatabases(args);
  if (!urls.length) return 1;
  for (const url of urls) await benchOne(url, { buildings: Number(values.buildings), projects: Number(values.projects) });
  return 0;
}
