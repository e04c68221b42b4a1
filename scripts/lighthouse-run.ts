/**
 * One Lighthouse audit with mobile settings (Lighthouse's default: a mid-range phone, simulated
 * slow 4G) in a fresh Debian Chromium, and the figures this project reports from it. Used by
 * `npm run lighthouse` (scripts/lighthouse.ts) and `npm run bench -- lighthouse-ceiling`.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS } from "../playwright.config.ts";

/** The browser tests' Chromium flags (closed network, root), headless as chrome-launcher needs it said. */
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];
type Category = "performance" | "accessibility" | "best-practices" | "seo";
export type PageFigures = {
  scores: Record<Category, number>;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; siMs: number };
  /** Lighthouse's own measure of this machine's CPU speed at the time (higher is faster). */
  benchmarkIndex: number;
  /** The failing audits of the categories other than Performance. */
  failed: string[];
};

/** One fresh Chromium per run (a reused one sometimes loses the trace: NO_NAVSTART). A run that
 * Lighthouse itself reports as broken (runtimeError, no scores) is tried once more. */
export async function auditPage(url: string, opts: { performance?: boolean } = {}): Promise<Lhr> {
  const categories: Category[] = opts.performance === false ? ["accessibility", "best-practices", "seo"] : ["performance", "accessibility", "best-practices", "seo"];
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: categories,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      if (!result.lhr.runtimeError) return result.lhr;
      if (attempt >= 2) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
      console.warn(`${url}: ${result.lhr.runtimeError.code}, trying once more`);
    } finally {
      await chrome.kill();
    }
  }
}

export function figures(lhr: Lhr): PageFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    scores: { performance: score("performance"), accessibility: score("accessibility"), "best-practices": score("best-practices"), seo: score("seo") },
    metrics: {
      fcpMs: Math.round(metric("first-contentful-paint")),
      lcpMs: Math.round(metric("largest-contentful-paint")),
      tbtMs: Math.round(metric("total-blocking-time")),
      cls: Number(metric("cumulative-layout-shift").toFixed(3)),
      siMs: Math.round(metric("speed-index")),
    },
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    failed: Object.values(lhr.categories)
      .filter((c) => c.id !== "performance")
      .flatMap((c) => c.auditRefs.filter((a) => a.weight > 0 && (lhr.audits[a.id]?.score ?? 1) < 1).map((a) => `${c.id}/${a.id}: ${lhr.audits[a.id]?.title}`)),
  };
}
