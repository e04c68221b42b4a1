/**
 * What a route sends on its first load: the JavaScript and CSS its server HTML references
 * (module scripts, modulepreload links, inline `import("…")` of the hydration entry and the preloads it adds, and
 * stylesheets), counted as the bytes the server puts on the wire for each asset when asked
 * with `Accept-Encoding: identity`, `gzip` and `br` (the precompressed copies of
 * server/precompressed-assets.ts, or on-the-fly gzip where there is none). Used by
 * bench/bundle.ts and by the CI budget test (tests/e2e/bundle-budget.spec.ts).
 */
import http from "node:http";

/**
 * The budget, enforced in CI: at most 120 KB of JavaScript on any route's first
 * load, as a browser that accepts Brotli receives it. React DOM, React and React Router
 * alone are ~91 KB of it (the framework chunk); gzip sizes are reported beside it.
 */
export const JS_BUDGET_BROTLI = 120 * 1024;

export type Sizes = { raw: number; gzip: number; brotli: number };
export type RouteWeight = { path: string; js: Sizes; css: Sizes; jsFiles: string[]; cssFiles: string[] };

/** The same-origin script and stylesheet URLs of a page, in order, each once. */
export function assetUrls(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = m[0];
    const href = /\bhref="([^"]+)"/i.exec(tag)?.[1];
    if (!href) continue;
    if (/\brel="modulepreload"/i.test(tag)) js.add(href);
    else if (/\brel="stylesheet"/i.test(tag)) css.add(href);
  }
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/gi)) js.add(m[1]!);
  for (const m of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const i of m[1]!.matchAll(/(?:import|from)\s*(?:\(\s*)?["']([^"']+\.js)["']/g)) js.add(i[1]!);
    // The module preloads the script adds after the first paint (app/platform/http/hydrate-after-paint.server.ts).
    for (const list of m[1]!.matchAll(/for \(const h of (\[[^\]]*\])\)/g)) for (const href of JSON.parse(list[1]!) as string[]) js.add(href);
  }
  const local = (u: string) => u.startsWith("/") && !u.startsWith("//");
  return { js: [...js].filter(local), css: [...css].filter(local) };
}

type Encoding = "identity" | "gzip" | "br";

/** GET with one Accept-Encoding; the body as sent (not decoded) and the Content-Encoding it came with. */
export function fetchEncoded(url: string, encoding: Encoding): Promise<{ status: number; encoding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, encoding: String(res.headers["content-encoding"] ?? "identity"), body: Buffer.concat(chunks) }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

/** The bytes the server sends for one asset: plain, to a gzip-only client and to a Brotli client. */
export async function servedSizes(url: string): Promise<Sizes> {
  const [raw, gzip, brotli] = await Promise.all((["identity", "gzip", "br"] as const).map((e) => fetchEncoded(url, e)));
  for (const r of [raw!, gzip!, brotli!]) if (r.status !== 200) throw new Error(`${url}: ${r.status}`);
  return { raw: raw!.body.length, gzip: gzip!.body.length, brotli: brotli!.body.length };
}

function add(a: Sizes, b: Sizes): Sizes {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli };
}

/** Fetches a page and every asset it references (assets memoised across routes). */
export async function measureRoute(baseUrl: string, path: string, memo = new Map<string, Promise<Sizes>>()): Promise<RouteWeight> {
  const page = await fetchEncoded(new URL(path, baseUrl).href, "identity");
  if (page.status !== 200) throw new Error(`${path}: ${page.status}`);
  const { js, css } = assetUrls(page.body.toString("utf8"));
  const sizeOf = (u: string) => {
    let p = memo.get(u);
    if (!p) memo.set(u, (p = servedSizes(new URL(u, baseUrl).href)));
    return p;
  };
  const zero: Sizes = { raw: 0, gzip: 0, brotli: 0 };
  const jsSizes = await Promise.all(js.map(sizeOf));
  const cssSizes = await Promise.all(css.map(sizeOf));
  return { path, js: jsSizes.reduce(add, zero), css: cssSizes.reduce(add, zero), jsFiles: js, cssFiles: css };
}

/** Finds the first link of a list page that matches a pattern (a detail page to measure). */
export function firstLink(html: string, pattern: RegExp): string | undefined {
  for (const m of html.matchAll(/href="([^"#?]+)"/g)) if (pattern.test(m[1]!)) return m[1];
  return undefined;
}

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
