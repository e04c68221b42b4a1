/**
 * `npm run bench -- render-profile [--requests 300] [--db URL] [--port 3196] [--keep DIR] [page names…]`: where an uncached
 * page's server time goes. The built server runs with its page cache off and the V8 inspector open; per
 * page (home, unit list, unit detail, a guide unless named) it is warmed up (100 requests, not counted),
 * then profiled over --requests requests (4 at a time, as a browser asks: `accept-encoding: br, gzip`),
 * and the samples are summed by kind (bench/lib/cpu-profile.ts): database, loaders, React's render, the
 * loader data written into the page, routing, i18n, validation, digests, compression, HTTP, GC. Printed in
 * milliseconds of CPU per request, beside the requests a second of the same run (one process, profiler on:
 * lower than `npm run bench -- http`'s figure, which is what the targets are measured by).
 * `--keep DIR` writes each page's profile there (`<page>.cpuprofile`, for Chrome DevTools' Performance panel).
 */
import fs from "node:fs";
import { KINDS, profileByKind, type CpuProfile, type Kind } from "./lib/cpu-profile.ts";
import { printTable, startBuiltServer } from "./lib/server.ts";

type Page = { name: string; path: string };

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
}

/** A tiny client of the inspector's protocol over its WebSocket. */
async function inspector(port: number) {
  const [target] = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const ws = new WebSocket(target!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  let next = 1;
  const waiting = new Map<number, (result: unknown) => void>();
  ws.onmessage = (e) => {
    const msg = JSON.parse(String(e.data)) as { id?: number; result?: unknown };
    if (msg.id) waiting.get(msg.id)?.(msg.result);
  };
  const send = <T,>(method: string, params: object = {}) =>
    new Promise<T>((resolve) => {
      const id = next++;
      waiting.set(id, resolve as (r: unknown) => void);
      ws.send(JSON.stringify({ id, method, params }));
    });
  return { send, close: () => ws.close() };
}

/** `count` requests for the page, each with a throwaway parameter (as a crawler's first visit: no cache), 4 at a time. */
async function load(base: string, path: string, count: number): Promise<void> {
  let sent = 0;
  const worker = async () => {
    while (sent < count) {
      const n = sent++;
      const url = `${base}${path}${path.includes("?") ? "&" : "?"}_p=${n}`;
      const r = await fetch(url, { headers: { "accept-encoding": "br, gzip" } });
      await r.arrayBuffer();
      if (r.status !== 200) throw new Error(`${url} answered ${r.status}`);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

async function pagesOf(base: string, names: string[]): Promise<Page[]> {
  const { siteRoutes } = await import("../scripts/site-routes.ts");
  const routes = await siteRoutes(base);
  return (names.length ? names : ["home", "unit list", "unit detail", "buying guide"]).map((name) => {
    const r = routes.find((x) => x.name === name);
    if (!r) throw new Error(`No page named ${name}: choose from ${routes.map((x) => x.name).join(", ")}`);
    return { name, path: r.path };
  });
}

export async function runRenderProfile(argv: string[]): Promise<number> {
  const args = [...argv];
  const requests = Number(option(args, "--requests") ?? 300);
  const db = option(args, "--db") ?? "sqlite:data/bench-site.sqlite";
  const port = Number(option(args, "--port") ?? 3196);
  const keep = option(args, "--keep");
  if (keep) fs.mkdirSync(keep, { recursive: true });
  const server = await startBuiltServer({ port, databaseUrl: db, env: { PAGE_CACHE_TTL_MS: "0" }, nodeFlags: [`--inspect=127.0.0.1:${port + 1}`] });
  const rows: Record<string, string | number>[] = [];
  try {
    const pages = await pagesOf(server.url, args);
    const insp = await inspector(port + 1);
    await insp.send("Profiler.enable");
    await insp.send("Profiler.setSamplingInterval", { interval: 200 });
    for (const page of pages) {
      await load(server.url, page.path, 100);
      await insp.send("Profiler.start");
      const t0 = performance.now();
      await load(server.url, page.path, requests);
      const seconds = (performance.now() - t0) / 1000;
      const { profile } = await insp.send<{ profile: CpuProfile }>("Profiler.stop");
      if (keep) fs.writeFileSync(`${keep}/${page.name.replace(/[^a-z0-9]+/gi, "-")}.cpuprofile`, JSON.stringify(profile));
      const ms = profileByKind(profile);
      const busy = KINDS.reduce((s, k) => s + ms[k], 0);
      const per = (k: Kind) => (ms[k] / requests).toFixed(2);
      rows.push({ page: page.name, "req/s": Math.round(requests / seconds), "CPU ms/req": (busy / requests).toFixed(2), ...Object.fromEntries(KINDS.map((k) => [k, per(k)])) });
      console.log(`${page.name}: ${requests} requests in ${seconds.toFixed(1)} s, ${(busy / requests).toFixed(2)} ms of CPU each`);
    }
    insp.close();
  } finally {
    await server.stop();
  }
  console.log(`\nServer CPU per uncached request, by kind (ms; ${db}):`);
  // One column per page reads better than 14 columns per row.
  const pivot = ["req/s", "CPU ms/req", ...KINDS].map((k) => ({ "": k, ...Object.fromEntries(rows.map((r) => [r.page, r[k]!])) }));
  printTable(pivot);
  return 0;
}
