/**
 * `npm run bench -- http [--db URL] [--duration 5] [--warmup 2] [--connections 50] [--port 3194] [--accept-encoding "br, gzip"]`:
 * requests a second and p99 latency of the built site, with autocannon running in a second
 * process (50 connections), for home, unit list, unit detail, project detail, a blog, a read
 * API call and the simplest page; once on a server with the page cache off (uncached) and
 * once with it on (cached). In the same run, two yardsticks:
 * - a bare React Router page (bench/bare: one route of static text, no data, built here and
 *   served by Express 5 + @react-router/express with the same compression middleware);
 * - each target's own answer served as a static file by a bare Node server (the limit).
 * Each measurement follows a --warmup run of the same requests (seconds, not counted): a fresh
 * server's first seconds (JIT, caches) ran home, the first target, at half its steady rate.
 * Beside req/s, each server's CPU time per request (from /proc; on PostgreSQL also the database's
 * processes), and React's floor for each page (bench/lib/react-floor.ts): the best uncached ÷ bare
 * ratio that page's markup allows.
 * The issue's targets: uncached pages ≥ 0.5 × the bare page; cached ≥ 0.5 × the static file.
 * Needs a build (`npm run build`). The database: data/bench-site.sqlite, or --db (a PostgreSQL URL:
 * the database is created if missing, and the server seeds its demo content into an empty one).
 * Ports: --port and the next three.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import pg from "pg";
import { firstLink } from "./lib/assets.ts";
import { reactFloorsMs } from "./lib/react-floor.ts";
import { printTable, startBuiltServer } from "./lib/server.ts";

type Result = { rps: number; p99: number; non2xx: number; total: number };
type Target = { name: string; path: string; method?: string; body?: string };

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

function arg(args: string[], name: string, fallback: number): number {
  const value = option(args, name);
  return value === undefined ? fallback : Number(value);
}

/** autocannon in its own process, so the load generator does not share the server's CPU. */
export function cannon(url: string, opts: { connections: number; duration: number; method?: string; body?: string; encoding?: string }): Promise<Result> {
  const argv = ["node_modules/autocannon/autocannon.js", "-j", "-c", String(opts.connections), "-d", String(opts.duration)];
  if (opts.method) argv.push("-m", opts.method, "-H", "content-type=application/json", "-b", opts.body ?? "{}");
  if (opts.encoding) argv.push("-H", `accept-encoding=${opts.encoding}`);
  argv.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, argv, { stdio: ["ignore", "pipe", "ignore"] });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d));
    child.on("error", reject);
    child.on("exit", () => {
      try {
        const r = JSON.parse(out) as { requests: { average: number; total: number }; latency: { p99: number }; non2xx: number };
        resolve({ rps: Math.round(r.requests.average), p99: r.latency.p99, non2xx: r.non2xx, total: r.requests.total });
      } catch (error) {
        reject(new Error(`autocannon output: ${out.slice(0, 200)} (${String(error)})`));
      }
    });
  });
}

const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout) || 100;

/** CPU time a process has used (user + system), in ms, from /proc: less noisy than req/s on a shared machine. */
export function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/** CPU time of every PostgreSQL server process (its backends run the pages' queries on the same cores), in ms. */
function postgresCpuMs(): number {
  let total = 0;
  for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres") total += cpuMs(Number(pid));
    } catch {
      // the process ended while we looked
    }
  }
  return total;
}

/** Creates a PostgreSQL database named by the URL if its server does not have it yet. */
async function ensurePgDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: "/postgres" }).toString() });
  await admin.connect();
  try {
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (!found.rowCount) await admin.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
}

async function waitForUrl(url: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Builds the bare React Router app (bench/bare) and starts its server. */
async function startBare(port: number): Promise<ChildProcess> {
  const built = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.cjs", "build", "bench/bare"], { stdio: ["ignore", "ignore", "inherit"] });
  if (built.status !== 0) throw new Error("building bench/bare failed");
  const child = spawn(process.execPath, ["bench/bare/server.ts"], { env: { ...process.env, NODE_ENV: "production", PORT: String(port) }, stdio: "ignore" });
  await waitForUrl(`http://127.0.0.1:${port}/`);
  return child;
}

/** The limit: each answer as a file, read and sent by a bare Node HTTP server (one process). */
async function startStatic(port: number, files: string[]): Promise<ChildProcess> {
  const script = `const http=require("node:http"),fs=require("node:fs");const files=${JSON.stringify(files)};http.createServer((q,s)=>{const f=files[Number(q.url.slice(1))];fs.readFile(f,(e,b)=>{s.writeHead(200,{"content-type":f.endsWith(".json")?"application/json":"text/html; charset=utf-8"});s.end(b)})}).listen(${port},"127.0.0.1")`;
  const child = spawn(process.execPath, ["-e", script], { stdio: "ignore" });
  await waitForUrl(`http://127.0.0.1:${port}/0`);
  return child;
}

const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : "");

export async function runHttp(args: string[]): Promise<number> {
  const duration = arg(args, "--duration", 5);
  const connections = arg(args, "--connections", 50);
  const warmup = arg(args, "--warmup", 2);
  const port = arg(args, "--port", 3194);
  const encoding = option(args, "--accept-encoding");
  const db = option(args, "--db") ?? "sqlite:data/bench-site.sqlite";
  const postgres = /^postgres(ql)?:/.test(db);
  if (postgres) await ensurePgDatabase(db);
  const uncached = await startBuiltServer({ port, databaseUrl: db, env: { PAGE_CACHE_TTL_MS: "0", LEAD_RATE_LIMIT: "1000000" } });
  const cached = await startBuiltServer({ port: port + 1, databaseUrl: db, env: { PAGE_CACHE_TTL_MS: "30000" } });
  const children: ChildProcess[] = [];
  try {
    const page = async (p: string) => (await fetch(uncached.url + p)).text();
    const unit = firstLink(await page("/property-list"), /^\/property\/[^/]+\/\d+$/) ?? "/property-list";
    const project = firstLink(await page("/project-list"), /^\/project\/[^/]+\/\d+$/) ?? "/project-list";
    const blog = firstLink(await page("/blogs"), /^\/blogs\/[^/]+\/\d+$/) ?? "/blogs";
    const targets: Target[] = [
      { name: "home", path: "/" },
      { name: "unit list", path: "/property-list" },
      { name: "unit detail", path: unit },
      { name: "project detail", path: project },
      { name: "blog", path: blog },
      { name: "API GetUnitList", path: "/api/GetUnitList", method: "POST", body: JSON.stringify({ pageNumber: 1, pageSize: 12 }) },
      { name: "simplest page (/terms-condition)", path: "/terms-condition" },
    ];

    fs.mkdirSync("data/bench-static", { recursive: true });
    const files: string[] = [];
    for (const [i, t] of targets.entries()) {
      const res = await fetch(uncached.url + t.path, { method: t.method ?? "GET", body: t.body, headers: t.body ? { "content-type": "application/json" } : {} });
      const file = `data/bench-static/${i}.${t.method ? "json" : "html"}`;
      fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
      files.push(file);
    }
    const staticServer = await startStatic(port + 2, files);
    children.push(staticServer);
    const bareServer = await startBare(port + 3);
    children.push(bareServer);

    const floors = reactFloorsMs(files);
    /** One measurement after a warm-up, with the CPU time per request of the server (and of PostgreSQL). */
    const run = async (url: string, server: ChildProcess, t?: Target) => {
      const opts = { connections, method: t?.method, body: t?.body, encoding };
      if (warmup > 0) await cannon(url, { ...opts, duration: warmup });
      const [before, pgBefore] = [cpuMs(server.pid), postgres ? postgresCpuMs() : 0];
      const result = await cannon(url, { ...opts, duration });
      const n = Math.max(1, result.total);
      return { ...result, cpuMs: (cpuMs(server.pid) - before) / n, pgCpuMs: postgres ? (postgresCpuMs() - pgBefore) / n : Number.NaN };
    };
    const bare = await run(`http://127.0.0.1:${port + 3}/`, bareServer);
    const rows: Record<string, string | number>[] = [];
    for (const [i, t] of targets.entries()) {
      const u = await run(uncached.url + t.path, uncached.child, t);
      const c = await run(cached.url + t.path, cached.child, t);
      const s = await run(`http://127.0.0.1:${port + 2}/${i}`, staticServer);
      const floor = floors[i] ?? Number.NaN;
      rows.push({
        target: t.name,
        "uncached req/s": u.rps,
        "uncached p99 ms": u.p99,
        "uncached CPU ms": u.cpuMs.toFixed(2),
        ...(postgres ? { "uncached PG CPU ms": u.pgCpuMs.toFixed(2) } : {}),
        "cached req/s": c.rps,
        "cached p99 ms": c.p99,
        "static file req/s": s.rps,
        "uncached ÷ bare": ratio(u.rps, bare.rps),
        "CPU: bare ÷ uncached": ratio(bare.cpuMs, u.cpuMs),
        "React floor ms": Number.isFinite(floor) ? floor.toFixed(2) : "",
        ceiling: Number.isFinite(floor) ? ratio(bare.cpuMs, bare.cpuMs + floor) : "",
        "cached ÷ static": ratio(c.rps, s.rps),
        "non-2xx": u.non2xx + c.non2xx + s.non2xx,
        "body KB": (fs.statSync(files[i]!).size / 1024).toFixed(0),
      });
    }
    rows.push({ target: "bare React Router page", "uncached req/s": bare.rps, "uncached p99 ms": bare.p99, "uncached CPU ms": bare.cpuMs.toFixed(2), "non-2xx": bare.non2xx });
    console.log(
      `\nHTTP: ${connections} connections, ${duration} s each after ${warmup} s of warm-up, autocannon in a second process (${postgres ? "PostgreSQL" : "SQLite"}, production build)` +
        `${encoding ? `, Accept-Encoding: ${encoding}` : ", no Accept-Encoding (identity)"}\n` +
        `Targets: uncached ÷ bare ≥ 0.5; cached ÷ static ≥ 0.5 (static file: the same answer as a file).\n` +
        `CPU ms: the server process's CPU time per request${postgres ? " (PG CPU ms: PostgreSQL's processes, on the same cores)" : ""}.\n` +
        `React floor: renderToString of the page's own markup as plain elements (bench/lib/react-floor.ts);\n` +
        `ceiling = bare CPU ÷ (bare CPU + floor), the best uncached ÷ bare that markup allows.\n`,
    );
    printTable(rows);
    return 0;
  } finally {
    for (const c of children) c.kill();
    await Promise.all([uncached.stop(), cached.stop()]);
  }
}
