/**
 * What one Lighthouse report says about where a page's time goes, for `npm run bench -- lighthouse`:
 * the LCP element and its subparts under Lighthouse's simulation (time to first byte, load delay, load
 * time, render delay), what the page requested before its largest paint, what blocked rendering, and
 * the main thread's work by kind.
 */
import type lighthouse from "lighthouse";

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

export type PageRun = {
  perf: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  index: number;
  /** Simulated LCP subparts (ms): they add up to `lcp`. `load`/`loadDelay` are 0 when the LCP is text. */
  ttfb: number;
  loadDelay: number;
  load: number;
  renderDelay: number;
  lcpElement: string;
  /** Requests that started before the observed LCP, and the images among them (count, KB transferred). */
  beforeLcp: { requests: number; kb: number; images: number; imageKb: number };
  renderBlocking: string[];
  /** Main-thread milliseconds by kind (Lighthouse's groups), and the longest task. */
  mainThread: Record<string, number>;
  longestTaskMs: number;
};

type Item = Record<string, unknown>;
const itemsOf = (lhr: Lhr, id: string): Item[] => ((lhr.audits[id]?.details as { items?: Item[] } | undefined)?.items ?? []) as Item[];

/** The LCP element as the report names it (its selector, else its snippet), shortened. */
function lcpElementOf(lhr: Lhr): string {
  const lists = itemsOf(lhr, "lcp-breakdown-insight");
  const node = lists.find((i) => i.type === "node") as { selector?: string; snippet?: string } | undefined;
  const text = (node?.snippet ?? node?.selector ?? "?").replace(/https?:\/\/[^/"]+/g, "");
  return text.length > 70 ? `${text.slice(0, 67)}…` : text;
}

function subparts(lhr: Lhr, lcp: number) {
  const m = (itemsOf(lhr, "metrics")[0] ?? {}) as Record<string, number | undefined>;
  const ttfb = m.timeToFirstByte ?? 0;
  // The breakdown's figures are the ends of each part, from the navigation's start.
  const loadStart = m.lcpLoadDelay ?? ttfb;
  const loadEnd = m.lcpLoadDuration ?? loadStart;
  return { ttfb: Math.round(ttfb), loadDelay: Math.round(loadStart - ttfb), load: Math.round(loadEnd - loadStart), renderDelay: Math.round(lcp - loadEnd) };
}

function beforeLcp(lhr: Lhr) {
  const m = (itemsOf(lhr, "metrics")[0] ?? {}) as Record<string, number | undefined>;
  const lcpAt = m.observedLargestContentfulPaint ?? Infinity;
  const started = itemsOf(lhr, "network-requests").filter((r) => Number(r.networkRequestTime) < lcpAt && r.url !== lhr.finalDisplayedUrl);
  const kb = (rs: Item[]) => Math.round(rs.reduce((s, r) => s + Number(r.transferSize ?? 0), 0) / 1024);
  const images = started.filter((r) => r.resourceType === "Image" || r.resourceType === "Media");
  return { requests: started.length, kb: kb(started), images: images.length, imageKb: kb(images) };
}

function mainThread(lhr: Lhr) {
  const out: Record<string, number> = {};
  for (const i of itemsOf(lhr, "mainthread-work-breakdown")) out[String(i.group)] = Math.round(Number(i.duration));
  return out;
}

export function pageRun(lhr: Lhr): PageRun {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const lcp = Math.round(metric("largest-contentful-paint"));
  const blocking = itemsOf(lhr, "render-blocking-insight").map((i) => String(i.url ?? "").replace(/^https?:\/\/[^/]+/, ""));
  return {
    perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: Math.round(metric("first-contentful-paint")),
    lcp,
    tbt: Math.round(metric("total-blocking-time")),
    cls: Number(metric("cumulative-layout-shift").toFixed(3)),
    si: Math.round(metric("speed-index")),
    index: Math.round(lhr.environment.benchmarkIndex),
    ...subparts(lhr, lcp),
    lcpElement: lcpElementOf(lhr),
    beforeLcp: beforeLcp(lhr),
    renderBlocking: blocking,
    mainThread: mainThread(lhr),
    longestTaskMs: Math.round(Math.max(0, ...itemsOf(lhr, "long-tasks").map((t) => Number(t.duration)))),
  };
}

/** The run whose score is the median (its parts explain its numbers), with each figure's own median beside. */
export function medianRun(runs: PageRun[]): { median: PageRun; of: Record<"perf" | "fcp" | "lcp" | "tbt" | "cls" | "si" | "index", number> } {
  const med = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.floor(s.length / 2)]!;
  };
  const byPerf = [...runs].sort((a, b) => a.perf - b.perf || a.lcp - b.lcp);
  const keys = ["perf", "fcp", "lcp", "tbt", "cls", "si", "index"] as const;
  return { median: byPerf[Math.floor(byPerf.length / 2)]!, of: Object.fromEntries(keys.map((k) => [k, med(runs.map((r) => r[k]))])) as Record<(typeof keys)[number], number> };
}
