/**
 * Lighthouse on the key pages with mobile settings (Lighthouse's default: a mid-range
 * phone, simulated slow 4G), driving Debian's Chromium (CHROME_PATH, default /usr/bin/chromium)
 * against the built production server it starts itself (LIGHTHOUSE_PORT, default 3472).
 * Pages are audited one at a time, one of each page type (LIGHTHOUSE_PAGES in site-routes.ts),
 * or only those named on the command line (`npm run lighthouse -- home "blog detail"`).
 * Writes reports/lighthouse.json (per page the four category scores and FCP, LCP, TBT, CLS)
 * and each page's full report as reports/lighthouse/<page>.json.
 *
 *   --enforce-categories   exit 1 when Accessibility, Best Practices or SEO is below 100 (CI)
 *   --enforce-performance  exit 1 when Performance is below 98 (`npm run audit`; timing varies on shared machines)
 *   --no-performance       audit the other three categories only (CI, which enforces only them: the
 *                          performance trace is most of each page's time); the report then has no Performance
 */
import fs from "node:fs";
import { auditPage, figures, type PageFigures } from "./lighthouse-run.ts";
import { startAuditServer } from "./audit-server.ts";
import { LIGHTHOUSE_PAGES, siteRoutes } from "./site-routes.ts";

const enforceCategories = process.argv.includes("--enforce-categories");
const enforcePerformance = process.argv.includes("--enforce-performance");
const withPerformance = !process.argv.includes("--no-performance");
if (enforcePerformance && !withPerformance) throw new Error("--enforce-performance needs the performance audit: leave out --no-performance");
const PERFORMANCE_BUDGET = 98;
const named = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const unknown = named.filter((n) => !LIGHTHOUSE_PAGES.includes(n));
if (unknown.length) throw new Error(`Unknown page ${unknown.join(", ")}: choose from ${LIGHTHOUSE_PAGES.join(", ")}`);
const pages = named.length ? named : LIGHTHOUSE_PAGES;
type PageReport = PageFigures & { name: string; path: string };

const { baseURL, stop } = await startAuditServer("lighthouse", Number(process.env.LIGHTHOUSE_PORT ?? 3472));
const reports: PageReport[] = [];

try {
  const routes = await siteRoutes(baseURL);
  fs.mkdirSync("reports/lighthouse", { recursive: true });
  for (const name of pages) {
    const route = routes.find((r) => r.name === name);
    if (!route) throw new Error(`No route named ${name}`);
    // Visitors get pages from the page cache (or a CDN) once anyone has asked for them: one
    // request first, so the audit measures that and not the fresh server's first render.
    await fetch(`${baseURL}${route.path}`).then((r) => r.arrayBuffer());
    const lhr = await auditPage(`${baseURL}${route.path}`, { performance: withPerformance });
    fs.writeFileSync(`reports/lighthouse/${name.replace(/[^a-z0-9]+/gi, "-")}.json`, JSON.stringify(lhr));
    const report: PageReport = { name, path: route.path, ...figures(lhr) };
    const failed = report.failed;
    reports.push(report);
    const s = report.scores;
    const perf = withPerformance ? `perf ${s.performance} ` : "";
    const timing = withPerformance ? ` | FCP ${report.metrics.fcpMs} ms, LCP ${report.metrics.lcpMs} ms, TBT ${report.metrics.tbtMs} ms, CLS ${report.metrics.cls}, SI ${report.metrics.siMs} ms (CPU index ${report.benchmarkIndex})` : "";
    console.log(
      `${name.padEnd(24)} ${perf}a11y ${s.accessibility} bp ${s["best-practices"]} seo ${s.seo}${timing}${failed.length ? `\n    ${failed.join("\n    ")}` : ""}`,
    );
  }
} finally {
  stop();
}

fs.mkdirSync("reports", { recursive: true });
fs.writeFileSync("reports/lighthouse.json", `${JSON.stringify({ baseURL, generatedAt: new Date().toISOString(), pages: reports }, null, 2)}\n`);
console.log("Written reports/lighthouse.json");

const problems = reports.flatMap((r) => [
  ...(enforceCategories ? (["accessibility", "best-practices", "seo"] as const).filter((c) => r.scores[c] < 100).map((c) => `${r.name}: ${c} ${r.scores[c]} < 100`) : []),
  ...(enforcePerformance && r.scores.performance < PERFORMANCE_BUDGET ? [`${r.name}: performance ${r.scores.performance} < ${PERFORMANCE_BUDGET}`] : []),
]);
if (problems.length > 0) {
  console.error(`Lighthouse budget missed:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
