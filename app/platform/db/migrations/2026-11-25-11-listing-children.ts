/**
 * One set of child tables for both kinds of listing (issue 18 points 1 and 4), replacing the
 * eight twins `unit_media`/`project_media`, … Frozen.
 *
 * Each row belongs to exactly one owner: `unit_id` or `project_id` is set, never both, never
 * neither (a check). Two nullable foreign keys rather than an "owner kind + id" pair, so the
 * database itself cascades a listing's deletion to its rows and refuses an unknown owner.
 *
 * `listing_media` is photos, floor plans and videos (`kind`), with the photo facts a gallery
 * and an import need: width, height, alt text (English, Arabic), a content hash (to skip
 * re-uploading the same picture) and the order (`sort`). The data of the old tables is copied
 * in order; the old tables are dropped.
 */
import { SqliteAdapter, sql, type CreateTableBuilder, type Kysely } from "kysely";

const CHILDREN = [
  ["media", "listing_media"],
  ["amenities", "listing_amenities"],
  ["details", "listing_details"],
  ["places", "listing_places"],
] as const;

function owned(db: Kysely<any>, table: string): CreateTableBuilder<string, never> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return db.schema
    .createTable(table)
    .addColumn("id", "integer", (c) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity()))
    .addColumn("unit_id", "integer", (c) => c.references("units.id").onDelete("cascade"))
    .addColumn("project_id", "integer", (c) => c.references("projects.id").onDelete("cascade"))
    .addCheckConstraint(`${table}_one_owner`, sql`(unit_id is null) <> (project_id is null)`);
}

export async function up(db: Kysely<any>): Promise<void> {
  await owned(db, "listing_media")
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('photo', 'floor_plan', 'video')`))
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("alt", "text")
    .addColumn("alt_ar", "text")
    .addColumn("content_hash", "text")
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await owned(db, "listing_amenities")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await owned(db, "listing_details")
    .addColumn("element_name", "text", (c) => c.notNull())
    .addColumn("details", "text", (c) => c.notNull())
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await owned(db, "listing_places")
    .addColumn("place_name", "text", (c) => c.notNull())
    .addColumn("distance", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  for (const owner of ["unit", "project"] as const) {
    const fk = `${owner}_id`;
    await sql
      .raw(
        `insert into listing_media (${fk}, kind, path, sort) select ${fk}, case path_type when 'Video' then 'video' else 'photo' end, path, sort ` +
          `from ${owner}_media order by ${fk}, sort, id`,
      )
      .execute(db);
    await sql.raw(`insert into listing_amenities (${fk}, name, sort) select ${fk}, name, sort from ${owner}_amenities order by ${fk}, sort, id`).execute(db);
    await sql
      .raw(`insert into listing_details (${fk}, element_name, details, sort) select ${fk}, element_name, details, sort from ${owner}_details order by ${fk}, sort, id`)
      .execute(db);
    await sql
      .raw(`insert into listing_places (${fk}, place_name, distance, type, sort) select ${fk}, place_name, distance, type, sort from ${owner}_places order by ${fk}, sort, id`)
      .execute(db);
    for (const [child, table] of CHILDREN) {
      // Partial indexes: each owner's lookups read only its own rows (both databases support `where`).
      await db.schema.createIndex(`${table}_${owner}_idx`).on(table).columns([fk, "sort"]).where(sql.ref(fk), "is not", null).execute();
      await db.schema.dropTable(`${owner}_${child}`).execute();
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  for (const owner of ["unit", "project"] as const) {
    const fk = `${owner}_id`;
    const id = (t: CreateTableBuilder<string, never>) =>
      t.addColumn("id", "integer", (c) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity()))
        .addColumn(fk, "integer", (c) => c.notNull().references(`${owner}s.id`).onDelete("cascade"));
    await id(db.schema.createTable(`${owner}_media`))
      .addColumn("path", "text", (c) => c.notNull())
      .addColumn("path_type", "text", (c) => c.notNull())
      .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await id(db.schema.createTable(`${owner}_amenities`)).addColumn("name", "text", (c) => c.notNull()).addColumn("sort", "integer", (c) => c.notNull().defaultTo(0)).execute();
    await id(db.schema.createTable(`${owner}_details`))
      .addColumn("element_name", "text", (c) => c.notNull())
      .addColumn("details", "text", (c) => c.notNull())
      .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await id(db.schema.createTable(`${owner}_places`))
      .addColumn("place_name", "text", (c) => c.notNull())
      .addColumn("distance", "text", (c) => c.notNull())
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await sql
      .raw(`insert into ${owner}_media (${fk}, path, path_type, sort) select ${fk}, path, case kind when 'video' then 'Video' else 'Image' end, sort from listing_media where ${fk} is not null and kind <> 'floor_plan'`)
      .execute(db);
    await sql.raw(`insert into ${owner}_amenities (${fk}, name, sort) select ${fk}, name, sort from listing_amenities where ${fk} is not null`).execute(db);
    await sql.raw(`insert into ${owner}_details (${fk}, element_name, details, sort) select ${fk}, element_name, details, sort from listing_details where ${fk} is not null`).execute(db);
    await sql.raw(`insert into ${owner}_places (${fk}, place_name, distance, type, sort) select ${fk}, place_name, distance, type, sort from listing_places where ${fk} is not null`).execute(db);
    for (const [child] of CHILDREN) await db.schema.createIndex(`${owner}_${child}_owner_idx`).on(`${owner}_${child}`).columns([fk, "sort"]).execute();
  }
  for (const [, table] of CHILDREN) await db.schema.dropTable(table).execute();
}
