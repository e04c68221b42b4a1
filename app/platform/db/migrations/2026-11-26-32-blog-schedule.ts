/**
 * Blog posts' publication (issue 20): `state` ("published", the default, so every existing and
 * seeded post stays on the site; or "draft") and `publish_at` (ISO-8601 UTC; a published post
 * whose time has not come is scheduled, not shown). The index serves the scheduler's look for
 * posts that fell due. Frozen.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("blogs").addColumn("state", "text", (c) => c.notNull().defaultTo("published")).execute();
  await db.schema.alterTable("blogs").addColumn("publish_at", "text").execute();
  await db.schema.createIndex("blogs_publish_at").on("blogs").columns(["publish_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("blogs_publish_at").ifExists().execute();
  await db.schema.alterTable("blogs").dropColumn("publish_at").execute();
  await db.schema.alterTable("blogs").dropColumn("state").execute();
}
