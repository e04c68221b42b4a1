/**
 * Staff sign-in (issue 19): server-side sessions, the attempt counters that slow down password
 * guessing, and single-use links (password reset, invitation).
 * - staff_sessions.id is the SHA-256 of the random value in the cookie: a copy of the table does
 *   not let anyone sign in. `stage` is "second-factor" between a right password and the code,
 *   "signed-in" after. `csrf_token` is the anti-forgery token of the session's forms.
 *   `last_seen_at` gives the idle expiry, `expires_at` the absolute one.
 * - sign_in_attempts: failures per key ("account:<email>", "ip:<address>", "reset-…"), stored in
 *   the database so every instance counts the same; `blocked_until` is the growing delay.
 * - staff_tokens: links sent by e-mail, by the SHA-256 of their token; `used_at` makes them single use.
 * Frozen.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("staff_sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("staff_id", "integer", (c) => c.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("stage", "text", (c) => c.notNull())
    .addColumn("csrf_token", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("ip", "text")
    .addColumn("user_agent", "text")
    .execute();
  await db.schema.createIndex("staff_sessions_staff_idx").on("staff_sessions").column("staff_id").execute();

  await db.schema
    .createTable("sign_in_attempts")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("failures", "integer", (c) => c.notNull())
    .addColumn("last_failure_at", "text", (c) => c.notNull())
    .addColumn("blocked_until", "text")
    .execute();

  await db.schema
    .createTable("staff_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("staff_id", "integer", (c) => c.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("staff_tokens_staff_idx").on("staff_tokens").column("staff_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("staff_tokens").ifExists().execute();
  await db.schema.dropTable("sign_in_attempts").ifExists().execute();
  await db.schema.dropTable("staff_sessions").ifExists().execute();
}
