/**
 * The staff tables' title search (app/modules/listings/queries/admin-listings.server.ts) tests a listing's own
 * words ("has this listing a title word starting with 'view'?") while it walks a table or the
 * rarest word's range. The index on (kind, listing_id) found the listing's rows but had to read
 * each row for its term; with the term in the index the test is read from the index alone (at
 * 1,000,000 units, the count of "sea view" went from 274 ms to the figure in ARCHITECTURE.md).
 * It also serves what the old index did: a listing's terms, rewritten when its title changes.
 *
 * Frozen.
 */
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("listing_title_terms_listing_term").on("listing_title_terms").columns(["kind", "listing_id", "term"]).execute();
  await db.schema.dropIndex("listing_title_terms_listing").execute();
  await sql`analyze listing_title_terms`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("listing_title_terms_listing").on("listing_title_terms").columns(["kind", "listing_id"]).execute();
  await db.schema.dropIndex("listing_title_terms_listing_term").execute();
}
