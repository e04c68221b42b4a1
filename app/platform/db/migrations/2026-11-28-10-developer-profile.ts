/**
 * A developer's profile like an area's (issue 20): the emirate of its head office, a picture
 * (beside the logo) and the head office's map position. All nullable: the developers already
 * there have none of them until an editor sets them (a developer may also be based abroad).
 * Frozen.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("developers").addColumn("emirate_id", "integer", (c) => c.references("emirates.id")).execute();
  await db.schema.alterTable("developers").addColumn("image_path", "text").execute();
  await db.schema.alterTable("developers").addColumn("lat", "real").execute();
  await db.schema.alterTable("developers").addColumn("lng", "real").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["lng", "lat", "image_path", "emirate_id"]) await db.schema.alterTable("developers").dropColumn(column).execute();
}
