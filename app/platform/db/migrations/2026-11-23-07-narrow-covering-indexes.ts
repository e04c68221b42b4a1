/**
 * A search narrowed to a developer (about 14,000 units each at 1M) or an area read every
 * matching unit's row to test the other filters: 50-90 ms at 1M units (bench/search.ts).
 * These indexes carry the filter columns after the newest-first order, so the total and the
 * page of such a search are read from the index alone (`id` too: PostgreSQL indexes do not carry
 * the key of the row, and without it every match was fetched from the table). They replace the narrower ones of
 * the first migration. Frozen.
 */
import { sql, type Kysely } from "kysely";

const FILTERS = ["purpose_id", "status_id", "type_id", "bedroom_id", "bathroom_id", "price"];

export async function up(db: Kysely<any>): Promise<void> {
  for (const owner of ["developer", "area"] as const) {
    await db.schema.dropIndex(`units_${owner}_posted_idx`).ifExists().execute();
    await db.schema
      .createIndex(`units_${owner}_cover_idx`)
      .on("units")
      .columns([`${owner}_id`, "is_active", "posted_on", ...FILTERS, "id"])
      .execute();
  }
  await sql`analyze`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const owner of ["developer", "area"] as const) {
    await db.schema.dropIndex(`units_${owner}_cover_idx`).ifExists().execute();
    await db.schema.createIndex(`units_${owner}_posted_idx`).on("units").columns([`${owner}_id`, "is_active", "posted_on"]).execute();
  }
}
