/**
 * One generated DLD row at a time: a registered transaction (sale, mortgage or gift) or an Ejari
 * rent contract, keyed by the published column names. Prices follow the demo's areas (the same
 * indicative AED/sqft its listings are priced from), drift month by month along a per-area trend
 * with seasonal swing and noise, and carry the few absurd values real registers hold.
 */
import { SQFT_PER_SQM } from "../app/modules/market/dld-columns.ts";
import type { MarketArea, MarketBuilding, MarketType } from "./market-places.ts";

/** A small seeded generator (mulberry32): the files must come out byte for byte the same for a seed. */
export type Rng = () => number;
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
function weighted<T>(rng: Rng, items: readonly (readonly [T, number])[]): T {
  let roll = rng() * items.reduce((s, [, w]) => s + w, 0);
  for (const [item, w] of items) if ((roll -= w) < 0) return item;
  return items[items.length - 1]![0];
}
/** A price's spread around its level: log-normal, as prices are (Box–Muller). */
const spread = (rng: Rng, sigma: number) => Math.exp(sigma * Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng()));

export type Row = Record<string, string | number>;
const DAY = 86_400_000;
const MONTHS = 36;

/** The period the files cover: the three years up to `until`, more deals each year as Dubai's market grew. */
export type Period = { start: number; days: number };
export function periodUntil(until: Date): Period {
  const end = Date.UTC(until.getUTCFullYear(), until.getUTCMonth(), until.getUTCDate());
  const start = Date.UTC(until.getUTCFullYear() - 3, until.getUTCMonth(), until.getUTCDate()) + DAY;
  return { start, days: Math.round((end - start) / DAY) + 1 };
}
/** A day in the period, weighted towards the recent (volume up about a quarter a year). */
function drawDay(rng: Rng, period: Period): { time: number; month: number } {
  const k = Math.log(1.25 ** 3);
  const f = Math.log(1 + rng() * (Math.exp(k) - 1)) / k;
  const day = Math.min(period.days - 1, Math.floor(f * period.days));
  return { time: period.start + day * DAY, month: Math.min(MONTHS - 1, Math.floor((day / period.days) * MONTHS)) };
}
export function dldDate(time: number): string {
  const d = new Date(time);
  return `${String(d.getUTCDate()).padStart(2, "0")}-${String(d.getUTCMonth() + 1).padStart(2, "0")}-${d.getUTCFullYear()}`;
}

/**
 * An area's price level by month against today's (1 = today's level): about 14%
 * lower three years ago for sales and 22% for rents, each area at its own pace, with a seasonal
 * swing (summer is slow in Dubai) and month-to-month noise.
 */
export function priceIndex(rng: Rng, rise: number): number[] {
  const pace = 0.8 + 0.4 * rng();
  const phase = rng() * 12;
  return Array.from({ length: MONTHS }, (_, m) => {
    const trend = 1 - rise * pace * (1 - (m + 1) / MONTHS);
    return trend * (1 + 0.012 * Math.sin((2 * Math.PI * (m + phase)) / 12) + 0.012 * (rng() - 0.5));
  });
}

const TYPE_PREMIUM: Record<MarketType, number> = { Apartment: 1, "Hotel Apartment": 1.05, Duplex: 1.05, Penthouse: 1.3, Townhouse: 0.95, Villa: 1 };
/** Smaller homes fetch more per square foot. */
const ROOM_FACTOR = [1.05, 1.02, 1, 0.98, 0.96, 0.95, 0.94, 0.93];
const BED_WEIGHTS = [0.2, 0.35, 0.28, 0.12, 0.05, 0.04, 0.02, 0.01];

/** The demo unit generator's sizes (sq ft by type and bedrooms), so sizes agree with the listings. */
function sizeSqft(rng: Rng, type: MarketType, beds: number): number {
  const base = { Apartment: 420 + beds * 520, "Hotel Apartment": 380 + beds * 450, Duplex: 900 + beds * 600, Penthouse: 1500 + beds * 850, Townhouse: 900 + beds * 550, Villa: 1600 + beds * 1100 }[type];
  return base * (0.88 + 0.3 * rng());
}

function bedsFor(rng: Rng, type: MarketType, offered: number[]): number {
  const fits = { Apartment: [0, 4], "Hotel Apartment": [0, 2], Duplex: [2, 4], Penthouse: [3, 5], Townhouse: [2, 5], Villa: [3, 7] }[type];
  const allowed = offered.filter((b) => b >= fits[0]! && b <= fits[1]!);
  const choices = allowed.length ? allowed : [fits[0]!];
  return weighted(rng, choices.map((b) => [b, BED_WEIGHTS[b] ?? 0.01] as const));
}

const isHouses = (b: MarketBuilding) => b.types.every((t) => t === "Villa" || t === "Townhouse");

/** A home that changes hands or is let: where, what, how big (m², as the DLD measures), off-plan or not on the day. */
export type Home = { area: MarketArea; building: MarketBuilding; type: MarketType; beds: number; sqm: number; offPlan: boolean };
export function drawHome(rng: Rng, area: MarketArea, time: number, readyOnly: boolean): Home {
  const open = area.buildings.filter((b) => time >= b.completes.getTime() - 4 * 365 * DAY && (!readyOnly || time >= b.completes.getTime()));
  // Towers hold far more homes than a villa cluster: about four deals in five in Dubai are apartments.
  const building = weighted(rng, (open.length ? open : area.buildings).map((b) => [b, isHouses(b) ? 1 : 3] as const));
  const type = building.types.includes("Apartment") && rng() < 0.75 ? "Apartment" : pick(rng, building.types);
  const beds = bedsFor(rng, type, building.beds);
  const sqm = Math.round((sizeSqft(rng, type, beds) / SQFT_PER_SQM) * 100) / 100;
  return { area, building, type, beds, sqm, offPlan: time < building.completes.getTime() };
}

/** What a home fetches at an area's level (AED per sq ft, or per sq ft a year for rent), with its own spread. */
export function homeValue(rng: Rng, home: Home, level: number, sigma: number): number {
  const perSqft = level * TYPE_PREMIUM[home.type] * home.building.premium * (ROOM_FACTOR[home.beds] ?? 0.9) * spread(rng, sigma);
  return perSqft * home.sqm * SQFT_PER_SQM;
}

export const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);
export { drawDay, weighted };
