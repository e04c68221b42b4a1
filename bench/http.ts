/**
 * `npm run bench -- http [--duration 5] [--connections 50] [--port 3194]`: requests a second and p99
 * latency of the built site, with autocannon running in a second process (50 connections),
 * for home, unit list, unit detail, project detail, a blog, a read API call and the simplest
 * page; once on a server with the page cache off (uncached) and once with it on (cached);
 * and, in the same run, the home page's HTML served as a static file by a bare Node server
 * (the limit). Needs a build (`npm run build`); uses data/bench-site.sqlite.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import { firstLink } from "./lib/assets.ts";
import { printTable, startBuiltServer } from "./lib/server.ts";

type Result = { rps: number; p99: number; non2xx: number };

function arg(args: string[], name: string, fallback: number): number {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
}

/** autocannon in its own process, so the load generator does not share the server's CPU. */
function cannon(url: string, opts: { connections: number; duration: number; method?: string; body?: string }): Promise<Result> {
  const argv = ["node_modules/autocannon/autocannon.js", "-j", "-c", String(opts.connections), "-d", String(opts.duration)];
  if (opts.method) argv.push("-m", opts.method, "-H", "content-type=application/json", "-b", opts.body ?? "{}");
  argv.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, argv, { stdio: ["ignore", "pipe", "ignore"] });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d));
    child.on("error", reject);
    child.on("exit", () => {
      try {
        const r = JSON.parse(out) as { requests: { average: number }; latency: { p99: number }; non2xx: number };
        resolve({ rps: Math.round(r.requests.average), p99: r.latency.p99, non2xx: r.non2xx });
      } catch (error) {
        reject(new Error(`autocannon output: ${out.slice(0, 200)} (${String(error)})`));
      }
    });
  });
}

export async function runHttp(args: string[]): Promise<number> {
  const duration = arg(args, "--duration", 5);
  const connections = arg(args, "--connections", 50);
  const port = arg(args, "--port", 3194);
  const db = "sqlite:data/bench-site.sqlite";
  const uncached = await startBuiltServer({ port, databaseUrl: db, env: { PAGE_CACHE_TTL_MS: "0", LEAD_RATE_LIMIT: "1000000" } });
  const cached = await startBuiltServer({ port: port + 1, databaseUrl: db, env: { PAGE_CACHE_TTL_MS: "30000" } });
  try {
    const page = async (p: string) => (await fetch(uncached.url + p)).text();
    const unit = firstLink(await page("/property-list"), /^\/property\/[^/]+\/\d+$/) ?? "/property-list";
    const project = firstLink(await page("/project-list"), /^\/project\/[^/]+\/\d+$/) ?? "/project-list";
    const blog = firstLink(await page("/blogs"), /^\/blogs\/[^/]+\/\d+$/) ?? "/blogs";
    const targets: { name: string; path: string; method?: string; body?: string }[] = [
      { name: "home", path: "/" },
      { name: "unit list", path: "/property-list" },
      { name: "unit detail", path: unit },
      { name: "project detail", path: project },
      { name: "blog", path: blog },
      { name: "API GetUnitList", path: "/api/GetUnitList", method: "POST", body: JSON.stringify({ pageNumber: 1, pageSize: 12 }) },
      { name: "simplest page (/terms-condition)", path: "/terms-condition" },
    ];

    // The limit: the home page's HTML as a file, from a bare Node HTTP server (one process).
    const file = "data/bench-static-home.html";
    fs.writeFileSync(file, await page("/"));
    const script = `const http=require("node:http"),fs=require("node:fs");http.createServer((q,s)=>fs.readFile(${JSON.stringify(file)},(e,b)=>{s.writeHead(200,{"content-type":"text/html; charset=utf-8"});s.end(b)})).listen(${port + 2})`;
    const staticChild = spawn(process.execPath, ["-e", script], { stdio: "ignore" });
    await new Promise((r) => setTimeout(r, 300));

    const rows: Record<string, string | number>[] = [];
    for (const t of targets) {
      const u = await cannon(uncached.url + t.path, { connections, duration, method: t.method, body: t.body });
      const c = await cannon(cached.url + t.path, { connections, duration, method: t.method, body: t.body });
      rows.push({ target: t.name, "uncached req/s": u.rps, "uncached p99 ms": u.p99, "cached req/s": c.rps, "cached p99 ms": c.p99, "non-2xx": u.non2xx + c.non2xx });
    }
    const s = await cannon(`http://127.0.0.1:${port + 2}/`, { connections, duration });
    rows.push({ target: "static file (home HTML)", "uncached req/s": s.rps, "uncached p99 ms": s.p99, "cached req/s": s.rps, "cached p99 ms": s.p99, "non-2xx": s.non2xx });
    staticChild.kill();
    console.log(`\nHTTP: ${connections} connections, ${duration} s each, autocannon in a second process (SQLite, production build)\n`);
    printTable(rows);
    return 0;
  } finally {
    await Promise.all([uncached.stop(), cached.stop()]);
  }
}
