/** The unit search filters (spec 2.4, 3) as one Kysely query, shared by the page, the total and the band slices. */
import { sql } from "kysely";
import type { Db } from "../../../platform/db/client.server.ts";
import type { UnitCriteria } from "../search/search-criteria.ts";
import { idOfPage } from "./listing-columns.server.ts";
import { withinBox } from "./map-box.server.ts";

/** Largest price the column holds (32-bit on PostgreSQL). */
const MAX_STORED_PRICE = 2_147_483_647;

/**
 * Whole-AED price bounds (prices are stored in whole dirhams, so `price >= 1.5` is
 * `price >= 2`), or undefined when unbounded. `empty` when no stored price can match.
 * Keeps PostgreSQL from seeing a decimal or a 64-bit value against an integer column.
 */
export function priceBounds(c: Pick<UnitCriteria, "priceFrom" | "priceTo">): { from?: number; to?: number; empty: boolean } {
  const from = c.priceFrom > 0 ? Math.ceil(c.priceFrom) : undefined;
  const to = c.priceTo > 0 && c.priceTo < MAX_STORED_PRICE ? Math.floor(c.priceTo) : undefined;
  const empty = (from !== undefined && from > MAX_STORED_PRICE) || (from !== undefined && to !== undefined && from > to);
  return { from, to, empty };
}

type SmallFilterColumn = "purpose_id" | "status_id" | "type_id" | "bedroom_id" | "bathroom_id";

/**
 * The set filters among the five small ones (purpose, status, type, beds, baths), as column,
 * operator and value: the units table and the totals table (unit-counts.server.ts) name these
 * columns alike, so one list serves the search and both uses of the totals.
 */
export function smallFilters(c: UnitCriteria): { column: SmallFilterColumn; op: "=" | "in"; value: number | number[] }[] {
  const set: { column: SmallFilterColumn; op: "=" | "in"; value: number | number[] }[] = [];
  if (c.purpose) set.push({ column: "purpose_id", op: "=", value: c.purpose });
  if (c.status) set.push({ column: "status_id", op: "=", value: c.status });
  if (c.unitType) set.push({ column: "type_id", op: "=", value: c.unitType });
  if (c.beds.length) set.push({ column: "bedroom_id", op: "in", value: c.beds });
  if (c.bathroom.length) set.push({ column: "bathroom_id", op: "in", value: c.bathroom });
  return set;
}

/**
 * Units matching every set filter except price (filteredUnits adds the price bounds). When
 * the search is narrowed to an area, a developer, a building or a unit, the broad filters are written
 * `+column` (a no-op in both databases) so no planner reads a broad index for them: the
 * narrow index finds a few thousand rows at most, while SQLite would otherwise walk the
 * hundreds of thousands of one purpose to find them (seen at 1M units: 300-800 ms).
 */
function unitsMatching(db: Db, c: UnitCriteria) {
  const narrow = hasNarrowFilter(c);
  const col = (name: SmallFilterColumn) =>
    narrow ? sql<number>`+${sql.ref(`u.${name}`)}` : sql<number>`${sql.ref(`u.${name}`)}`;
  let q = db.selectFrom("units as u").where("u.is_active", "=", 1);
  if (c.unitId) q = q.where("u.id", "=", c.unitId);
  if (c.area) q = q.where("u.area_id", "=", c.area);
  if (c.developersId) q = q.where("u.developer_id", "=", c.developersId);
  if (c.building) q = q.where("u.building_id", "=", c.building);
  if (c.agent) q = q.where("u.agent_id", "=", c.agent);
  if (c.project) q = q.where("u.project_id", "=", c.project);
  for (const f of smallFilters(c)) q = q.where(col(f.column), f.op, f.value);
  if (c.unitPageURL) q = q.where("u.page_url", "=", c.unitPageURL);
  if (c.areaURL) q = q.where("u.area_id", "in", idOfPage(db, "areas", c.areaURL));
  if (c.developerURL) q = q.where("u.developer_id", "in", idOfPage(db, "developers", c.developerURL));
  if (c.bbox) q = withinBox(q, "u", c.bbox);
  return q;
}

/** A price bound on units; `+price` when the search is narrow (see unitsMatching). */
function priceColumn(c: UnitCriteria) {
  return hasNarrowFilter(c) ? sql<number>`+${sql.ref("u.price")}` : sql<number>`${sql.ref("u.price")}`;
}

/** Units matching every set filter, price included. */
export function filteredUnits(db: Db, c: UnitCriteria) {
  const { from, to } = priceBounds(c);
  let q = unitsMatching(db, c);
  if (from !== undefined) q = q.where(priceColumn(c), ">=", from);
  if (to !== undefined) q = q.where(priceColumn(c), "<=", to);
  return q;
}

/** True when a filter narrows the units to one area, developer, building or unit: counted directly, never from the totals table. */
export function hasNarrowFilter(c: UnitCriteria): boolean {
  return Boolean(c.unitId || c.area || c.developersId || c.building || c.agent || c.project || c.unitPageURL || c.areaURL || c.developerURL || c.bbox);
}
