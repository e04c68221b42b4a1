/**
 * What a route sends on its first load: the JavaScript and CSS its server HTML references
 * (module scripts, modulepreload links, inline `import("…")` of the hydration entry, and
 * stylesheets), with their raw, gzip (level 6, what the compression middleware sends) and
 * Brotli (quality 11, what a CDN or precompression sends) sizes. Used by bench/bundle.ts
 * and by the CI budget test (tests/e2e/bundle-budget.spec.ts).
 */
import zlib from "node:zlib";

/** The budget (target): at most 120 KB of gzip JavaScript on any route; the bench marks routes over it. */
export const JS_BUDGET_GZIP = 120 * 1024;
/**
 * What CI enforces today (a ratchet, lowered as routes get lighter): React DOM, React Router
 * and React alone are ~107 KB gzip, so the 120 KB target leaves ~13 KB for the app; the
 * heaviest route measured 145.8 KB after zod left the browser bundle (docs/deploy.md, Performance).
 */
export const JS_CEILING_GZIP = 150 * 1024;

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
  }
  const local = (u: string) => u.startsWith("/") && !u.startsWith("//");
  return { js: [...js].filter(local), css: [...css].filter(local) };
}

export function sizesOf(body: Buffer): Sizes {
  return {
    raw: body.length,
    gzip: zlib.gzipSync(body, { level: 6 }).length,
    brotli: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

function add(a: Sizes, b: Sizes): Sizes {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli };
}

/** Fetches a page and every asset it references (assets memoised across routes). */
export async function measureRoute(
  baseUrl: string,
  path: string,
  fetchBody: (url: string) => Promise<Buffer>,
  memo = new Map<string, Promise<Sizes>>(),
): Promise<RouteWeight> {
  const html = (await fetchBody(new URL(path, baseUrl).href)).toString("utf8");
  const { js, css } = assetUrls(html);
  const sizeOf = (u: string) => {
    let p = memo.get(u);
    if (!p) memo.set(u, (p = fetchBody(new URL(u, baseUrl).href).then(sizesOf)));
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
