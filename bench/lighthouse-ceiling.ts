/**
 * `npm run bench -- lighthouse-ceiling [page names…]`: what bounds the Lighthouse Performance
 * score on this machine. Each page type of `npm run lighthouse` is audited,
 * in one run and one after another, in three forms served from the same built server:
 *
 *   site        the page as visitors get it;
 *   no JS       the same HTML with every script and module preload taken out (no hydration): what
 *               the page would score if its JavaScript cost nothing;
 *   no JS, CSS  as "no JS" with the stylesheet written into the page (nothing blocks rendering).
 *
 * "no JS, CSS" is the ceiling the page's markup, images and this machine allow: no change to
 * scripts, chunking or CSS delivery can score above it. A small proxy in front of the server
 * rewrites the audited document only; every other request passes through unchanged.
 */
import http from "node:http";
import zlib from "node:zlib";
import { startAuditServer } from "../scripts/audit-server.ts";
import { auditPage, figures, type PageFigures } from "../scripts/lighthouse-run.ts";
import { LIGHTHOUSE_PAGES, siteRoutes } from "../scripts/site-routes.ts";
import { printTable } from "./lib/server.ts";

const VARIANTS = ["site", "no JS", "no JS, CSS"] as const;
type Variant = (typeof VARIANTS)[number];

/** The document without its scripts (JSON-LD kept: it is data) and module preloads. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link[^>]*rel="modulepreload"[^>]*>/g, "");
}

async function inlineStylesheets(html: string, origin: string): Promise<string> {
  const links = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)];
  for (const [tag, href] of links) {
    const css = await fetch(new URL(href!, origin)).then((r) => r.text());
    html = html.replace(tag, `<style>${css}</style>`);
  }
  return html;
}

function startProxy(upstream: string, port: number) {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", upstream);
    const variant = url.searchParams.get("__variant") as Variant | null;
    if (variant && variant !== "site") {
      url.searchParams.delete("__variant");
      let html = withoutScripts(await fetch(url, { headers: { "accept-encoding": "identity" } }).then((r) => r.text()));
      if (variant === "no JS, CSS") html = await inlineStylesheets(html, upstream);
      const br = /\bbr\b/.test(String(req.headers["accept-encoding"] ?? ""));
      const body = Buffer.from(html);
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", ...(br ? { "content-encoding": "br" } : {}) });
      res.end(br ? zlib.brotliCompressSync(body) : body);
      return;
    }
    const up = http.request(url, { method: req.method, headers: { ...req.headers, host: url.host } }, (r) => {
      res.writeHead(r.statusCode ?? 502, r.headers);
      r.pipe(res);
    });
    up.on("error", () => res.destroy());
    req.pipe(up);
  });
  return new Promise<http.Server>((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

export async function runLighthouseCeiling(args: string[]): Promise<number> {
  const pages = args.length ? args : LIGHTHOUSE_PAGES;
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 3482);
  const { baseURL, stop } = await startAuditServer("lighthouse-ceiling", port);
  const proxy = await startProxy(baseURL, port + 1);
  const front = `http://127.0.0.1:${port + 1}`;
  const rows: Record<string, string | number>[] = [];
  try {
    const routes = await siteRoutes(baseURL);
    for (const name of pages) {
      const route = routes.find((r) => r.name === name);
      if (!route) throw new Error(`No route named ${name}: choose from ${LIGHTHOUSE_PAGES.join(", ")}`);
      await fetch(`${baseURL}${route.path}`).then((r) => r.arrayBuffer());
      const got = {} as Record<Variant, PageFigures>;
      for (const variant of VARIANTS) {
        const url = new URL(route.path, front);
        if (variant !== "site") url.searchParams.set("__variant", variant);
        got[variant] = figures(await auditPage(url.href));
        const f = got[variant];
        console.log(`${name} · ${variant}: perf ${f.scores.performance}, FCP ${f.metrics.fcpMs}, LCP ${f.metrics.lcpMs}, TBT ${f.metrics.tbtMs}, CLS ${f.metrics.cls}, SI ${f.metrics.siMs} (CPU index ${f.benchmarkIndex})`);
      }
      const cell = (f: PageFigures) => `${f.scores.performance} (${f.metrics.fcpMs}/${f.metrics.lcpMs}/${f.metrics.tbtMs})`;
      rows.push({ page: name, ...Object.fromEntries(VARIANTS.map((v) => [v, cell(got[v])])), "CPU index": got.site.benchmarkIndex });
    }
  } finally {
    proxy.close();
    stop();
  }
  console.log("\nPerformance (FCP / LCP / TBT ms), Lighthouse mobile, one run:");
  printTable(rows);
  return 0;
}
