/**
 * The Arabic of a listing's free-text lists (issue 36, point 2). Frozen: imports nothing from the app.
 * Standard words (a "Gym", a "View" label, a "Mall" place type) get their Arabic from the site's own
 * list; what is not standard (a building's own amenity, a detail's value, a school's name) is typed
 * in the back office in both languages. Null: none typed (the page shows the standard Arabic, or the
 * English marked as English).
 * - listing_amenities.name_ar
 * - listing_details.element_name_ar, listing_details.details_ar
 * - listing_places.place_name_ar
 */
import type { Kysely } from "kysely";

const COLUMNS = [
  ["listing_amenities", "name_ar"],
  ["listing_details", "element_name_ar"],
  ["listing_details", "details_ar"],
  ["listing_places", "place_name_ar"],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, column] of COLUMNS) await db.schema.alterTable(table).addColumn(column, "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, column] of [...COLUMNS].reverse()) await db.schema.alterTable(table).dropColumn(column).execute();
}
