/**
 * `node scripts/english-left.ts [--url http://127.0.0.1:3000]`: what is still in English on the
 * Arabic pages. Opens every Arabic route of the site (scripts/site-routes.ts) in
 * Chromium at 1280 px and lists what latin-texts.ts finds there: texts in Latin letters neither marked
 * lang="en" nor names, numbers, codes, addresses or phone numbers. Prints each text once with the pages
 * it is on; exits 0 (a report: the route audit, tests/e2e/routes.spec.ts, is the test).
 */
import { chromium } from "playwright-core";
import { siteRoutes } from "./site-routes.ts";
import { CHROMIUM_ARGS } from "../playwright.config.ts";
import { unmarkedLatin } from "./latin-texts.ts";

const urlArg = process.argv.indexOf("--url");
const base = urlArg > 0 ? process.argv[urlArg + 1]! : "http://127.0.0.1:3000";

const routes = (await siteRoutes(base)).filter((r) => r.path === "/ar" || r.path.startsWith("/ar/"));
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const found = new Map<string, Set<string>>();

for (const route of routes) {
  await page.goto(base + route.path, { waitUntil: "load" });
  await page.waitForSelector("html[data-hydrated=true]", { timeout: 15_000 }).catch(() => undefined);
  for (const text of await unmarkedLatin(page)) {
    if (!found.has(text)) found.set(text, new Set());
    found.get(text)!.add(route.name);
  }
}
await browser.close();

// "3 of 7" patterns are shown once; names written in capitals ("Palm Jumeirah") are listed apart from words.
const merged = new Map<string, Set<string>>();
for (const [text, pages] of found) {
  const key = text.replace(/\b\d+ of \d+\b/g, "N of M");
  merged.set(key, new Set([...(merged.get(key) ?? []), ...pages]));
}
const sorted = [...merged].sort((a, b) => b[1].size - a[1].size);
const isName = (t: string) => (t.replace(/^\[[a-z-]+\] /, "").match(/[A-Za-z]+/g) ?? []).every((w) => /^[A-Z]/.test(w) || /^(of|the|and|by|at|in|on|al|bin)$/.test(w));
const line = ([text, pages]: [string, Set<string>]) => `- ${JSON.stringify(text.slice(0, 90))} (${pages.size} pages: ${[...pages].slice(0, 3).join(", ")}${pages.size > 3 ? ", …" : ""})`;
const words = sorted.filter(([t]) => !isName(t));
const names = sorted.filter(([t]) => isName(t));
console.log(`On ${routes.length} Arabic pages, texts in Latin letters not marked lang="en":`);
console.log(`\n${words.length} with words in lower case (interface texts, or content not marked):`);
for (const entry of words) console.log(line(entry));
console.log(`\n${names.length} names in capitals (places, developers, categories, labels in title case):`);
for (const entry of names) console.log(line(entry));
