/**
 * One row per address a visitor's confirmation e-mail went to, with when it last went. The lead
 * service sends an address at most one confirmation per day (app/modules/leads/queries/leads.server.ts), so a
 * robot cannot use the lead forms to mail strangers; kept in the database so the limit holds
 * across restarts and instances. Frozen.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("confirmation_recipients")
    .addColumn("recipient", "text", (c) => c.primaryKey())
    .addColumn("last_sent_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("confirmation_recipients").ifExists().execute();
}
