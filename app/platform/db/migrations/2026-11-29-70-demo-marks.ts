/**
 * Which rows the demo seed wrote, so `npm run demo:remove` deletes them and nothing else. Frozen.
 *
 * - demo_rows: ranges of ids, per table, that one run of the demo seed inserted (ids are never
 *   reused: AUTOINCREMENT on SQLite, identity columns on PostgreSQL), so a row a person or an
 *   import adds later is never inside a range. A range, not one row per id: a benchmark seed
 *   writes a million units.
 *
 * A database seeded before this table existed has no ranges: its demo rows cannot be told from the
 * brokerage's own, and demo:remove refuses to run on it.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("demo_rows")
    .addColumn("table_name", "text", (c) => c.notNull())
    .addColumn("first_id", "integer", (c) => c.notNull())
    .addColumn("last_id", "integer", (c) => c.notNull())
    .addColumn("seeded_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("demo_rows_pk", ["table_name", "first_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("demo_rows").ifExists().execute();
}
