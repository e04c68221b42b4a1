/**
 * Old addresses (issue 20): when an editor changes the slug of a page whose address has no id
 * (an area, a developer), the old slug is kept here, pointing at the record, so the old address
 * answers 301 to the new one. Pages whose address carries the id (units, projects, blog posts)
 * need no row: their slug is checked against the record's and a wrong one answers 301 already.
 * A slug taken again by a record of the same kind drops its row. Frozen.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("slug_redirects")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("old_slug", "text", (c) => c.notNull())
    .addColumn("target_id", "integer", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("slug_redirects_pk", ["kind", "old_slug"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("slug_redirects").ifExists().execute();
}
