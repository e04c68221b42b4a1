/**
 * CI's bundle budget: the JavaScript each route sends on its first load, counted as
 * the bytes the server sends a browser that accepts Brotli (bench/lib/assets.ts; the table:
 * `npm run bench -- bundle`). Bytes do not vary between runs, so the check is exact.
 */
import { expect, test } from "./fixtures.ts";
import { assetUrls, fetchEncoded, firstLink, JS_BUDGET_BROTLI, kb, measureRoute } from "../../bench/lib/assets.ts";
import { localizePath } from "../../app/platform/i18n/locale.ts";

const ROUTES = ["/", "/property-list", "/project-list", "/blogs", "/areas", "/developers", "/about-us", "/contact-us", "/faq", "/villas-for-sale-in-dubai", "/buying-a-property-in-dubai"];

test("every route's first-load JavaScript stays within 120 KB of Brotli, in English and Arabic", async () => {
  test.setTimeout(60_000);
  const base = test.info().project.use.baseURL!;
  const html = async (path: string) => (await fetchEncoded(new URL(path, base).href, "identity")).body.toString();
  const unit = firstLink(await html("/property-list"), /^\/property\/[^/]+\/\d+$/);
  const project = firstLink(await html("/project-list"), /^\/project\/[^/]+\/\d+$/);
  const area = firstLink(await html("/areas"), /^\/area\/[^/]+$/);
  const developer = firstLink(await html("/developers"), /^\/developer\/[^/]+$/);
  expect(unit).toBeTruthy();
  expect(project).toBeTruthy();
  expect(area).toBeTruthy();
  expect(developer).toBeTruthy();
  const memo = new Map();
  const lines: string[] = [];
  // The same pages in Arabic: their messages are in the HTML, so their scripts are the English pages'.
  const english = [...ROUTES, unit!, project!, area!, developer!];
  for (const path of [...english, ...english.map((p) => localizePath(p, "ar"))]) {
    const w = await measureRoute(base, path, memo);
    lines.push(`${path}: ${kb(w.js.brotli)} Brotli, ${kb(w.js.gzip)} gzip, ${w.jsFiles.length} files`);
    expect(w.jsFiles.length, `${path}: scripts found`).toBeGreaterThan(0);
    expect(w.js.brotli, `${path}: ${kb(w.js.brotli)} of Brotli JavaScript`).toBeLessThanOrEqual(JS_BUDGET_BROTLI);
  }
  console.log(lines.join("\n"));
});

test("hashed bundles arrive precompressed and cached for a year", async () => {
  const base = test.info().project.use.baseURL!;
  const page = await fetchEncoded(new URL("/", base).href, "identity");
  const script = assetUrls(page.body.toString()).js.find((u) => u.startsWith("/assets/"));
  expect(script).toBeTruthy();
  const br = await fetchEncoded(new URL(script!, base).href, "br");
  expect(br.encoding).toBe("br");
  const gz = await fetchEncoded(new URL(script!, base).href, "gzip");
  expect(gz.encoding).toBe("gzip");
  const plain = await fetchEncoded(new URL(script!, base).href, "identity");
  expect(plain.encoding).toBe("identity");
  expect(br.body.length).toBeLessThan(gz.body.length);
  expect(gz.body.length).toBeLessThan(plain.body.length);
  const head = await fetch(new URL(script!, base), { method: "HEAD", headers: { "accept-encoding": "br" } });
  expect(head.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(head.headers.get("content-type")).toMatch(/^text\/javascript/);
});
