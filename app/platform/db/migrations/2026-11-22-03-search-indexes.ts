/**
 * Indexes for the unit filters the first migration left to a scan of every active unit
 * (bench/search.ts --explain): bedrooms and bathrooms, each with the list order so a page
 * is read in order. (An (is_active, price) index was tried and dropped: SQLite then chose it
 * for mixed filters and sorted in a temporary B-tree, which was slower.) Frozen.
 */
import type { Kysely } from "kysely";

const INDEXES: [name: string, columns: string[]][] = [
  ["units_bedroom_posted_idx", ["bedroom_id", "is_active", "posted_on"]],
  ["units_bathroom_posted_idx", ["bathroom_id", "is_active", "posted_on"]],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, columns] of INDEXES) await db.schema.createIndex(name).on("units").columns(columns).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}
