/**
 * `npm run bench -- feeds [--export-only | --import-only] [--sizes 10000,100000] [--dialects sqlite,postgres]`:
 * the portal feeds, on copies (never the originals) of the 100,000-unit data sets of
 * `scripts/bench-data.sh` (SQLite `data/bench-100k.sqlite`, PostgreSQL `bench_100k`).
 * - Export: both formats streamed whole from the copy (time, bytes, listings, the process's peak
 *   memory while it ran).
 * - Import: a Property Finder feed of N generated listings (names of the data set's areas and
 *   agents, no photos) into a fresh demo database (migrated and seeded), then the same feed again
 *   (nothing to write): listings per second and peak memory of each run. Each import runs in a
 *   process of its own (bench/feeds-import-one.ts), so its peak RSS is the import's alone.
 *   `--baseline <checkout>` runs that checkout's importer too, on a database of its own, in the
 *   same bench run (before/after on the same machine at the same time); `--baseline-sizes`
 *   limits it (the old importer took hours for 100,000 on PostgreSQL).
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import SQLite from "better-sqlite3";
import { createDb, type Db } from "../app/platform/db/client.server.ts";
import { migrateToLatest } from "../app/platform/db/migrate.server.ts";
import { exportFeed } from "../app/modules/feeds/export.server.ts";
import { seedDatabase } from "../demo/seed.server.ts";
import { diskMediaFiles } from "../app/platform/media/media-disk.server.ts";
import { printTable } from "./lib/server.ts";
import { rng } from "./search.ts";

const ADMIN = process.env.BENCH_PG_URL ?? "postgres://root@127.0.0.1:5432/test";
const pgUrl = (name: string) => {
  const u = new URL(ADMIN);
  u.pathname = `/${name}`;
  return u.toString();
};

async function pgAdmin(sqlText: string): Promise<void> {
  const c = new pg.Client({ connectionString: ADMIN });
  await c.connect();
  try {
    await c.query(sqlText);
  } finally {
    await c.end();
  }
}

/** Peak RSS (MB) while `work` runs, sampled every 50 ms, and the RSS before it started. */
async function measured<T>(work: () => Promise<T>): Promise<{ value: T; ms: number; peakMb: number; startMb: number }> {
  global.gc?.();
  let peak = process.memoryUsage.rss();
  const startMb = Math.round(peak / 1024 / 1024);
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 50);
  const t0 = performance.now();
  try {
    const value = await work();
    return { value, ms: performance.now() - t0, peakMb: Math.round(Math.max(peak, process.memoryUsage.rss()) / 1024 / 1024), startMb };
  } finally {
    clearInterval(timer);
  }
}

type Copy = { url: string; label: string; db: Db; drop: () => Promise<void> };

async function copyOfBench(dialect: "sqlite" | "postgres"): Promise<Copy | null> {
  const id = crypto.randomBytes(3).toString("hex");
  if (dialect === "sqlite") {
    const source = "data/bench-100k.sqlite";
    if (!fs.existsSync(source)) return null;
    const file = path.join("data", `bench-feeds-${id}.sqlite`);
    await new SQLite(source, { readonly: true }).backup(file);
    const { db } = createDb(`sqlite:${file}`);
    return { url: `sqlite:${file}`, label: "SQLite", db, drop: async () => { await db.destroy(); for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true }); } };
  }
  const name = `bench_feeds_${id}`;
  try {
    await pgAdmin(`create database ${name} template bench_100k`);
  } catch (e) {
    console.error(`PostgreSQL copy of bench_100k not made: ${(e as Error).message}`);
    return null;
  }
  const { db } = createDb(pgUrl(name), { poolSize: 4 });
  return { url: pgUrl(name), label: "PostgreSQL", db, drop: async () => { await db.destroy(); await pgAdmin(`drop database if exists ${name} with (force)`); } };
}

export async function freshDemo(dialect: "sqlite" | "postgres"): Promise<Copy> {
  const id = crypto.randomBytes(3).toString("hex");
  let copy: Copy;
  if (dialect === "sqlite") {
    const file = path.join("data", `bench-feeds-import-${id}.sqlite`);
    const { db } = createDb(`sqlite:${file}`);
    copy = { url: `sqlite:${file}`, label: "SQLite", db, drop: async () => { await db.destroy(); for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true }); } };
  } else {
    const name = `bench_feeds_import_${id}`;
    await pgAdmin(`create database ${name}`);
    const { db } = createDb(pgUrl(name), { poolSize: 4 });
    copy = { url: pgUrl(name), label: "PostgreSQL", db, drop: async () => { await db.destroy(); await pgAdmin(`drop database if exists ${name} with (force)`); } };
  }
  await migrateToLatest(copy.db);
  await seedDatabase(copy.db, { media: diskMediaFiles(process.env.MEDIA_DIR ?? "data/test-media") });
  return copy;
}

/** A Property Finder feed of `n` listings written by us: the data set's areas and agents, varied kinds and prices. */
export async function generatedFeed(db: Db, n: number): Promise<string> {
  const areas = (await db.selectFrom("areas").select("name").where("emirate_id", "=", 1).execute()).map((a) => a.name);
  const agents = await db.selectFrom("agents").select(["name", "email", "phone", "brn"]).execute();
  const r = rng(2126);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const kinds = [["AP", "apartment"], ["VH", "villa"], ["TH", "townhouse"], ["PH", "penthouse"]] as const;
  const file = path.join(os.tmpdir(), `bench-feed-${n}.xml`);
  const out = fs.createWriteStream(file);
  const write = (s: string) => (out.write(s) ? Promise.resolve() : new Promise<void>((res) => out.once("drain", () => res())));
  await write(`<?xml version="1.0" encoding="UTF-8"?>\n<list last_update="2026-11-26 08:00:00" listing_count="${n}">\n`);
  for (let i = 1; i <= n; i++) {
    const [code, word] = pick(kinds);
    const rent = r() < 0.4;
    const beds = 1 + Math.floor(r() * 5);
    const area = pick(areas);
    const a = pick(agents);
    const price = rent ? 40_000 + Math.floor(r() * 400) * 1000 : 600_000 + Math.floor(r() * 9000) * 1000;
    await write(
      `<property><reference_number>BENCH-${i}</reference_number><permit_number>71${String(i).padStart(8, "0")}</permit_number>` +
        `<offering_type>${rent ? "RR" : "RS"}</offering_type><property_type>${code}</property_type>` +
        (rent ? `<price><yearly>${price}</yearly></price>` : `<price>${price}</price>`) +
        `<city>Dubai</city><community>${area}</community><title_en>${beds}-bedroom ${word} in ${area}, listing ${i}</title_en>` +
        `<description_en><![CDATA[<p>A ${beds}-bedroom ${word} in ${area}, close to schools and shops.</p>]]></description_en>` +
        `<size>${500 + Math.floor(r() * 4000)}</size><bedroom>${beds}</bedroom><bathroom>${beds}</bathroom><private_amenities>BA,SP,SY</private_amenities>` +
        `<agent><name>${a.name}</name><email>${a.email}</email><phone>${a.phone}</phone><license_no>${a.brn}</license_no></agent>` +
        `<geopoints>${(55.1 + r() * 0.3).toFixed(5)},${(25.0 + r() * 0.2).toFixed(5)}</geopoints></property>\n`,
    );
  }
  await write("</list>\n");
  await new Promise<void>((res) => out.end(() => res()));
  return file;
}

const run = promisify(execFile);

async function importInChild(url: string, file: string, root?: string): Promise<{ ms: number; added: number; unchanged: number; rejected: number; peakRssMb: number }> {
  const script = path.join(import.meta.dirname, "feeds-import-one.ts");
  const { stdout } = await run(process.execPath, [script, url, file, ...(root ? [root] : [])], { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, LOG_LEVEL: "warn" } });
  return JSON.parse(stdout.trim().split("\n").at(-1)!);
}

export async function runFeeds(args: string[]): Promise<number> {
  const opt = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const dialects = (opt("--dialects") ?? "sqlite,postgres").split(",") as ("sqlite" | "postgres")[];
  const sizes = (opt("--sizes") ?? "10000,100000").split(",").map(Number);
  const baseline = opt("--baseline");
  const baselineSizes = (opt("--baseline-sizes") ?? opt("--sizes") ?? "10000").split(",").map(Number);

  if (!args.includes("--import-only")) {
    const rows: Record<string, string | number>[] = [];
    for (const dialect of dialects) {
      const copy = await copyOfBench(dialect);
      if (!copy) continue;
      try {
        await migrateToLatest(copy.db);
        for (const format of ["pf", "bayut"] as const) {
          let bytes = 0;
          let listings = 0;
          const m = await measured(async () => {
            for await (const chunk of exportFeed(copy.db, format, { siteUrl: "https://homes.example" })) {
              bytes += Buffer.byteLength(chunk);
              listings += (chunk.match(format === "pf" ? /<property /g : /<Property>/g) ?? []).length;
            }
          });
          rows.push({ database: copy.label, feed: format, listings, MB: (bytes / 1024 / 1024).toFixed(1), seconds: (m.ms / 1000).toFixed(1), "listings/s": Math.round(listings / (m.ms / 1000)), "RSS before MB": m.startMb, "peak RSS MB": m.peakMb });
        }
      } finally {
        await copy.drop();
      }
    }
    console.log("\nExport (streamed whole, 100,000-unit data set):");
    printTable(rows);
  }

  if (!args.includes("--export-only")) {
    const rows: Record<string, string | number>[] = [];
    const codes: { label: string; root: string | undefined }[] = [{ label: "this", root: undefined }];
    if (baseline) codes.push({ label: "baseline", root: path.resolve(baseline) });
    for (const dialect of dialects) {
      for (const n of sizes) {
        for (const code of codes) {
          if (code.root && !baselineSizes.includes(n)) continue;
          const target = await freshDemo(dialect);
          try {
            const file = await generatedFeed(target.db, n);
            for (const pass of ["first", "again"] as const) {
              const one = await importInChild(target.url, file, code.root);
              rows.push({
                code: code.label, database: target.label, listings: n, run: pass, added: one.added, unchanged: one.unchanged, rejected: one.rejected,
                seconds: (one.ms / 1000).toFixed(1), "listings/s": Math.round(n / (one.ms / 1000)), "peak RSS MB": one.peakRssMb,
              });
              console.log(`  ${code.label} ${target.label} ${n} ${pass}: ${(one.ms / 1000).toFixed(1)} s, ${one.peakRssMb} MB`);
            }
            fs.rmSync(file, { force: true });
          } finally {
            await target.drop();
          }
        }
      }
    }
    console.log("\nImport (generated Property Finder feed, no photos; 'again' = the same feed a second time; peak RSS of the importing process):");
    printTable(rows);
  }
  return 0;
}
