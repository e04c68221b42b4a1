/**
 * A one-row claim table so that exactly one of several instances starting at once seeds an
 * empty database; the others wait until it is done. Frozen.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("seed_runs")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("seed_runs").ifExists().execute();
}
