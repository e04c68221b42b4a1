/**
 * Tap targets under 44×44 px (WCAG 2.2 target size, enhanced level, 2.5.5) on the page as it is laid out now.
 * A target is what a finger can activate: links, buttons, form controls, summaries; a checkbox or radio counts with its
 * label (tapping the label ticks it), so the measured box is the larger of the two; a link stretched over its card
 * (an absolute ::after) is measured as the card. WCAG's own exceptions are kept:
 * a link inside a sentence ("inline": its block has text outside the link), a target hidden or off screen, and the
 * skip link that only shows on focus. Runs in the page: it returns one line per small target.
 */
import type { Page } from "@playwright/test";

export const MIN_TARGET = 44;

export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=option]";
    const found: string[] = [];
    const seen = new Set<Element>();
    const describe = (el: Element) => {
      const text = (el.getAttribute("aria-label") ?? el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${text}"`;
    };
    /** A link in running text: its nearest block holds words outside it. */
    const inline = (el: Element) => {
      if (el.tagName !== "A") return false;
      const block = el.closest("p, li, td, dd, figcaption, blockquote, label, span.prose, .prose");
      if (!block || block === el) return false;
      const own = (el.textContent ?? "").trim();
      const all = (block.textContent ?? "").trim();
      return all.length > own.length + 3 && getComputedStyle(el).display === "inline";
    };
    const box = (el: Element) => {
      let r = el.getBoundingClientRect();
      // A stretched link (an absolute ::after over its card) is tapped anywhere on the card.
      const after = getComputedStyle(el, "::after");
      if (after.content !== "none" && after.position === "absolute") {
        let holder = el.parentElement;
        while (holder && getComputedStyle(holder).position === "static") holder = holder.parentElement;
        if (holder) r = holder.getBoundingClientRect();
      }
      // A checkbox or radio is tapped through its label as well: the larger box counts.
      if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) {
        const label = el.labels?.[0];
        if (label) {
          const l = label.getBoundingClientRect();
          if (l.width * l.height > r.width * r.height) r = l;
        }
      }
      return r;
    };
    for (const el of document.querySelectorAll(selector)) {
      if (seen.has(el)) continue;
      seen.add(el);
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || style.display === "none" || el.closest("[inert], [aria-hidden=true], dialog:not([open])")) continue;
      const r = box(el);
      if (r.width === 0 || r.height === 0) continue;
      if (r.right <= 0 || r.left >= innerWidth) continue; // off screen sideways (a carousel's later slides)
      const labelled = el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio") && el.labels?.length;
      if (!labelled && el.matches(".sr-only, .sr-only *")) continue;
      if (inline(el)) continue;
      if (r.width + 0.5 < min || r.height + 0.5 < min) found.push(`${describe(el)} ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    return found;
  }, MIN_TARGET);
}
