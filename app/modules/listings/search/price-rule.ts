/**
 * The price rule of spec 5, applied by the search bars on submit and when a click outside
 * closes the price panel: an empty or 0 max becomes the min; a max below the min becomes the min.
 */
export type PriceRange = { min: number; max: number };

/** Reads a typed price ("1,250,000", " 900000 ", "") as a non-negative whole number of AED; junk is 0. */
export function parsePrice(text: string | number | null | undefined): number {
  if (typeof text === "number") return Number.isFinite(text) && text > 0 ? Math.floor(text) : 0;
  const digits = String(text ?? "").replace(/[,\s]/g, "");
  if (!/^\d+(\.\d+)?$/.test(digits)) return 0;
  const n = Math.floor(Number(digits));
  return Number.isFinite(n) && n > 0 ? n : 0;
}

export function applyPriceRule(range: PriceRange): PriceRange {
  const min = Math.max(0, range.min || 0);
  let max = Math.max(0, range.max || 0);
  if (max === 0 || max < min) max = min;
  return { min, max };
}

/** The price button's text: 'AED min - max' with 'Min'/'Max' in place of missing values. */
export function priceButtonLabel(range: PriceRange, format: (n: number) => string = (n) => n.toLocaleString("en-US")): string {
  const min = range.min > 0 ? format(range.min) : "Min";
  const max = range.max > 0 ? format(range.max) : "Max";
  return `AED ${min} - ${max}`;
}
