/**
 * Content as data (issue 18 point 3): the site's own texts and the brokerage's identity, which an
 * editor changes while the site runs (app/modules/content/pages/write-content.server.ts writes them, app/content/
 * reads them). Every text has English (required) and Arabic (optional). Frozen.
 *
 * - content_texts: one text of a page (a heading, an SEO title, an HTML section), by page and field.
 * - content_items: the ordered lists of a page (FAQs, testimonials, career roles, community blurbs).
 * - brokerage: the one row of the brokerage's identity (names, phones, e-mails, ORN, social links).
 * - brokerage_offices: its offices, in the order they are shown.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("content_texts")
    .addColumn("page", "text", (c) => c.notNull())
    .addColumn("field", "text", (c) => c.notNull())
    .addColumn("text_en", "text", (c) => c.notNull())
    .addColumn("text_ar", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("content_texts_pk", ["page", "field"])
    .execute();

  await db.schema
    .createTable("content_items")
    .addColumn("page", "text", (c) => c.notNull())
    .addColumn("list", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    // A stable reference where the item links somewhere (a community's area slug).
    .addColumn("ref", "text")
    .addColumn("title_en", "text", (c) => c.notNull())
    .addColumn("title_ar", "text")
    .addColumn("subtitle_en", "text")
    .addColumn("subtitle_ar", "text")
    .addColumn("body_en", "text")
    .addColumn("body_ar", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("content_items_pk", ["page", "list", "position"])
    .execute();

  await db.schema
    .createTable("brokerage")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("name_ar", "text")
    .addColumn("short_name_en", "text", (c) => c.notNull())
    .addColumn("short_name_ar", "text")
    .addColumn("legal_name_en", "text", (c) => c.notNull())
    .addColumn("legal_name_ar", "text")
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("phone_display", "text", (c) => c.notNull())
    .addColumn("whatsapp", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("careers_email", "text", (c) => c.notNull())
    .addColumn("orn", "text", (c) => c.notNull())
    .addColumn("opening_hours", "text", (c) => c.notNull())
    .addColumn("copyright_year", "integer", (c) => c.notNull())
    .addColumn("facebook_url", "text")
    .addColumn("linkedin_url", "text")
    .addColumn("instagram_url", "text")
    .addColumn("youtube_url", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("brokerage_offices")
    .addColumn("position", "integer", (c) => c.primaryKey())
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("name_ar", "text")
    .addColumn("building_en", "text", (c) => c.notNull())
    .addColumn("building_ar", "text")
    .addColumn("street_en", "text", (c) => c.notNull())
    .addColumn("street_ar", "text")
    .addColumn("area_en", "text", (c) => c.notNull())
    .addColumn("area_ar", "text")
    .addColumn("city_en", "text", (c) => c.notNull())
    .addColumn("city_ar", "text")
    .addColumn("country_en", "text", (c) => c.notNull())
    .addColumn("country_ar", "text")
    .addColumn("map_embed_url", "text", (c) => c.notNull())
    .addColumn("lat", "double precision", (c) => c.notNull())
    .addColumn("lng", "double precision", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["brokerage_offices", "brokerage", "content_items", "content_texts"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
