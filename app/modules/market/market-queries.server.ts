/**
 * What the pages read of the market data: a place's market section, a listing against its building's
 * or area's median, a building's recent sales and the areas' ranking. Each is a few reads of
 * market_stats by its primary key (measure, scope, scope_id, rooms, period) or of the latest sales by
 * the (place, date) index; every median was computed by refreshMarketStats (stats.server.ts).
 */
import type { Db } from "../../platform/db/client.server.ts";
import type { MarketMeasure, MarketScope } from "../../platform/db/schema.ts";
import { addMonths, addQuarters, monthOf, quarterOf, signedPercent, WINDOW_PREFIX, windowKey, windowMonth } from "./stats-math.ts";

const PLACE_COLUMN = { area: "area_id", building: "building_id", project: "project_id" } as const;
/** Fewer sales than this in 12 months make a median a listing should not be measured against. */
const MIN_BASIS = 5;
const LATEST_SALES = 10;

type SaleKind = "off-plan" | "ready" | "off-plan resale";
type MarketSale = { date: string; kind: SaleKind; rooms: number | null; sizeSqft: number | null; price: number; psf: number | null };

type MarketSection = {
  sales: { month: string; count: number; medianPsf: number | null }[];
  rents: { quarter: string; count: number; medianAnnual: number | null }[];
  /** Sales and rent contracts counted in the series shown (36 months, 12 quarters). */
  saleCount: number;
  rentCount: number;
  latest: MarketSale[];
  rentByRooms: { rooms: number; medianAnnual: number | null; count: number }[];
  yieldByRooms: { rooms: number; grossYield: number }[];
  /** The date of the latest sale counted. */
  dataUntil: string | null;
};

/** A place's market section: the last 36 months of sales, 12 quarters of rents, and the last 12 months by rooms. */
export async function marketSection(db: Db, scope: MarketScope, id: number, opts: { now: Date }): Promise<MarketSection> {
  const month = monthOf(opts.now);
  const quarter = quarterOf(month);
  const [sales, rents, windows, latest] = await Promise.all([
    series(db, "sale", scope, id, addMonths(month, -35), month),
    series(db, "rent", scope, id, addQuarters(quarter, -11), quarter),
    windowFigures(db, scope, [id], month),
    latestSales(db, scope, id, LATEST_SALES),
  ]);
  const { sale, rent } = latestWindows(windows);
  const rentByRooms = rent.filter((r) => r.rooms >= 0).map((r) => ({ rooms: r.rooms, medianAnnual: r.median_amount, count: r.count }));
  const yieldByRooms = rent.flatMap((r) => {
    const s = sale.find((x) => x.rooms === r.rooms);
    return r.rooms >= 0 && s?.median_amount && r.median_amount ? [{ rooms: r.rooms, grossYield: r.median_amount / s.median_amount }] : [];
  });
  return {
    sales: sales.map((r) => ({ month: r.period, count: r.count, medianPsf: r.median_psf })),
    rents: rents.map((r) => ({ quarter: r.period, count: r.count, medianAnnual: r.median_amount })),
    saleCount: sales.reduce((n, r) => n + r.count, 0),
    rentCount: rents.reduce((n, r) => n + r.count, 0),
    latest,
    rentByRooms,
    yieldByRooms,
    // The latest sale's date: finding the latest rent contract would sort a whole quarter of a big area's contracts.
    dataUntil: latest[0]?.date ?? null,
  };
}

function series(db: Db, measure: MarketMeasure, scope: MarketScope, id: number, from: string, to: string) {
  return db
    .selectFrom("market_stats")
    .select(["period", "count", "median_psf", "median_amount"])
    .where("measure", "=", measure).where("scope", "=", scope).where("scope_id", "=", id).where("rooms", "=", -1)
    .where("period", ">=", from).where("period", "<=", to)
    .orderBy("period")
    .execute();
}

/** The 12-month windows of some places (every rooms, or one), up to the one ending in `month`. */
function windowFigures(db: Db, scope: MarketScope, ids: number[], month: string, rooms?: number) {
  return db
    .selectFrom("market_stats")
    .select(["measure", "scope", "scope_id", "rooms", "period", "count", "median_psf", "median_amount"])
    .where("measure", "in", ["sale", "rent"]).where("scope", "=", scope).where("scope_id", "in", ids)
    .$if(rooms !== undefined, (q) => q.where("rooms", "=", rooms!))
    .where("period", ">=", WINDOW_PREFIX).where("period", "<=", windowKey(month))
    .orderBy("rooms")
    .execute();
}
type WindowRow = Awaited<ReturnType<typeof windowFigures>>[number];

/** One place's latest windows: the refresh writes the window to its own `now` (and, for sales, the 12 months before). */
function latestWindows(rows: WindowRow[]) {
  const latestOf = (measure: MarketMeasure) => {
    const own = rows.filter((r) => r.measure === measure);
    const key = own.reduce((k, r) => (r.period > k ? r.period : k), "");
    return { rows: own.filter((r) => r.period === key), prev: own.filter((r) => key && r.period === windowKey(addMonths(windowMonth(key), -12))) };
  };
  const sale = latestOf("sale");
  return { sale: sale.rows, salePrev: sale.prev, rent: latestOf("rent").rows };
}

/** The latest sales that count in the figures, newest first. */
async function latestSales(db: Db, scope: MarketScope, id: number, n: number): Promise<MarketSale[]> {
  const col = PLACE_COLUMN[scope];
  const rows = await db
    .selectFrom("market_sales")
    .select(["date", "off_plan", "resale", "rooms", "size_sqft", "worth_aed", "psf_aed"])
    .where(col, "=", id).where("in_stats", "=", 1)
    // The (place, date) index gives them newest first; the id only orders sales of one day.
    .orderBy("date", "desc").orderBy("transaction_id", "desc")
    .limit(n)
    .execute();
  return rows.map((r) => ({
    date: r.date,
    kind: !r.off_plan ? "ready" : r.resale ? "off-plan resale" : "off-plan",
    rooms: r.rooms, sizeSqft: r.size_sqft, price: r.worth_aed, psf: r.psf_aed,
  }));
}

export function recentBuildingSales(db: Db, buildingId: number, n: number): Promise<MarketSale[]> {
  return latestSales(db, "building", buildingId, n);
}

type ListingComparison = { scope: "building" | "area"; placeId: number; median: number; percent: number; count: number };

/** A listing's AED/sqft against its building's median for the same rooms over 12 months, else its area's; null without MIN_BASIS sales. */
export async function listingComparison(
  db: Db, listing: { areaId: number; buildingId?: number | null; rooms: number; psf: number }, opts: { now: Date },
): Promise<ListingComparison | null> {
  const month = monthOf(opts.now);
  const [building, area] = await Promise.all([
    listing.buildingId ? windowFigures(db, "building", [listing.buildingId], month, listing.rooms) : [],
    windowFigures(db, "area", [listing.areaId], month, listing.rooms),
  ]);
  for (const rows of [building, area]) {
    const w = latestWindows(rows).sale[0];
    if (w && w.count >= MIN_BASIS && w.median_psf) {
      return { scope: w.scope as "building" | "area", placeId: w.scope_id, median: w.median_psf, percent: signedPercent(listing.psf, w.median_psf), count: w.count };
    }
  }
  return null;
}

/** An area's median annual rent and gross yield for some rooms over the last 12 months (one read), for a listing's lines. */
export async function areaRoomsFigures(db: Db, areaId: number, rooms: number, opts: { now: Date }) {
  const { sale, rent } = latestWindows(await windowFigures(db, "area", [areaId], monthOf(opts.now), rooms));
  const r = rent[0]?.median_amount ? { medianAnnual: rent[0].median_amount, count: rent[0].count } : null;
  const price = sale[0]?.median_amount;
  return { rent: r, grossYield: r && price ? r.medianAnnual / price : null };
}

type AreaRanking = {
  areaId: number; name: string; nameAr: string | null; pageUrl: string;
  medianPsf: number; changePercent: number | null; saleCount: number; grossYield: number | null;
};

/** The /market table: every active area with sales in the last 12 months, unsorted (the page sorts by the visitor's column). */
export async function marketRanking(db: Db, opts: { now: Date }): Promise<AreaRanking[]> {
  const areas = await db.selectFrom("areas").select(["id", "name", "name_ar", "page_url"]).where("is_active", "=", 1).execute();
  if (!areas.length) return [];
  const rows = await windowFigures(db, "area", areas.map((a) => a.id), monthOf(opts.now), -1);
  const byArea = Map.groupBy(rows, (r) => r.scope_id);
  return areas.flatMap((a) => {
    const { sale, salePrev, rent } = latestWindows(byArea.get(a.id) ?? []);
    const s = sale[0];
    if (!s?.median_psf || !s.median_amount) return [];
    const p = salePrev[0]?.median_psf;
    const r = rent[0]?.median_amount;
    return [{
      areaId: a.id, name: a.name, nameAr: a.name_ar, pageUrl: a.page_url,
      medianPsf: s.median_psf, changePercent: p ? Math.round((s.median_psf / p - 1) * 1000) / 10 : null,
      saleCount: s.count, grossYield: r ? r / s.median_amount : null,
    }];
  });
}
