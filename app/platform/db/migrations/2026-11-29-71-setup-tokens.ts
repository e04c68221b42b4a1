/**
 * The one-time setup page's tokens (/admin/setup). Frozen.
 *
 * - setup_tokens: the SHA-256 of each token a server printed in its log at start while no admin
 *   existed (never the token itself), so the page works on whichever instance a request reaches.
 *   Emptied when the first admin is created.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("setup_tokens")
    .addColumn("hash", "text", (c) => c.primaryKey())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("setup_tokens").ifExists().execute();
}
