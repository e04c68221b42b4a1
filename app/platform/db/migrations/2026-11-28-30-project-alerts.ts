/**
 * Saved searches on the project list (issue 22): the alert job's look at projects ("published
 * since the mark") is an index range, as units_published_at_idx makes it for units. The alerts
 * and their hits need nothing new: `search_alerts.kind` says which list an alert searches, and a
 * hit's listing is of its alert's kind.
 * Frozen: imports nothing from the app.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("projects_published_at_idx").on("projects").columns(["published_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("projects_published_at_idx").ifExists().execute();
}
