/**
 * The exact number of units a search matches (the list's "N properties" and `totalRecord`).
 *
 * Broad searches (purpose, status, type, beds, baths, price) are summed from
 * `unit_search_counts` (migration 2026-11-23-01: one row per filter combination and price
 * band, kept exact by triggers), so the cost grows with the number of combinations, not of
 * units. A price bound that falls inside a band adds an index-only count of that band's
 * slice. Searches narrowed to an area, a developer or one unit count the units directly:
 * those sets are small and the totals table does not carry those columns.
 */
import type { Db } from "../../../platform/db/client.server.ts";
import type { UnitCriteria } from "../search/search-criteria.ts";
import { filteredUnits, hasNarrowFilter, priceBounds, smallFilters } from "./unit-filters.server.ts";

type Band = { id: number; lo: number; hi: number };

const bandsByDb = new WeakMap<Db, Promise<Band[]>>();

/** The price bands (frozen by the migration), read once per database handle. */
function priceBands(db: Db): Promise<Band[]> {
  let bands = bandsByDb.get(db);
  if (!bands) {
    bands = db.selectFrom("price_bands").select(["id", "lo", "hi"]).orderBy("lo").execute();
    bands.catch(() => bandsByDb.delete(db));
    bandsByDb.set(db, bands);
  }
  return bands;
}

/** A plain count of the matching units (narrow searches, and the slice of a cut band). */
async function countMatching(db: Db, c: UnitCriteria): Promise<number> {
  const row = await filteredUnits(db, c).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The rows of the totals table for the search's small filters (all price bands). */
function totalsFor(db: Db, c: UnitCriteria) {
  let q = db.selectFrom("unit_search_counts as s");
  for (const f of smallFilters(c)) q = q.where(`s.${f.column}`, f.op, f.value);
  return q;
}

export type Combination = { purpose_id: number; status_id: number; type_id: number; bedroom_id: number; bathroom_id: number };

/**
 * The filter combinations that have matching units in the searched price range (from the
 * totals table), or undefined when there are more than `max` of them. Only for broad
 * searches (no area, developer or unit filter).
 */
export async function matchingCombinations(db: Db, c: UnitCriteria, max: number): Promise<Combination[] | undefined> {
  const { from, to } = priceBounds(c);
  const bands = await priceBands(db);
  const inRange = bands.filter((b) => b.lo <= (to ?? Number.POSITIVE_INFINITY) && b.hi - 1 >= (from ?? 0));
  if (!inRange.length) return [];
  const rows = await totalsFor(db, c)
    .select(["s.purpose_id", "s.status_id", "s.type_id", "s.bedroom_id", "s.bathroom_id"])
    .where("s.n", ">", 0)
    .where("s.price_band", ">=", inRange[0]!.id)
    .where("s.price_band", "<=", inRange.at(-1)!.id).groupBy(["s.purpose_id", "s.status_id", "s.type_id", "s.bedroom_id", "s.bathroom_id"]).limit(max + 1).execute();
  return rows.length > max ? undefined : rows;
}

export async function countUnits(db: Db, c: UnitCriteria): Promise<number> {
  const { from, to, empty } = priceBounds(c);
  if (empty) return 0;
  if (hasNarrowFilter(c)) return countMatching(db, c);
  const bands = await priceBands(db);
  const lo = from ?? 0;
  const hi = to ?? Number.POSITIVE_INFINITY;
  // Bands wholly inside [lo, hi] come from the totals; the (at most two) cut bands are counted.
  const whole = bands.filter((b) => b.lo >= lo && b.hi - 1 <= hi);
  const cut = bands.filter((b) => b.lo <= hi && b.hi - 1 >= lo && !(b.lo >= lo && b.hi - 1 <= hi));
  const slices = cut.map((b) => countMatching(db, { ...c, priceFrom: Math.max(lo, b.lo), priceTo: Math.min(hi, b.hi - 1) }));
  let sum = Promise.resolve(0);
  if (whole.length) {
    let q = totalsFor(db, c);
    if (whole.length < bands.length) q = q.where("s.price_band", ">=", whole[0]!.id).where("s.price_band", "<=", whole.at(-1)!.id);
    sum = q
      .select((eb) => eb.fn.sum<number | string | null>("s.n").as("n"))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n ?? 0));
  }
  const parts = await Promise.all([sum, ...slices]);
  return parts.reduce((a, b) => a + b, 0);
}
