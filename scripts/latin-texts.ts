/**
 * What an Arabic page still shows in English without saying so (issue 36, point 5): the visible texts,
 * labels, alt texts, titles and placeholders written in Latin letters that are neither inside an element
 * marked lang="en" (content without an Arabic text, shown in English on purpose and marked so) nor names,
 * units, codes, addresses or numbers that stay in Latin letters in Arabic too. Each is either an interface
 * text without its Arabic, or content whose Arabic exists but is not used, or English not marked: all three
 * break the one-name rule (README, "Arabic"). `scripts/english-left.ts` prints them for the whole site; the
 * route audit (tests/e2e/routes.spec.ts) fails on any.
 */
import type { Page } from "playwright-core";

/** Brand and place names, units and codes that stay in Latin letters on Arabic pages too. */
const KEPT = /^(AED|USD|EUR|GBP|INR|RUB|CNY|SAR|sqft|m²|BRN|ORN|RERA|DLD|QR|WhatsApp|English|YouTube|Instagram|LinkedIn|Facebook|X)$/i;

/** Every text in Latin letters on the page not marked English, once each ("[alt] …" for an attribute's). */
export async function unmarkedLatin(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const english = (el: Element | null) => Boolean(el?.closest('[lang="en"], [lang^="en-"]'));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || english(el) || el.closest("script, style, noscript, template, [hidden], [aria-hidden='true']")) continue;
      const text = (n.textContent ?? "").trim();
      if (text && el.checkVisibility()) out.push(text);
    }
    for (const el of document.querySelectorAll("[aria-label], [alt], [placeholder], [title]")) {
      if (english(el) || el.closest("[hidden], [aria-hidden='true']")) continue;
      for (const a of ["aria-label", "alt", "placeholder", "title"]) {
        const v = el.getAttribute(a)?.trim();
        if (v) out.push(`[${a}] ${v}`);
      }
    }
    return out;
  });
  const found = new Set<string>();
  for (const text of texts) {
    const words = text.replace(/^\[[a-z-]+\] /, "").match(/[A-Za-z]{2,}/g) ?? [];
    if (!words.length || words.every((w) => KEPT.test(w))) continue;
    if (/@|https?:|www\.|^\+?[\d\s()-]+$/.test(text)) continue;
    // A text that mixes Arabic with a Latin name ("المفضلة: Palm Crescent …") is Arabic interface around content.
    if (/[\u0600-\u06FF]/.test(text)) continue;
    found.add(text);
  }
  return [...found];
}
