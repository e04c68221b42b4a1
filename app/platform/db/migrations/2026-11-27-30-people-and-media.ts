/**
 * Developers, areas, agents and the brokerage edited in the back office, and the media library
 * (issue 20). Frozen.
 *
 * - areas.logo_path: an area's logo (its picture is image_path, already there).
 * - agents: Arabic name and designation, a short biography in both languages, a WhatsApp number
 *   (null: the phone).
 * - brokerage: its logo, the video channel of the shorts and the address lead notifications go to.
 *   Null means "not set here": the environment's YOUTUBE_CHANNEL_ID / LEAD_NOTIFY_EMAIL are used.
 * - media_assets: every image uploaded for content (one row per stored file, by its public path),
 *   with its alt text, size and who uploaded it. Where an image is used is not stored: it is
 *   asked of the tables that hold paths (app/modules/content/media-library.server.ts).
 */
import { SqliteAdapter, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema.alterTable("areas").addColumn("logo_path", "text").execute();
  for (const column of ["name_ar", "designation_ar", "bio", "bio_ar", "whatsapp"]) await db.schema.alterTable("agents").addColumn(column, "text").execute();
  for (const column of ["logo_path", "youtube_channel_id", "lead_notify_email"]) await db.schema.alterTable("brokerage").addColumn(column, "text").execute();

  await db.schema
    .createTable("media_assets")
    .addColumn("id", "integer", (c) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity()))
    .addColumn("path", "text", (c) => c.notNull().unique())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("alt", "text")
    .addColumn("alt_ar", "text")
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("staff_id", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("media_assets_created").on("media_assets").columns(["created_at", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("media_assets").ifExists().execute();
  for (const column of ["logo_path", "youtube_channel_id", "lead_notify_email"]) await db.schema.alterTable("brokerage").dropColumn(column).execute();
  for (const column of ["name_ar", "designation_ar", "bio", "bio_ar", "whatsapp"]) await db.schema.alterTable("agents").dropColumn(column).execute();
  await db.schema.alterTable("areas").dropColumn("logo_path").execute();
}
