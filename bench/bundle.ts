/**
 * `npm run bench -- bundle [--url http://host:port]`: the JavaScript and CSS each route
 * sends on its first load (from the server HTML), as the server sends them uncompressed, to
 * a gzip-only client and to a Brotli client. Without --url it starts the built server on a
 * fresh database. Exit code 1 when a route is over the Brotli JavaScript budget (the same
 * check runs in CI: tests/e2e/bundle-budget.spec.ts).
 */
import { fetchEncoded, firstLink, JS_BUDGET_BROTLI, kb, measureRoute, type Sizes } from "./lib/assets.ts";
import { printTable, startBuiltServer, type BenchServer } from "./lib/server.ts";

export const BUNDLE_ROUTES = ["/", "/property-list", "/project-list", "/blogs", "/developers", "/areas", "/about-us", "/contact-us", "/faq", "/villas-for-sale-in-dubai", "/buying-a-property-in-dubai", "/communities", "/ar", "/ar/property-list", "/ar/contact-us"];

async function fetchBody(url: string): Promise<Buffer> {
  const r = await fetchEncoded(url, "identity");
  if (r.status !== 200) throw new Error(`${url}: ${r.status}`);
  return r.body;
}

export async function runBundle(args: string[]): Promise<number> {
  const urlArg = args.indexOf("--url");
  let server: BenchServer | undefined;
  let base = urlArg >= 0 ? args[urlArg + 1]! : "";
  if (!base) {
    server = await startBuiltServer({ port: 3191, databaseUrl: "sqlite:data/bench-site.sqlite" });
    base = server.url;
  }
  try {
    const paths = [...BUNDLE_ROUTES];
    const detail = async (list: string, re: RegExp) => firstLink((await fetchBody(new URL(list, base).href)).toString(), re);
    for (const d of [await detail("/property-list", /^\/property\/[^/]+\/\d+$/), await detail("/project-list", /^\/project\/[^/]+\/\d+$/), await detail("/blogs", /^\/blogs\/[^/]+\/\d+$/)]) {
      if (d) paths.push(d);
    }
    const memo = new Map<string, Promise<Sizes>>();
    const rows = [];
    let over = 0;
    for (const p of paths) {
      const w = await measureRoute(base, p, memo);
      if (w.js.brotli > JS_BUDGET_BROTLI) over++;
      rows.push({
        route: p.length > 48 ? `${p.slice(0, 45)}...` : p,
        "js files": w.jsFiles.length,
        "js raw": kb(w.js.raw),
        "js gzip": kb(w.js.gzip),
        "js br": kb(w.js.brotli),
        "css gzip": kb(w.css.gzip),
        "css br": kb(w.css.brotli),
        budget: w.js.brotli > JS_BUDGET_BROTLI ? "OVER" : "ok",
      });
    }
    console.log(`\nFirst-load JavaScript and CSS per route, bytes as served (budget: ${kb(JS_BUDGET_BROTLI)} of Brotli JS)\n`);
    printTable(rows);
    return over ? 1 : 0;
  } finally {
    await server?.stop();
  }
}
