/**
 * Portal feeds in (issue 21): the CRM's Property Finder or Bayut/dubizzle XML imported into units.
 * - feed_runs: one row per import (source, format, status, counts, the report as JSON). A run that
 *   stops half-way stays "running" with its heartbeat; the next run of that source finds it.
 * - feed_listings: the unit each feed reference became, the source that last listed it, the hash of
 *   what the feed said (an unchanged entry is not written again), the fields we have no column for
 *   (kept aside as JSON), its photo and floor-plan addresses in order, the permit's first sighting (its assumed expiry counts from there) and the
 *   run that last saw it (a listing no longer in a full feed is unpublished).
 * - feed_mappings: how a feed's area, developer, project or agent names resolve to our rows, kept
 *   so an admin can correct one (target null: not matched); origin auto, created or admin.
 * - feed_photos: every photo or floor-plan address a feed gave, fetched once: the stored file,
 *   its content hash and size, or the failure and when to try again.
 * Frozen: imports nothing from the app.
 */
import { SqliteAdapter, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: any) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity());

  await db.schema
    .createTable("feed_runs")
    .addColumn("id", "integer", id)
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("format", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("heartbeat_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text")
    .addColumn("entries", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("added", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("unchanged", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("unpublished", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("rejected", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("photos_pending", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("error", "text")
    .addColumn("report_json", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
  await db.schema.createIndex("feed_runs_source").on("feed_runs").columns(["source", "id"]).execute();

  await db.schema
    .createTable("feed_listings")
    .addColumn("crm_ref", "text", (c) => c.primaryKey())
    .addColumn("unit_id", "integer", (c) => c.notNull().unique().references("units.id").onDelete("cascade"))
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("entry_hash", "text", (c) => c.notNull())
    .addColumn("extras_json", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("media_json", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("permit_number", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("permit_seen_on", "text")
    .addColumn("last_run_id", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("feed_listings_source_run").on("feed_listings").columns(["source", "last_run_id"]).execute();

  await db.schema
    .createTable("feed_mappings")
    .addColumn("entity", "text", (c) => c.notNull())
    .addColumn("source_name", "text", (c) => c.notNull())
    .addColumn("target_id", "integer")
    .addColumn("origin", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("feed_mappings_pk", ["entity", "source_name"])
    .execute();

  await db.schema
    .createTable("feed_photos")
    .addColumn("url", "text", (c) => c.primaryKey())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("path", "text")
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("content_hash", "text")
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_error", "text")
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("feed_photos_due").on("feed_photos").columns(["status", "next_attempt_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ["feed_photos", "feed_mappings", "feed_listings", "feed_runs"]) await db.schema.dropTable(t).ifExists().execute();
}
