/**
 * `npm run bench -- lighthouse [--runs N] [--save NAME] [page names…]`: Lighthouse mobile (its defaults: a
 * mid-range phone, simulated slow 4G) on the 17 audited pages (LIGHTHOUSE_PAGES, 12 page types and 5 Arabic
 * twins; any other Arabic twin by name, e.g. "project detail (ar)"), N runs each (3 unless told), one fresh
 * Chromium per run, against the built server on a fresh demo database. It prints, per page, the medians of
 * the figures, and for the median run (by score) why its number is what it is: the LCP element and its
 * subparts under the simulation, what was requested before the largest paint and what blocked rendering,
 * and the main thread's work by kind with the longest task. Each run prints this machine's benchmark index (Lighthouse's CPU measure: its speed varies; compare runs
 * made at a similar index). `--save NAME` writes the figures to reports/bench-lighthouse-NAME.json, to set
 * a "before" beside an "after". Each run's whole report goes to reports/lighthouse-bench/<page>-<run>.json (open it in
 * the Lighthouse viewer, or read its network-requests and metrics audits for the observed order of things).
 */
import fs from "node:fs";
import { startAuditServer } from "../scripts/audit-server.ts";
import { auditPage } from "../scripts/lighthouse-run.ts";
import { LIGHTHOUSE_PAGES, arabicName, siteRoutes } from "../scripts/site-routes.ts";
import { medianRun, pageRun, type PageRun } from "./lighthouse-figures.ts";
import { printTable } from "./lib/server.ts";

type PageResult = { page: string; path: string; runs: PageRun[] };

function options(args: string[]) {
  const value = (flag: string) => {
    const i = args.indexOf(flag);
    return i >= 0 ? args.splice(i, 2)[1] : undefined;
  };
  const runs = Number(value("--runs") ?? 3);
  const save = value("--save");
  // The audited pages, or any of their Arabic twins by name ("project detail (ar)").
  const known = new Set([...LIGHTHOUSE_PAGES, ...LIGHTHOUSE_PAGES.map(arabicName)]);
  const unknown = args.filter((a) => !known.has(a));
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number of at least 1");
  if (unknown.length) throw new Error(`Unknown page ${unknown.join(", ")}: choose from ${LIGHTHOUSE_PAGES.join(", ")} or their Arabic twins`);
  return { runs, save, pages: args.length ? args : LIGHTHOUSE_PAGES };
}

function report(results: PageResult[]) {
  const rows = results.map((r) => ({ r, ...medianRun(r.runs) }));
  console.log("\nMedians per page (perf, FCP, LCP, TBT, SI in ms; CLS) and the benchmark index of the runs:");
  printTable(rows.map(({ r, of }) => ({ page: r.page, perf: of.perf, FCP: of.fcp, LCP: of.lcp, TBT: of.tbt, CLS: of.cls, SI: of.si, index: r.runs.map((x) => x.index).join("/") })));
  console.log("\nThe median run's LCP under the simulation: its element and subparts (ms, adding up to its LCP):");
  printTable(rows.map(({ r, median: m }) => ({ page: r.page, LCP: m.lcp, TTFB: m.ttfb, "load delay": m.loadDelay, "load time": m.load, "render delay": m.renderDelay, element: m.lcpElement })));
  console.log("\nThe median run before its largest paint (observed): requests started, images among them, render-blocking requests:");
  printTable(
    rows.map(({ r, median: m }) => ({
      page: r.page,
      requests: m.beforeLcp.requests,
      KB: m.beforeLcp.kb,
      images: m.beforeLcp.images,
      "image KB": m.beforeLcp.imageKb,
      "render-blocking": m.renderBlocking.join(" ") || "none",
    })),
  );
  console.log("\nThe median run's main thread (ms by kind; TBT counts each task's time over 50 ms):");
  const groups = [...new Set(rows.flatMap(({ median: m }) => Object.keys(m.mainThread)))];
  printTable(rows.map(({ r, median: m }) => ({ page: r.page, TBT: m.tbt, "longest task": m.longestTaskMs, ...Object.fromEntries(groups.map((g) => [g, m.mainThread[g] ?? 0])) })));
}

export async function runLighthouse(args: string[]): Promise<number> {
  const { runs, save, pages } = options([...args]);
  const { baseURL, stop } = await startAuditServer("bench-lighthouse", Number(process.env.LIGHTHOUSE_PORT ?? 3492));
  const results: PageResult[] = [];
  try {
    const routes = await siteRoutes(baseURL);
    for (const page of pages) {
      const route = routes.find((r) => r.name === page)!;
      // Visitors meet the page cache once anyone has asked: one request first, as `npm run lighthouse` does.
      await fetch(`${baseURL}${route.path}`).then((r) => r.arrayBuffer());
      const result: PageResult = { page, path: route.path, runs: [] };
      for (let i = 0; i < runs; i++) {
        const lhr = await auditPage(`${baseURL}${route.path}`);
        fs.mkdirSync("reports/lighthouse-bench", { recursive: true });
        fs.writeFileSync(`reports/lighthouse-bench/${page.replace(/[^a-z0-9]+/gi, "-")}-${i + 1}.json`, JSON.stringify(lhr));
        const run = pageRun(lhr);
        result.runs.push(run);
        console.log(`${page} #${i + 1}: perf ${run.perf}, LCP ${run.lcp} ms (TTFB ${run.ttfb}, delay ${run.loadDelay}, load ${run.load}, render ${run.renderDelay}), TBT ${run.tbt} ms, CLS ${run.cls}, index ${run.index}`);
      }
      results.push(result);
    }
  } finally {
    stop();
  }
  report(results);
  if (save) {
    fs.mkdirSync("reports", { recursive: true });
    fs.writeFileSync(`reports/bench-lighthouse-${save}.json`, `${JSON.stringify({ generatedAt: new Date().toISOString(), results }, null, 2)}\n`);
  }
  return 0;
}
