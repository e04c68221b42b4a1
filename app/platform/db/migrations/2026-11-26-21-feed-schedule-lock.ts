/**
 * Scheduled feed imports (issue 21): `job_locks`, one row per job name, held by one instance until
 * `expires_at` (a lease renewed while it works). Taken with a conditional update, so on several
 * instances sharing PostgreSQL exactly one runs the job; a holder that died lets the lease lapse.
 * Frozen: imports nothing from the app.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("job_locks")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("holder", "text")
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("job_locks").ifExists().execute();
}
