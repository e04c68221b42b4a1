/**
 * The blog editor (issue 20): a cover image's alt text and each post's own search-engine title
 * and description, English and Arabic. All nullable: a post without them shows its title as the
 * cover's alt text and its title and summary to search engines, as before. Frozen.
 */
import type { Kysely } from "kysely";

const COLUMNS = ["image_alt", "image_alt_ar", "seo_title", "seo_title_ar", "seo_description", "seo_description_ar"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable("blogs").addColumn(column, "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of [...COLUMNS].reverse()) await db.schema.alterTable("blogs").dropColumn(column).execute();
}
