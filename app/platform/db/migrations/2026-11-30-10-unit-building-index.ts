/**
 * Units by their building: the building page lists the units linked to it (a unit search narrowed
 * to one building), which without this index reads every unit. Frozen.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("units_building").on("units").column("building_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("units_building").ifExists().execute();
}
