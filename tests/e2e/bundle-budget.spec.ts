/**
 * CI's bundle budget (issue 9): the compressed JavaScript each route sends on its first
 * load, read from the server HTML of the built site (bench/lib/assets.ts; the table:
 * `npm run bench -- bundle`). Bytes do not vary between runs, so the check is exact.
 */
import { expect, test } from "@playwright/test";
import { firstLink, JS_CEILING_GZIP, kb, measureRoute } from "../../bench/lib/assets.ts";

const ROUTES = ["/", "/property-list", "/project-list", "/blogs", "/areas", "/developers", "/contact-us", "/faq", "/villas-for-sale-in-dubai"];

test("every route's first-load JavaScript stays within the budget", async ({ request }) => {
  const fetchBody = async (url: string) => {
    const r = await request.get(url, { headers: { "accept-encoding": "identity" } });
    expect(r.status(), url).toBe(200);
    return r.body();
  };
  const base = test.info().project.use.baseURL!;
  const paths = [...ROUTES];
  const unit = firstLink((await fetchBody(new URL("/property-list", base).href)).toString(), /^\/property\/[^/]+\/\d+$/);
  const project = firstLink((await fetchBody(new URL("/project-list", base).href)).toString(), /^\/project\/[^/]+\/\d+$/);
  expect(unit).toBeTruthy();
  expect(project).toBeTruthy();
  paths.push(unit!, project!);
  const memo = new Map();
  for (const path of paths) {
    const w = await measureRoute(base, path, fetchBody, memo);
    expect(w.jsFiles.length, `${path}: scripts found`).toBeGreaterThan(0);
    expect(w.js.gzip, `${path}: ${kb(w.js.gzip)} gzip JavaScript`).toBeLessThanOrEqual(JS_CEILING_GZIP);
  }
});
