/**
 * The audit log (issue 19): one row per change made through the write path by a person or a job
 * (who, when, what, before and after), readable by admins. Rows are only ever added.
 * - staff_id / staff_name: the actor (the name is kept as it was, so a renamed or removed account
 *   still reads right); both null for the system (the seed, the permit-expiry job, an import).
 * - entity / entity_id: what changed ("unit" 42, "lead" 7, "staff" 3, "content" "home").
 * - before_json / after_json: the changed fields as JSON; null for a creation / a deletion.
 * Frozen.
 */
import { SqliteAdapter, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable("audit_log")
    .addColumn("id", "integer", (c) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity()))
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("staff_id", "integer")
    .addColumn("staff_name", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("entity", "text", (c) => c.notNull())
    .addColumn("entity_id", "text", (c) => c.notNull())
    .addColumn("before_json", "text")
    .addColumn("after_json", "text")
    .execute();
  await db.schema.createIndex("audit_log_entity").on("audit_log").columns(["entity", "entity_id", "id"]).execute();
  await db.schema.createIndex("audit_log_staff").on("audit_log").columns(["staff_id", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("audit_log").ifExists().execute();
}
