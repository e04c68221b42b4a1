/**
 * Search at 1M units on PostgreSQL (bench/search.ts), two index changes:
 *
 * - A sparse broad search (at most a few thousand matches) seeks each of its filter
 *   combinations (app/modules/listings/queries/units.server.ts). units_combination_idx ended with
 *   posted_on, so a price bound was checked on the table row: a combination of 20,000 rents
 *   was read row by row to find the 30 above 2M, and PostgreSQL preferred walking every unit
 *   newest first (150-250 ms). This index puts the price after the combination, so each seek
 *   reads exactly the matches, and carries posted_on and id, so PostgreSQL answers from the
 *   index alone (the page is sorted from those few matches). It replaces units_combination_idx.
 * - A search narrowed to both an area and a developer read the table rows of the area to
 *   test the developer (6,000 rows, 25-70 ms): each narrow covering index (migration
 *   2026-11-23-07) now also carries the other narrow column, after the filters.
 *
 * Frozen.
 */
import { sql, type Kysely } from "kysely";

const COMBINATION = ["purpose_id", "status_id", "type_id", "bedroom_id", "bathroom_id"];
const FILTERS = [...COMBINATION, "price"];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("units_combination_price_idx")
    .on("units")
    .columns([...COMBINATION, "is_active", "price", "posted_on", "id"])
    .execute();
  await db.schema.dropIndex("units_combination_idx").ifExists().execute();
  for (const [owner, other] of [["developer", "area"], ["area", "developer"]] as const) {
    await db.schema.dropIndex(`units_${owner}_cover_idx`).ifExists().execute();
    await db.schema
      .createIndex(`units_${owner}_cover_idx`)
      .on("units")
      .columns([`${owner}_id`, "is_active", "posted_on", ...FILTERS, `${other}_id`, "id"])
      .execute();
  }
  await sql`analyze`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const owner of ["developer", "area"] as const) {
    await db.schema.dropIndex(`units_${owner}_cover_idx`).ifExists().execute();
    await db.schema.createIndex(`units_${owner}_cover_idx`).on("units").columns([`${owner}_id`, "is_active", "posted_on", ...FILTERS, "id"]).execute();
  }
  await db.schema
    .createIndex("units_combination_idx")
    .on("units")
    .columns([...COMBINATION, "is_active", "posted_on"])
    .execute();
  await db.schema.dropIndex("units_combination_price_idx").ifExists().execute();
  await sql`analyze`.execute(db);
}
