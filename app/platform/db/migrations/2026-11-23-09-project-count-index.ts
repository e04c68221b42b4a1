/**
 * Project totals at 10,000 projects on PostgreSQL (bench/search.ts): a search by bedrooms
 * counts the active projects that have one of the asked bedroom options, and PostgreSQL
 * read the whole projects table for it (1,100 pages of wide rows: 10-15 ms). This index
 * holds, in id order, what a project filter reads (active flag, type, status, completion
 * year, price, area, developer), so such a count reads the index alone and joins it in
 * order with project_bedrooms_bedroom_idx (bedroom, project): 3-4 ms. Frozen.
 */
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("projects_filter_cover_idx")
    .on("projects")
    .columns(["is_active", "id", "type_id", "status_id", "completion_year", "starting_price", "area_id", "developer_id"])
    .execute();
  await sql`analyze projects`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("projects_filter_cover_idx").ifExists().execute();
  await sql`analyze projects`.execute(db);
}
