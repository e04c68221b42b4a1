/**
 * Recomputes the figures in market_stats for the places an import touched: sales by month (count,
 * median AED/sqft, median price) and rents by quarter (count, median annual rent per sqft, median
 * annual rent), per number of rooms (-1 for all), plus the 12-month windows the pages compare on
 * (sales: the 12 months to `now` and the 12 before; rents: the 4 quarters to `now`'s), filed under
 * periods "12m:yyyy-mm" (stats-math.ts). Neither database has a portable percentile function, so the
 * rows are streamed in the order of the (place, date) or (place, quarter) index and the medians computed here, the same
 * code on both; a period's values are dropped once its medians are taken, so memory holds one place's
 * 12-month windows at most, whatever the tables' size. A place's old figures are deleted and the new
 * ones written in batches, in one transaction per group of places, so a page never reads half a refresh.
 * Nothing is written while a stream is open: SQLite's one connection is busy until it ends.
 */
import type { Db } from "../../platform/db/client.server.ts";
import type { MarketMeasure, MarketScope } from "../../platform/db/schema.ts";
import { addMonths, addQuarters, median, monthOf, quantile, quarterOf, sortedValues, windowKey } from "./stats-math.ts";

type TouchedPlaces = Record<MarketScope, number[]>;

const PLACE_COLUMN = { area: "area_id", building: "building_id", project: "project_id" } as const;
/** Places read by one query: keeps the queries few (thousands of buildings) and the figures held before writing small. */
const PLACES_PER_READ = 50;
/** Rows fetched at a time from a stream. */
const STREAM_CHUNK = 5000;
/** Rows per insert: 8 parameters a row stays far below SQLite's and PostgreSQL's limits. */
const INSERT_BATCH = 500;

/**
 * Outliers (the rule, also in the README): among an area's sales of one property type that
 * pass the row rules, a sale whose AED/sqft lies outside Tukey's far-out fences on log(AED/sqft),
 * Q1 - 3·IQR and Q3 + 3·IQR, is marked in_stats = 0, excluded = 'outlier' and kept in the table.
 * Log because prices per sqft are right-skewed (a fence on the raw scale cuts good penthouses and
 * keeps typos); k = 3 rather than 1.5 because only errors (a missing zero, a whole floor's price on
 * one unit) should go. Decided per area so a sale is in or out of every median (building, project)
 * alike; groups under OUTLIER_MIN_ROWS have quartiles too unsteady to judge by and keep every sale.
 */
const OUTLIER_K = 3;
const OUTLIER_MIN_ROWS = 20;

/** `measures`: the figures to recompute (an import of a rents file changes no sale figure); both by default. */
export async function refreshMarketStats(db: Db, touched: TouchedPlaces, opts: { now?: Date; measures?: MarketMeasure[] } = {}): Promise<void> {
  const lastMonth = monthOf(opts.now ?? new Date());
  const measures = opts.measures ?? ["sale", "rent"];
  if (measures.includes("sale")) await markOutliers(db, unique(touched.area));
  for (const scope of ["area", "building", "project"] as const) {
    const ids = unique(touched[scope]);
    for (let i = 0; i < ids.length; i += PLACES_PER_READ) {
      const chunk = ids.slice(i, i + PLACES_PER_READ);
      const rows = [
        ...(measures.includes("sale") ? await saleFigures(db, scope, chunk, lastMonth) : []),
        ...(measures.includes("rent") ? await rentFigures(db, scope, chunk, lastMonth) : []),
      ];
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("market_stats").where("measure", "in", measures).where("scope", "=", scope).where("scope_id", "in", chunk).execute();
        for (let j = 0; j < rows.length; j += INSERT_BATCH) {
          await trx.insertInto("market_stats").values(rows.slice(j, j + INSERT_BATCH)).execute();
        }
      });
    }
  }
}

const unique = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

type OutlierGroup = { areaId: number; type: string; counted: number[]; outliers: number[] };

async function markOutliers(db: Db, areaIds: number[]): Promise<void> {
  for (let i = 0; i < areaIds.length; i += PLACES_PER_READ) {
    const chunk = areaIds.slice(i, i + PLACES_PER_READ);
    // Earlier outliers are judged again: a new month of sales moves the fences.
    const rows = db
      .selectFrom("market_sales")
      .select(["area_id", "property_type", "psf_aed", "in_stats"])
      .where("area_id", "in", chunk)
      .where((eb) => eb.or([eb("in_stats", "=", 1), eb("excluded", "=", "outlier")]))
      .where("psf_aed", ">", 0)
      .orderBy("area_id")
      .stream(STREAM_CHUNK);
    // One area's values at a time: its groups are judged when the next area starts.
    const judged: ReturnType<typeof judge>[] = [];
    let groups = new Map<string, OutlierGroup>();
    for await (const r of rows) {
      const first = groups.values().next().value;
      if (first && first.areaId !== r.area_id) {
        judged.push(...[...groups.values()].map(judge));
        groups = new Map();
      }
      let g = groups.get(r.property_type);
      if (!g) groups.set(r.property_type, (g = { areaId: r.area_id!, type: r.property_type, counted: [], outliers: [] }));
      (r.in_stats ? g.counted : g.outliers).push(r.psf_aed!);
    }
    judged.push(...[...groups.values()].map(judge));
    await applyOutliers(db, judged);
  }
}

/** What a group's fences change: outliers now inside go back in, counted sales outside go out. */
function judge(g: OutlierGroup) {
  const fences = tukeyFences([...g.counted, ...g.outliers].map(Math.log));
  const inside = (psf: number) => !fences || (psf >= fences.lo && psf <= fences.hi);
  return { areaId: g.areaId, type: g.type, fences, restore: g.outliers.some(inside), mark: fences !== null && !g.counted.every(inside) };
}

async function applyOutliers(db: Db, judged: ReturnType<typeof judge>[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const { areaId, type, fences, restore, mark } of judged) {
      // Each update scans the area's sales, so it runs only when the values read say it changes something.
      const group = trx.updateTable("market_sales").where("area_id", "=", areaId).where("property_type", "=", type);
      if (restore) {
        await group
          .set({ in_stats: 1, excluded: null })
          .where("excluded", "=", "outlier")
          .$if(fences !== null, (q) => q.where("psf_aed", ">=", fences!.lo).where("psf_aed", "<=", fences!.hi))
          .execute();
      }
      if (mark && fences) {
        await group
          .set({ in_stats: 0, excluded: "outlier" })
          .where("in_stats", "=", 1)
          .where((eb) => eb.or([eb("psf_aed", "<", fences.lo), eb("psf_aed", ">", fences.hi)]))
          .execute();
      }
    }
  });
}

/** The AED/sqft bounds a sale must fall within (OUTLIER_K above), or null when the group is too small to judge. */
function tukeyFences(logs: number[]): { lo: number; hi: number } | null {
  if (logs.length < OUTLIER_MIN_ROWS) return null;
  const sorted = sortedValues(logs);
  const q1 = quantile(sorted, 0.25);
  const q3 = quantile(sorted, 0.75);
  const iqr = q3 - q1;
  return { lo: Math.exp(q1 - OUTLIER_K * iqr), hi: Math.exp(q3 + OUTLIER_K * iqr) };
}

type StatRow = { measure: MarketMeasure; scope: MarketScope; scope_id: number; rooms: number; period: string; count: number; median_psf: number | null; median_amount: number | null };
type Values = { psf: number[]; amount: number[] };

/**
 * One place's values by period and rooms (and rooms -1), filled from rows in (place, period) order:
 * `close(period)` takes a finished period's medians and drops its values; `closeAll()` when the place ends.
 */
function placeFigures(measure: MarketMeasure, scope: MarketScope, out: StatRow[]) {
  let place = -1;
  const periods = new Map<string, Map<number, Values>>();
  const put = (period: string, rooms: number, psf: number | null, amount: number) => {
    let byRooms = periods.get(period);
    if (!byRooms) periods.set(period, (byRooms = new Map()));
    let v = byRooms.get(rooms);
    if (!v) byRooms.set(rooms, (v = { psf: [], amount: [] }));
    if (psf !== null) v.psf.push(psf);
    v.amount.push(amount);
  };
  const close = (period: string) => {
    for (const [rooms, v] of periods.get(period) ?? []) {
      out.push({ measure, scope, scope_id: place, rooms, period, count: v.amount.length, median_psf: median(sortedValues(v.psf)), median_amount: median(sortedValues(v.amount)) });
    }
    periods.delete(period);
  };
  return {
    add(placeId: number, periodList: string[], rooms: number | null, psf: number | null, amount: number) {
      if (placeId !== place) {
        for (const p of [...periods.keys()]) close(p);
        place = placeId;
      }
      for (const period of periodList) {
        put(period, -1, psf, amount);
        if (rooms !== null && rooms >= 0) put(period, rooms, psf, amount);
      }
    },
    close,
    closeAll() {
      for (const p of [...periods.keys()]) close(p);
    },
  };
}

async function saleFigures(db: Db, scope: MarketScope, ids: number[], lastMonth: string): Promise<StatRow[]> {
  const col = PLACE_COLUMN[scope];
  const rows = db
    .selectFrom("market_sales")
    .select((eb) => [eb.ref(col).as("place"), "month", "rooms", "psf_aed", "worth_aed"])
    .where(col, "in", ids)
    .where("in_stats", "=", 1)
    .where("month", "<=", lastMonth) // a date after today is a typo in the file
    .orderBy(col)
    .orderBy("date") // the (place, date) index's order: month by month
    .stream(STREAM_CHUNK);
  const last = windowKey(lastMonth);
  const lastFrom = addMonths(lastMonth, -11);
  const prevMonth = addMonths(lastMonth, -12);
  const prev = windowKey(prevMonth);
  const prevFrom = addMonths(lastMonth, -23);
  const out: StatRow[] = [];
  const f = placeFigures("sale", scope, out);
  let at = { place: -1, month: "" };
  for await (const r of rows) {
    if (r.place === at.place && r.month !== at.month) f.close(at.month);
    at = { place: r.place!, month: r.month };
    const periods = [r.month];
    if (r.month >= lastFrom) periods.push(last);
    else if (r.month >= prevFrom && r.month <= prevMonth) periods.push(prev);
    f.add(r.place!, periods, r.rooms, r.psf_aed, r.worth_aed);
  }
  f.closeAll();
  return out;
}

async function rentFigures(db: Db, scope: MarketScope, ids: number[], lastMonth: string): Promise<StatRow[]> {
  const col = PLACE_COLUMN[scope];
  const lastQuarter = quarterOf(lastMonth);
  const rows = db
    .selectFrom("market_rents")
    .select((eb) => [eb.ref(col).as("place"), "quarter", "rooms", "annual_amount", "size_sqft"])
    .where(col, "in", ids)
    .where("in_stats", "=", 1)
    .where("quarter", "<=", lastQuarter)
    .orderBy(col)
    .orderBy("quarter")
    .stream(STREAM_CHUNK);
  const last = windowKey(lastMonth);
  const fromQuarter = addQuarters(lastQuarter, -3);
  const out: StatRow[] = [];
  const f = placeFigures("rent", scope, out);
  let at = { place: -1, quarter: "" };
  for await (const r of rows) {
    if (r.place === at.place && r.quarter !== at.quarter) f.close(at.quarter);
    at = { place: r.place!, quarter: r.quarter };
    const perSqft = r.size_sqft && r.size_sqft > 0 ? r.annual_amount / r.size_sqft : null;
    f.add(r.place!, r.quarter >= fromQuarter ? [r.quarter, last] : [r.quarter], r.rooms, perSqft, r.annual_amount);
  }
  f.closeAll();
  return out;
}
