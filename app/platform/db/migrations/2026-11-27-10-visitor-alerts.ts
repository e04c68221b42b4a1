/**
 * Saved searches with e-mail alerts (issue 22). Visitors never sign in: an alert belongs to an
 * e-mail address and is reached through signed links only.
 * - search_alerts: one saved unit search (`query`: the list's query string, read back with the
 *   list page's own parser) for one address (`recipient`: the mailbox, lower case, no "+tag", as
 *   mail_suppressions stores it), its frequency (instant, daily) and life (pending until the
 *   address confirms, active, unsubscribed). `checked_until` is the high-water mark: the job's
 *   clock at its last look; `next_run_at` is when the job looks next (and its lease while it looks).
 * - search_alert_hits: each listing an alert has mailed, unique per (alert, listing), written in
 *   the transaction that queues the mail: a listing is never mailed twice for one alert, whatever
 *   runs at once or again.
 * - units_published_at_idx: the job's look ("published since the mark") is an index range.
 * Frozen: imports nothing from the app.
 */
import { SqliteAdapter, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: any) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity());
  await db.schema
    .createTable("search_alerts")
    .addColumn("id", "integer", id)
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull().defaultTo("unit"))
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("query", "text", (c) => c.notNull())
    .addColumn("frequency", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("confirm_sent_at", "text")
    .addColumn("confirmed_at", "text")
    .addColumn("unsubscribed_at", "text")
    .addColumn("checked_until", "text")
    .addColumn("next_run_at", "text")
    .execute();
  await db.schema.createIndex("search_alerts_search_key").unique().on("search_alerts").columns(["recipient", "kind", "path", "query"]).execute();
  await db.schema.createIndex("search_alerts_due_idx").on("search_alerts").columns(["status", "next_run_at"]).execute();
  await db.schema
    .createTable("search_alert_hits")
    .addColumn("alert_id", "integer", (c) => c.notNull().references("search_alerts.id").onDelete("cascade"))
    .addColumn("listing_id", "integer", (c) => c.notNull())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("search_alert_hits_pk", ["alert_id", "listing_id"])
    .execute();
  await db.schema.createIndex("units_published_at_idx").on("units").columns(["published_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("units_published_at_idx").ifExists().execute();
  await db.schema.dropTable("search_alert_hits").ifExists().execute();
  await db.schema.dropTable("search_alerts").ifExists().execute();
}
