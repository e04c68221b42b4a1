/**
 * What the demo seed changed in rows it did not create (issue 31): the seed gives the reference
 * areas it writes about its own text and picture, and hides the others. Each such row's values
 * from before the seed are kept here, so `npm run demo:remove` puts them back and a site that
 * tried the demo ends as a new site starts. Frozen.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("demo_replaced")
    .addColumn("table_name", "text", (c) => c.notNull())
    .addColumn("row_id", "integer", (c) => c.notNull())
    /** The columns the seed set, with their values before it: JSON. */
    .addColumn("values_json", "text", (c) => c.notNull())
    .addColumn("replaced_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("demo_replaced_pk", ["table_name", "row_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("demo_replaced").ifExists().execute();
}
