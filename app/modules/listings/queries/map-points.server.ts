/**
 * The positions of the listings a search matches (map search): the list's own filter
 * query (filteredUnits / filteredProjects), so the map and the list always agree, reduced to id
 * and position. Listings without a position are left out (they have no place on a map).
 */
import type { Db } from "../../../platform/db/client.server.ts";
import type { ProjectCriteria, UnitCriteria } from "../search/search-criteria.ts";
import { filteredProjects } from "./projects.server.ts";
import { filteredUnits, priceBounds } from "./unit-filters.server.ts";

type MapPoint = { id: number; lat: number; lng: number };

export type MapCriteria = { kind: "unit"; criteria: UnitCriteria } | { kind: "project"; criteria: ProjectCriteria };

/** Every matching listing's id and position, in id order (deterministic for tests and caches). */
export async function mapPoints(db: Db, m: MapCriteria): Promise<MapPoint[]> {
  if (m.kind === "unit") {
    if (priceBounds(m.criteria).empty) return [];
    const rows = await filteredUnits(db, m.criteria)
      .where("u.lat", "is not", null)
      .where("u.lng", "is not", null)
      .select(["u.id", "u.lat", "u.lng"])
      .execute();
    return rows.map((r) => ({ id: r.id, lat: Number(r.lat), lng: Number(r.lng) }));
  }
  const rows = await filteredProjects(db, m.criteria)
    .where("p.lat", "is not", null)
    .where("p.lng", "is not", null)
    .select(["p.id", "p.lat", "p.lng"])
    .execute();
  return rows.map((r) => ({ id: r.id, lat: Number(r.lat), lng: Number(r.lng) }));
}
