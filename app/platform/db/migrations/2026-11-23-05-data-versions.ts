/**
 * One version number per kind of content (`content` today), moved by every write that changes
 * what pages show (seed, import). Each running instance polls it and empties its page cache
 * when a number moves, so a change made by any process reaches every instance. Frozen.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("data_versions")
    .addColumn("scope", "text", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("data_versions").ifExists().execute();
}
