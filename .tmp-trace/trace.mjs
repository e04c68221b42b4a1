// node .tmp-trace/trace.mjs URL [throttle=4] [threshold=40]
import { chromium } from "playwright-core";
const [url, throttle = "4", threshold = "40"] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: Number(throttle) });
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
const events = [];
cdp.on("Tracing.dataCollected", (e) => events.push(...e.value));
const done = new Promise((r) => cdp.once("Tracing.tracingComplete", r));
await cdp.send("Tracing.start", { categories: "devtools.timeline,disabled-by-default-devtools.timeline,v8.execute", transferMode: "ReportEvents" });
await cdp.send("Profiler.start");
await page.goto(url, { waitUntil: "load" });
await page.waitForSelector("html[data-hydrated]", { timeout: 20000 }).catch(() => console.log("no hydrated mark"));
await page.waitForTimeout(1500);
const { profile } = await cdp.send("Profiler.stop");
await cdp.send("Tracing.end");
await done;
await browser.close();
// main thread
const names = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
const mains = new Set(names.map((e) => `${e.pid}:${e.tid}`));
const tasks = events.filter((e) => e.name === "RunTask" && e.ph === "X" && mains.has(`${e.pid}:${e.tid}`)).sort((a, b) => a.ts - b.ts);
const nav = events.find((e) => e.name === "navigationStart" || e.name === "NavigationTiming" ) ?? tasks[0];
const t0 = tasks[0]?.ts ?? 0;
// profile sample times (µs, same clock as trace)
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const times = []; let t = profile.startTime; for (const d of profile.timeDeltas) { t += d; times.push(t); }
const label = (id) => { const c = byId.get(id).callFrame; return `${c.functionName || "(anon)"} ${c.url.split("/").pop()}:${c.lineNumber}`; };
let tbt = 0;
for (const task of tasks) {
  const ms = task.dur / 1000;
  if (ms > 50) tbt += ms - 50;
  if (ms < Number(threshold)) continue;
  // children event names inside
  const inside = events.filter((e) => e.ph === "X" && e.tid === task.tid && e.pid === task.pid && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur && e !== task);
  const kinds = new Map(); for (const e of inside) if (["EvaluateScript", "v8.compile", "FunctionCall", "ParseHTML", "UpdateLayoutTree", "Layout", "Paint", "v8.compileModule", "v8.evaluateModule", "TimerFire", "FireAnimationFrame", "RunMicrotasks", "MajorGC", "MinorGC", "EventDispatch", "HTMLDocumentParser::FetchQueuedPreloads"].includes(e.name)) kinds.set(e.name, (kinds.get(e.name) ?? 0) + e.dur / 1000);
  const self = new Map(); const incl = new Map();
  profile.samples.forEach((id, i) => { if (times[i] < task.ts || times[i] > task.ts + task.dur) return; const k = label(id); self.set(k, (self.get(k) ?? 0) + 1);
    const seen = new Set(); let cur = id; while (cur !== undefined) { const l = label(cur); if (!seen.has(l)) { seen.add(l); incl.set(l, (incl.get(l) ?? 0) + 1); } cur = parent.get(cur); } });
  const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v * 0.2 * Number(1)).toFixed(1)}ms ${k}`).join("\n      ");
  console.log(`\nTASK at ${((task.ts - t0) / 1000).toFixed(0)} ms: ${ms.toFixed(1)} ms  [${[...kinds].map(([k, v]) => `${k} ${v.toFixed(0)}`).join(", ")}]`);
  console.log("   self: " + top(self, 8));
  console.log("   incl: " + top(incl, 14));
}
console.log(`\nTBT-ish (tasks over 50 ms, whole load): ${tbt.toFixed(0)} ms; tasks: ${tasks.filter((t) => t.dur > 50000).length}`);
