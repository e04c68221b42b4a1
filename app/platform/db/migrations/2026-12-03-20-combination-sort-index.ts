/**
 * The list orders by a figure (issue 36, point 6): a broad search of up to 20,000 matches sorted by price,
 * size or completeness reads its matches from the filter-combination index and sorts them
 * (app/modules/listings/queries/units.server.ts), instead of walking the order's own index, where a
 * filter that index does not hold (type, status, rooms) can leave every match at its far end. For that
 * read to come from the index alone, the index now also carries the size and the quality score (it had
 * the price, the date and the id). It replaces units_combination_price_idx. Frozen.
 */
import { sql, type Kysely } from "kysely";

const COMBINATION = ["purpose_id", "status_id", "type_id", "bedroom_id", "bathroom_id"];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("units_combination_sort_idx")
    .on("units")
    .columns([...COMBINATION, "is_active", "price", "posted_on", "id", "size_sqft", "quality_score"])
    .execute();
  await db.schema.dropIndex("units_combination_price_idx").ifExists().execute();
  await sql`analyze`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("units_combination_price_idx").on("units").columns([...COMBINATION, "is_active", "price", "posted_on", "id"]).execute();
  await db.schema.dropIndex("units_combination_sort_idx").ifExists().execute();
  await sql`analyze`.execute(db);
}
