/** Pure texts and URLs of the project screens (spec 2.7, 2.8), shared by the cards, the detail page and the form. */
import { formatNumber } from "../../../platform/i18n/format.ts";
import { applyPriceRule } from "../search/price-rule.ts";
import { orderedIds } from "../search/toggle.ts";

export function projectHref(p: { projectURL: string; projectId: number }): string {
  return `/project/${encodeURIComponent(p.projectURL)}/${p.projectId}`;
}

/**
 * "Starting Price : 1,250,000 AED": the spec's own words on the project cards (spec 2.3, 2.7),
 * kept exactly there. Every other price reads "AED 1,250,000" (formatAed, <Price>).
 */
export function startingPriceText(price: number, display?: { currency: string; amountText: (aed: number) => string }): string {
  return `Starting Price : ${display ? display.amountText(price) : formatNumber(price)} ${display?.currency ?? "AED"}`;
}

/** "Studio, 1, 2 Beds", "Studio", "1 Bed", "3 Beds". */
export function projectBedsText(projectBeds: string): string {
  const t = projectBeds.trim();
  if (!t) return "";
  if (t === "Studio") return t;
  return `${t} ${t === "1" ? "Bed" : "Beds"}`;
}

const QUARTERS_AR = ["الربع الأول", "الربع الثاني", "الربع الثالث", "الربع الرابع"];

/** "Q3 2027" ("الربع الثالث 2027" on an Arabic page), or the year alone when the quarter is unknown. */
export function completionText(year: number, quarter: number, locale: "en" | "ar" = "en"): string {
  if (!(quarter >= 1 && quarter <= 4)) return String(year);
  return locale === "ar" ? `${QUARTERS_AR[quarter - 1]} ${year}` : `Q${quarter} ${year}`;
}

/** "750 - 1,820 sqft" (or m²), or one figure when there is no range. */
export function sizeRangeText(from: number, to: number, size: (sqft: number) => string = sqftText): string {
  if (from > 0 && to > from) return `${size(from).split(" ")[0]} - ${size(to)}`;
  return size(from || to);
}

function sqftText(sqft: number): string {
  return sqft > 0 ? `${formatNumber(sqft)} sqft` : "";
}

export type ProjectSearchValues = {
  area: number;
  developersId: number;
  projectId: number;
  projectType: number;
  /** The year itself (e.g. 2027); 0 = any. */
  completionYear: number;
  status: number;
  priceFrom: number;
  priceTo: number;
  beds: number[];
};

/**
 * The query string of a search: the price rule applied, only the fields that are set, beds
 * comma-joined in the option list's order, and no page (a new search starts at page 1).
 */
export function projectSearchQuery(v: ProjectSearchValues, bedOptions: readonly { autoId: number }[]): string {
  const price = applyPriceRule({ min: v.priceFrom, max: v.priceTo });
  const pairs: [string, string | number][] = [
    ["area", v.area],
    ["developersId", v.developersId],
    ["projectId", v.projectId],
    ["projectType", v.projectType],
    ["completionYear", v.completionYear],
    ["status", v.status],
    ["priceFrom", price.min],
    ["priceTo", price.max],
    ["beds", orderedIds(v.beds, bedOptions).join(",")],
  ];
  return pairs
    .filter(([, value]) => value !== 0 && value !== "")
    .map(([k, value]) => `${k}=${encodeURIComponent(String(value)).replace(/%2C/g, ",")}`)
    .join("&");
}
