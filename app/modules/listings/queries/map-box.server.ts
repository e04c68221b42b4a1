/**
 * The map search's box as a Kysely condition, the same for units and projects and for both
 * databases: `lat between south and north and lng between west and east`, served by the
 * position indexes (migration 2026-11-27-20-map-positions). A listing without a position is
 * never inside a box.
 */
import { sql, type SelectQueryBuilder } from "kysely";
import type { Bbox } from "../map/map-bbox.ts";

// Any query whose table is aliased `u` (units) or `p` (projects).
export function withinBox<Q extends SelectQueryBuilder<any, any, any>>(q: Q, alias: "u" | "p", [west, south, east, north]: Bbox): Q {
  const lat = sql.ref(`${alias}.lat`);
  const lng = sql.ref(`${alias}.lng`);
  return q.where(sql<boolean>`${lat} >= ${south} and ${lat} <= ${north} and ${lng} >= ${west} and ${lng} <= ${east}`) as Q;
}
