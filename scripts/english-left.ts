/**
 * `node scripts/english-left.ts [--url http://127.0.0.1:3000]`: what is still in English on the
 * Arabic pages. Opens every Arabic route of the site (scripts/site-routes.ts) in
 * Chromium at 1280 px and lists the visible texts, labels and alt texts written in Latin letters
 * that are not inside an element marked lang="en" (content without a translation, which is
 * expected) and are not names, numbers, codes, addresses or phone numbers. Prints each text once
 * with the pages it is on; exits 0 (a report, not a test).
 */
import { chromium } from "playwright-core";
import { siteRoutes } from "./site-routes.ts";
import { CHROMIUM_ARGS } from "../playwright.config.ts";

const urlArg = process.argv.indexOf("--url");
const base = urlArg > 0 ? process.argv[urlArg + 1]! : "http://127.0.0.1:3000";

/** Brand and place names, units and codes that stay in Latin letters on Arabic pages too. */
const KEPT = /^(AED|USD|EUR|GBP|INR|RUB|CNY|SAR|sqft|m²|BRN|ORN|RERA|DLD|QR|WhatsApp|English|YouTube|Instagram|LinkedIn|Facebook|X)$/i;

const routes = (await siteRoutes(base)).filter((r) => r.path === "/ar" || r.path.startsWith("/ar/"));
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const found = new Map<string, Set<string>>();

for (const route of routes) {
  await page.goto(base + route.path, { waitUntil: "load" });
  await page.waitForSelector("html[data-hydrated=true]", { timeout: 15_000 }).catch(() => undefined);
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const english = (el: Element | null) => Boolean(el?.closest('[lang="en"], [lang^="en-"]'));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || english(el) || el.closest("script, style, noscript, [hidden], [aria-hidden='true']")) continue;
      const text = (n.textContent ?? "").trim();
      if (text && el.checkVisibility()) out.push(text);
    }
    for (const el of document.querySelectorAll("[aria-label], [alt], [placeholder], [title]")) {
      if (english(el)) continue;
      for (const a of ["aria-label", "alt", "placeholder", "title"]) {
        const v = el.getAttribute(a)?.trim();
        if (v) out.push(`[${a}] ${v}`);
      }
    }
    return out;
  });
  for (const text of texts) {
    const words = text.replace(/^\[[a-z-]+\] /, "").match(/[A-Za-z]{2,}/g) ?? [];
    if (!words.length || words.every((w) => KEPT.test(w))) continue;
    if (/@|https?:|www\.|^\+?[\d\s()-]+$/.test(text)) continue;
    if (!found.has(text)) found.set(text, new Set());
    found.get(text)!.add(route.name);
  }
}
await browser.close();

// Texts that mix Arabic with a Latin name ("المفضلة: Palm Crescent …") are Arabic interface around content;
// "3 of 7" patterns are shown once; names written in capitals ("Palm Jumeirah") are listed apart from words.
const merged = new Map<string, Set<string>>();
for (const [text, pages] of found) {
  if (/[\u0600-\u06FF]/.test(text)) continue;
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
