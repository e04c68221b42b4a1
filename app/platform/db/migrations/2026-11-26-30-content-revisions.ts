/**
 * Revisions of the site's content (issue 20): one mechanism for every kind of content an editor
 * changes in the back office (a page's texts and lists, the brokerage's identity, an area, a
 * developer, a blog post…). Frozen.
 *
 * - content_revisions: one row per change, written in the change's own transaction: what it was
 *   done to (kind + key), who (staff id and name as they were; null for the system), when, what
 *   was done (update, restore, reset) and the whole record before and after, as JSON, so any
 *   version can be compared with another and put back.
 * - content_defaults: the first version of a record, kept when it was first written (the seed's
 *   texts, which the spec gives), so "reset to the default" needs nothing outside the database.
 */
import { SqliteAdapter, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable("content_revisions")
    .addColumn("id", "integer", (c) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity()))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("entity_key", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("staff_id", "integer")
    .addColumn("staff_name", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("before_json", "text")
    .addColumn("after_json", "text")
    .execute();
  await db.schema.createIndex("content_revisions_entity").on("content_revisions").columns(["kind", "entity_key", "id"]).execute();

  await db.schema
    .createTable("content_defaults")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("entity_key", "text", (c) => c.notNull())
    .addColumn("snapshot_json", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("content_defaults_pk", ["kind", "entity_key"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("content_defaults").ifExists().execute();
  await db.schema.dropTable("content_revisions").ifExists().execute();
}
