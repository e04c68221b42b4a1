/**
 * The market section's markup, written on the server: the section has no state and no handler, so it
 * reaches the page as HTML and adds next to nothing to the page's JavaScript (some pages sit at the budget).
 */
import type { MarketSectionView } from "./section.server.ts";

type Table = { caption: string; head: string[]; rows: string[][] };
/** `lang` on a label in another language than the page's (an English building name on an Arabic page). */
type BuildingLinks = { heading: string; links: { to: string; label: string; lang?: string }[] };

/** Text for the HTML the market module writes on the server. */
export const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

// The cells' styles sit once on the table: written on every cell they were two thirds of the section's bytes.
const TABLE = "w-full text-sm [&_th]:px-2 [&_th]:py-1 [&_th]:text-start [&_th]:font-medium [&_td]:px-2 [&_td]:py-1 [&_td]:whitespace-nowrap [&_td]:tabular-nums [&_tr]:border-b [&_tbody_tr]:border-slate-100";

function table(t: Table, hiddenCaption = false): string {
  const caption = `<caption class="${hiddenCaption ? "sr-only" : "mb-2 text-start font-semibold text-slate-900"}">${esc(t.caption)}</caption>`;
  const head = t.head.map((h) => `<th scope="col">${esc(h)}</th>`).join("");
  const rows = t.rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join("")}</tr>`).join("");
  // Focusable so a keyboard can scroll a table wider than a phone.
  return `<div tabindex="0" class="overflow-x-auto"><table class="${TABLE}">${caption}<thead><tr class="border-slate-300 text-slate-600">${head}</tr></thead><tbody>${rows}</tbody></table></div>`;
}

function buildingLinks(b: BuildingLinks | undefined): string {
  if (!b?.links.length) return "";
  const items = b.links.map((l) => `<li><a href="${esc(l.to)}"${l.lang ? ` lang="${esc(l.lang)}"` : ""} class="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 text-sm text-teal-800 hover:bg-slate-50">${esc(l.label)}</a></li>`).join("");
  return `<nav aria-label="${esc(b.heading)}" class="mt-6"><h3 class="font-semibold text-slate-900">${esc(b.heading)}</h3><ul class="mt-2 flex flex-wrap gap-2">${items}</ul></nav>`;
}

/** The inside of the section (its heading included); the component wraps it in the <section> it names. */
export function marketSectionHtml(d: MarketSectionView, buildings?: BuildingLinks): string {
  const heading = `<h2 id="market-heading" class="text-2xl font-bold text-slate-900">${esc(d.heading)}</h2>`;
  if (d.empty) return `${heading}<p class="mt-2 text-slate-600">${esc(d.message)}</p>`;
  const figures = d.charts.map((c) =>
    `<figure class="min-w-0 rounded-xl border border-slate-200 bg-white p-4"><figcaption class="mb-2 font-semibold text-slate-900">${esc(c.caption)}</figcaption>${c.svg}` +
    `<details class="mt-1 text-sm"><summary class="cursor-pointer py-3 text-teal-800">${esc(c.table.caption)}</summary>${table(c.table, true)}</details></figure>`,
  ).join("");
  const byRooms = [d.rentByRooms, d.yieldByRooms].filter((t) => t.rows.length).map((t) => table(t)).join("");
  // A part with nothing to show is left out with its margin: a building with sales and no rents has no gap.
  const part = (html: string, cls: string) => (html ? `<div class="mt-6 ${cls}">${html}</div>` : "");
  return (
    `${heading}<p class="mt-2 text-slate-700">${esc(d.intro)}</p><p class="mt-1 font-medium text-slate-900">${esc(d.counts)}</p>` +
    part(figures, "grid gap-6 lg:grid-cols-2") + part(d.latest.rows.length ? table(d.latest) : "", "") +
    part(byRooms, "grid gap-6 lg:grid-cols-2") + buildingLinks(buildings) +
    `<p class="mt-4 text-sm text-slate-600">${esc(d.dataUntil ?? "")} ${esc(d.source)}</p>`
  );
}
