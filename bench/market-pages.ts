/**
 * `npm run bench -- market-pages [--db URL] [--duration 5] [--connections 20] [--rounds 3] [--port 3196]`: what a market
 * section costs a page. Two uncached servers of the same build (page cache off): one on --db (default
 * data/bench-market.sqlite, filled by `bench -- market-import`), one on a copy of it whose market figures
 * and sales are emptied (the section's reads find nothing and it says so in one line: the page as it was
 * before the market data). For an area page (the area with the most sales), a project page (the project
 * with the most) and a unit page (a sale in that area), requests a second and CPU time per request
 * of both, alternated, median of --rounds; the ratio is the page with its section ÷ without.
 */
import fs from "node:fs";
import { sql } from "kysely";
import pg from "pg";
import { createDb, type Db } from "../app/platform/db/client.server.ts";
import { listingHref } from "../app/modules/listings/index.ts";
import { cannon, cpuMs } from "./http.ts";
import { printTable, startBuiltServer } from "./lib/server.ts";

const arg = (args: string[], name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const median = (xs: number[]) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A copy of the database without market figures or sales: SQLite copies the file, PostgreSQL clones the database. */
async function emptiedCopy(url: string): Promise<string> {
  let copy: string;
  if (url.startsWith("sqlite:")) {
    const file = url.slice("sqlite:".length);
    copy = `sqlite:${file.replace(/\.sqlite$/, "")}-no-market.sqlite`;
    fs.copyFileSync(file, copy.slice("sqlite:".length));
  } else {
    const name = decodeURIComponent(new URL(url).pathname.slice(1));
    const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: "/postgres" }).toString() });
    await admin.connect();
    await admin.query(`drop database if exists "${name}_no_market"`);
    await admin.query(`create database "${name}_no_market" template "${name}"`);
    await admin.end();
    copy = Object.assign(new URL(url), { pathname: `/${name}_no_market` }).toString();
  }
  const { db } = createDb(copy);
  for (const t of ["market_stats", "market_sales"] as const) await db.deleteFrom(t).execute();
  await sql`analyze`.execute(db);
  // Compacted, so the copy's reads do not walk the freed pages of the rows just deleted (SQLite keeps them in the file).
  if (copy.startsWith("sqlite:")) await sql`vacuum`.execute(db);
  await db.destroy();
  return copy;
}

async function targets(db: Db) {
  const top = (scope: "area" | "project") =>
    db.selectFrom("market_stats").select(["scope_id", (eb) => eb.fn.sum<number>("count").as("n")])
      .where("measure", "=", "sale").where("scope", "=", scope).where("rooms", "=", -1).where("period", "like", "20__-__")
      .groupBy("scope_id").orderBy("n", "desc").limit(1).executeTakeFirstOrThrow();
  const area = await db.selectFrom("areas").select(["id", "page_url"]).where("id", "=", (await top("area")).scope_id).executeTakeFirstOrThrow();
  const project = await db.selectFrom("projects").select(["id", "page_url"]).where("id", "=", (await top("project")).scope_id).executeTakeFirstOrThrow();
  const unit = await db.selectFrom("units").select(["id", "page_url"]).where("area_id", "=", area.id).where("purpose_id", "=", 1).where("is_active", "=", 1).orderBy("id").executeTakeFirstOrThrow();
  return [
    { name: `area (/area/${area.page_url})`, path: `/area/${area.page_url}` },
    { name: "project detail", path: listingHref({ kind: "project", slug: project.page_url, id: project.id }) },
    { name: "unit detail (sale)", path: listingHref({ kind: "unit", slug: unit.page_url, id: unit.id }) },
  ];
}

export async function runMarketPages(args: string[]): Promise<number> {
  const url = arg(args, "db", "sqlite:data/bench-market.sqlite");
  const duration = Number(arg(args, "duration", "5"));
  const connections = Number(arg(args, "connections", "20"));
  const rounds = Number(arg(args, "rounds", "3"));
  const port = Number(arg(args, "port", "3196"));
  const { db } = createDb(url);
  const pages = await targets(db);
  await db.destroy();
  const without = await emptiedCopy(url);
  const env = { PAGE_CACHE_TTL_MS: "0" };
  const servers = { with: await startBuiltServer({ port, databaseUrl: url, env }), without: await startBuiltServer({ port: port + 1, databaseUrl: without, env }) };
  try {
    const rows: Record<string, string | number>[] = [];
    for (const p of pages) {
      const got: Record<"with" | "without", { rps: number[]; cpu: number[] }> = { with: { rps: [], cpu: [] }, without: { rps: [], cpu: [] } };
      for (const s of ["with", "without"] as const) {
        const res = await fetch(servers[s].url + p.path);
        if (!res.ok) throw new Error(`${p.path} answered ${res.status} ${s} market data`);
        await cannon(servers[s].url + p.path, { connections, duration: 2 });
      }
      for (let r = 0; r < rounds; r++) {
        for (const s of ["with", "without"] as const) {
          const before = cpuMs(servers[s].child.pid);
          const out = await cannon(servers[s].url + p.path, { connections, duration });
          got[s].rps.push(out.rps);
          got[s].cpu.push((cpuMs(servers[s].child.pid) - before) / Math.max(1, out.total));
        }
      }
      const w = { rps: median(got.with.rps), cpu: median(got.with.cpu) };
      const wo = { rps: median(got.without.rps), cpu: median(got.without.cpu) };
      rows.push({
        page: p.name, "with section req/s": w.rps, "without req/s": wo.rps, "req/s with ÷ without": (w.rps / wo.rps).toFixed(2),
        "CPU ms with": w.cpu.toFixed(2), "CPU ms without": wo.cpu.toFixed(2),
      });
    }
    console.log(`${url} (uncached, ${connections} connections, median of ${rounds} runs of ${duration} s each)`);
    printTable(rows);
    return 0;
  } finally {
    await Promise.all([servers.with.stop(), servers.without.stop()]);
  }
}
