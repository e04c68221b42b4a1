/**
 * Staff accounts of the back office (issue 19). Visitors never sign in; staff do, at /admin.
 * - role: admin (everything, staff and settings), editor (all listings, projects and content),
 *   agent (own listings and own leads only).
 * - agent_id: the public agent profile (agents row) an agent account works as: its listings are
 *   those with that agent_id, its leads those of its listings or assigned to it. Null for staff who
 *   are not agents. One account per profile.
 * - password_hash: argon2id (PHC string); null until the person sets a password (invite link).
 * - totp_*: the second factor (RFC 6238). totp_last_step is the last accepted time step, so a code
 *   cannot be used twice.
 * - email is stored lower-case; unique.
 * Frozen.
 */
import { SqliteAdapter, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable("staff")
    .addColumn("id", "integer", (c) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity()))
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("agent_id", "integer", (c) => c.references("agents.id").unique())
    .addColumn("password_hash", "text")
    .addColumn("totp_secret", "text")
    .addColumn("totp_enabled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("totp_last_step", "integer")
    .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("staff").ifExists().execute();
}
