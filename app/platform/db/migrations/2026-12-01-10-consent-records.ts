/**
 * Lawful leads (UAE PDPL, Federal Decree-Law 45/2021; Cabinet Resolution 56/2024 on marketing):
 * - consent_records: what a visitor was shown and chose, per lead, alert or subscription: the
 *   versioned text's key, the choice (1 granted, 0 refused or withdrawn), when, from which page and
 *   in which language. The latest row of a mailbox (`recipient`, as mail_suppressions stores it)
 *   decides whether marketing mail may go to it.
 * - data_requests: a visitor's request for a copy or the erasure of what the site holds about an
 *   address; pending until the mailed link confirms it, due 30 days after that.
 * - brokerage.lead_retention_years: leads older than this are anonymised by a job (null: 3 years).
 * - leads.anonymised_at: when a lead lost its personal data (kept as an anonymous count).
 * Frozen: imports nothing from the app.
 */
import { SqliteAdapter, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: any) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity());
  await db.schema
    .createTable("consent_records")
    .addColumn("id", "integer", id)
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("subject_id", "integer")
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("granted", "integer", (c) => c.notNull())
    .addColumn("text_version", "text", (c) => c.notNull())
    .addColumn("page_url", "text")
    .addColumn("locale", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("consent_records_recipient_idx").on("consent_records").columns(["recipient", "purpose", "id"]).execute();
  await db.schema
    .createTable("data_requests")
    .addColumn("id", "integer", id)
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("locale", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("confirmed_at", "text")
    .addColumn("due_at", "text")
    .addColumn("done_at", "text")
    .execute();
  await db.schema.createIndex("data_requests_status_idx").on("data_requests").columns(["status", "due_at"]).execute();
  await db.schema.alterTable("brokerage").addColumn("lead_retention_years", "integer").execute();
  await db.schema.alterTable("leads").addColumn("anonymised_at", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("leads").dropColumn("anonymised_at").execute();
  await db.schema.alterTable("brokerage").dropColumn("lead_retention_years").execute();
  await db.schema.dropTable("data_requests").ifExists().execute();
  await db.schema.dropTable("consent_records").ifExists().execute();
}
