/**
 * The map search (issue 22; app/modules/listings/queries/map-points.server.ts): listings by position.
 *
 * - `(lat, lng, is_active, id)` on units and projects: a box (lat range, then lng tested in the
 *   index) is read from the index alone, for the list narrowed to the visible area and its count;
 *   and the map's point index (every shown unit's id and position, loaded once per filter set)
 *   is a walk of this index without a table read on either database.
 *
 * Frozen.
 */
import type { Kysely } from "kysely";

const TABLES = ["units", "projects"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.createIndex(`${table}_position_idx`).ifNotExists().on(table).columns(["lat", "lng", "is_active", "id"]).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.dropIndex(`${table}_position_idx`).ifExists().execute();
}
