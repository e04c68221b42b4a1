/** Pure texts of the project screens (spec 2.7, 2.8): the detail page's, its meta texts' and the alert mails'. */
import { formatNumber } from "../../../platform/i18n/format.ts";

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
