/**
 * The arithmetic of the market figures: medians and quartiles over sorted values, and the months,
 * quarters and 12-month windows the figures are filed under. Pure, shared by the refresh and the reads.
 */

/** Values sorted ascending as numbers (a typed array sorts numerically, and fast). */
export function sortedValues(values: number[]): Float64Array {
  return new Float64Array(values).sort();
}

/** The middle value, or the mean of the two middle values; null for no values. */
export function median(sorted: Float64Array): number | null {
  const n = sorted.length;
  if (!n) return null;
  const mid = n >> 1;
  return n % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The p-quantile by linear interpolation between order statistics (R's type 7, numpy's default). */
export function quantile(sorted: Float64Array, p: number): number {
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.min(lo + 1, sorted.length - 1);
  return sorted[lo]! + (h - lo) * (sorted[hi]! - sorted[lo]!);
}

/** "yyyy-mm" of a moment, in UTC (the DLD's dates carry no time zone). */
export function monthOf(d: Date): string {
  return d.toISOString().slice(0, 7);
}

export function addMonths(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const t = y * 12 + (m - 1) + n;
  return `${Math.floor(t / 12)}-${String((t % 12) + 1).padStart(2, "0")}`;
}

/** "yyyy-Qn" of a "yyyy-mm" month, the way the rents' quarter column is written. */
export function quarterOf(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return `${y}-Q${Math.ceil(m / 3)}`;
}

export function addQuarters(quarter: string, n: number): string {
  const y = Number(quarter.slice(0, 4));
  const q = Number(quarter.slice(6));
  const t = y * 4 + (q - 1) + n;
  return `${Math.floor(t / 4)}-Q${(t % 4) + 1}`;
}

/**
 * A 12-month window's period in market_stats, named by its last month: "12m:2026-11". The prefix
 * sorts before every month and quarter ("1" < "2"), so a range on the period finds windows alone.
 */
export const WINDOW_PREFIX = "12m:";
export const windowKey = (lastMonth: string) => `${WINDOW_PREFIX}${lastMonth}`;
export const windowMonth = (key: string) => key.slice(WINDOW_PREFIX.length);

/** A signed percentage rounded half away from zero, so +5.5 and -5.5 read as 6 % above and below. */
export function signedPercent(value: number, basis: number): number {
  const p = (value / basis - 1) * 100;
  return Math.sign(p) * Math.round(Math.abs(p));
}
