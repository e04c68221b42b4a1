/**
 * The initial schema. Frozen: later changes go in new migration files.
 * Timestamps are ISO-8601 UTC text on both databases (portable, sortable, one code path).
 */
import { SqliteAdapter, type Kysely, type CreateTableBuilder } from "kysely";

type Dialect = "sqlite" | "postgres";

function dialectOf(db: Kysely<any>): Dialect {
  return db.getExecutor().adapter instanceof SqliteAdapter ? "sqlite" : "postgres";
}

function withId(d: Dialect) {
  return <T extends string>(t: CreateTableBuilder<T, never>) =>
    t.addColumn("id", "integer", (c) =>
      d === "sqlite" ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity(),
    );
}

export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);
  const id = withId(d);
  const text = "text";

  for (const name of ["purposes", "statuses", "property_types", "bedrooms", "bathrooms", "emirates", "blog_categories"]) {
    await id(db.schema.createTable(name))
      .addColumn("name", text, (c) => c.notNull())
      .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  }

  await id(db.schema.createTable("completion_years"))
    .addColumn("year", "integer", (c) => c.notNull().unique())
    .execute();

  await id(db.schema.createTable("countries"))
    .addColumn("name", text, (c) => c.notNull())
    .addColumn("iso_code", text, (c) => c.notNull().unique())
    .addColumn("isd_code", text, (c) => c.notNull())
    .execute();

  await id(db.schema.createTable("areas"))
    .addColumn("name", text, (c) => c.notNull())
    .addColumn("page_url", text, (c) => c.notNull().unique())
    .addColumn("emirate_id", "integer", (c) => c.notNull().references("emirates.id"))
    .addColumn("description_html", text, (c) => c.notNull())
    .addColumn("image_path", text)
    .addColumn("lat", "real")
    .addColumn("lng", "real")
    .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
    .execute();

  await id(db.schema.createTable("developers"))
    .addColumn("name", text, (c) => c.notNull())
    .addColumn("page_url", text, (c) => c.notNull().unique())
    .addColumn("logo_path", text)
    .addColumn("description_html", text, (c) => c.notNull())
    .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
    .execute();

  await id(db.schema.createTable("agents"))
    .addColumn("name", text, (c) => c.notNull())
    .addColumn("designation", text, (c) => c.notNull())
    .addColumn("email", text, (c) => c.notNull())
    .addColumn("country_code", text, (c) => c.notNull())
    .addColumn("phone", text, (c) => c.notNull())
    .addColumn("avatar_path", text)
    .addColumn("brn", text, (c) => c.notNull())
    .addColumn("languages", text, (c) => c.notNull().defaultTo(""))
    .execute();

  await id(db.schema.createTable("projects"))
    .addColumn("name", text, (c) => c.notNull())
    .addColumn("title", text, (c) => c.notNull())
    .addColumn("page_url", text, (c) => c.notNull())
    .addColumn("developer_id", "integer", (c) => c.notNull().references("developers.id"))
    .addColumn("area_id", "integer", (c) => c.notNull().references("areas.id"))
    .addColumn("type_id", "integer", (c) => c.notNull().references("property_types.id"))
    .addColumn("status_id", "integer", (c) => c.notNull().references("statuses.id"))
    .addColumn("completion_year", "integer", (c) => c.notNull())
    .addColumn("completion_quarter", "integer", (c) => c.notNull())
    .addColumn("starting_price", "integer", (c) => c.notNull())
    .addColumn("size_from_sqft", "integer", (c) => c.notNull())
    .addColumn("size_to_sqft", "integer", (c) => c.notNull())
    .addColumn("description_html", text, (c) => c.notNull())
    .addColumn("brochure_path", text)
    .addColumn("video_path", text)
    .addColumn("map_url", text)
    .addColumn("agent_id", "integer", (c) => c.notNull().references("agents.id"))
    .addColumn("permit_number", text, (c) => c.notNull())
    .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_on", text, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("project_bedrooms")
    .addColumn("project_id", "integer", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("bedroom_id", "integer", (c) => c.notNull().references("bedrooms.id"))
    .addPrimaryKeyConstraint("project_bedrooms_pk", ["project_id", "bedroom_id"])
    .execute();

  await id(db.schema.createTable("units"))
    .addColumn("page_url", text, (c) => c.notNull())
    .addColumn("title", text, (c) => c.notNull())
    .addColumn("purpose_id", "integer", (c) => c.notNull().references("purposes.id"))
    .addColumn("status_id", "integer", (c) => c.notNull().references("statuses.id"))
    .addColumn("type_id", "integer", (c) => c.notNull().references("property_types.id"))
    .addColumn("classification", text, (c) => c.notNull())
    .addColumn("area_id", "integer", (c) => c.notNull().references("areas.id"))
    .addColumn("developer_id", "integer", (c) => c.references("developers.id"))
    .addColumn("project_id", "integer", (c) => c.references("projects.id"))
    .addColumn("bedroom_id", "integer", (c) => c.notNull().references("bedrooms.id"))
    .addColumn("bathroom_id", "integer", (c) => c.notNull().references("bathrooms.id"))
    .addColumn("size_sqft", "integer", (c) => c.notNull())
    .addColumn("price", "integer", (c) => c.notNull())
    .addColumn("description_html", text, (c) => c.notNull())
    .addColumn("brochure_path", text)
    .addColumn("video_path", text)
    .addColumn("map_url", text)
    .addColumn("agent_id", "integer", (c) => c.notNull().references("agents.id"))
    .addColumn("permit_number", text, (c) => c.notNull())
    .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("posted_on", text, (c) => c.notNull())
    .execute();

  for (const owner of ["unit", "project"] as const) {
    const fk = `${owner}_id`;
    const ref = `${owner}s.id`;
    await id(db.schema.createTable(`${owner}_media`))
      .addColumn(fk, "integer", (c) => c.notNull().references(ref).onDelete("cascade"))
      .addColumn("path", text, (c) => c.notNull())
      .addColumn("path_type", text, (c) => c.notNull())
      .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await id(db.schema.createTable(`${owner}_amenities`))
      .addColumn(fk, "integer", (c) => c.notNull().references(ref).onDelete("cascade"))
      .addColumn("name", text, (c) => c.notNull())
      .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await id(db.schema.createTable(`${owner}_details`))
      .addColumn(fk, "integer", (c) => c.notNull().references(ref).onDelete("cascade"))
      .addColumn("element_name", text, (c) => c.notNull())
      .addColumn("details", text, (c) => c.notNull())
      .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await id(db.schema.createTable(`${owner}_places`))
      .addColumn(fk, "integer", (c) => c.notNull().references(ref).onDelete("cascade"))
      .addColumn("place_name", text, (c) => c.notNull())
      .addColumn("distance", text, (c) => c.notNull())
      .addColumn("type", text, (c) => c.notNull())
      .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    for (const t of ["media", "amenities", "details", "places"]) {
      await db.schema.createIndex(`${owner}_${t}_owner_idx`).on(`${owner}_${t}`).columns([fk, "sort"]).execute();
    }
  }

  await id(db.schema.createTable("project_payment_plan"))
    .addColumn("project_id", "integer", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("milestone", text, (c) => c.notNull())
    .addColumn("percent", "integer", (c) => c.notNull())
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("project_payment_plan_owner_idx").on("project_payment_plan").columns(["project_id", "sort"]).execute();

  await id(db.schema.createTable("blogs"))
    .addColumn("category_id", "integer", (c) => c.notNull().references("blog_categories.id"))
    .addColumn("title", text, (c) => c.notNull())
    .addColumn("page_url", text, (c) => c.notNull())
    .addColumn("description", text, (c) => c.notNull())
    .addColumn("body_html", text, (c) => c.notNull())
    .addColumn("image_path", text)
    .addColumn("created_on", text, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("blogs_category_created_idx").on("blogs").columns(["category_id", "created_on"]).execute();
  await db.schema.createIndex("blogs_created_idx").on("blogs").columns(["created_on"]).execute();

  await id(db.schema.createTable("video_shorts"))
    .addColumn("video_id", text, (c) => c.notNull())
    .addColumn("title", text, (c) => c.notNull())
    .addColumn("description", text, (c) => c.notNull())
    .addColumn("thumbnail_path", text)
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await id(db.schema.createTable("leads"))
    .addColumn("op_code", "integer", (c) => c.notNull())
    .addColumn("kind", text, (c) => c.notNull())
    .addColumn("project_id", "integer")
    .addColumn("unit_id", "integer")
    .addColumn("name", text, (c) => c.notNull())
    .addColumn("email", text, (c) => c.notNull())
    .addColumn("country_id", "integer", (c) => c.notNull())
    .addColumn("phone", text, (c) => c.notNull())
    .addColumn("message", text, (c) => c.notNull())
    .addColumn("form_token", text, (c) => c.unique())
    .addColumn("source_ip", text)
    .addColumn("user_agent", text)
    .addColumn("page_url", text)
    .addColumn("created_at", text, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("leads_created_idx").on("leads").column("created_at").execute();

  await id(db.schema.createTable("subscribers"))
    .addColumn("name", text, (c) => c.notNull())
    .addColumn("email", text, (c) => c.notNull().unique())
    .addColumn("created_at", text, (c) => c.notNull())
    .addColumn("updated_at", text, (c) => c.notNull())
    .execute();

  await id(db.schema.createTable("outbox"))
    .addColumn("kind", text, (c) => c.notNull())
    .addColumn("payload", text, (c) => c.notNull())
    .addColumn("status", text, (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", text, (c) => c.notNull())
    .addColumn("locked_until", text)
    .addColumn("last_error", text)
    .addColumn("created_at", text, (c) => c.notNull())
    .addColumn("sent_at", text)
    .execute();
  await db.schema.createIndex("outbox_due_idx").on("outbox").columns(["status", "next_attempt_at"]).execute();

  // Search indexes: every list filter starts from the active rows of one purpose/status,
  // and the default sort is newest first.
  const idx = (name: string, table: string, columns: string[]) =>
    db.schema.createIndex(name).on(table).columns(columns).execute();
  await idx("units_purpose_posted_idx", "units", ["purpose_id", "is_active", "posted_on"]);
  await idx("units_status_posted_idx", "units", ["status_id", "is_active", "posted_on"]);
  await idx("units_area_posted_idx", "units", ["area_id", "is_active", "posted_on"]);
  await idx("units_type_posted_idx", "units", ["type_id", "is_active", "posted_on"]);
  await idx("units_developer_posted_idx", "units", ["developer_id", "is_active", "posted_on"]);
  await idx("units_posted_idx", "units", ["is_active", "posted_on"]);
  await idx("units_price_idx", "units", ["price"]);
  await idx("projects_developer_idx", "projects", ["developer_id", "is_active", "created_on"]);
  await idx("projects_area_idx", "projects", ["area_id", "is_active", "created_on"]);
  await idx("projects_status_idx", "projects", ["status_id", "is_active", "created_on"]);
  await idx("projects_created_idx", "projects", ["is_active", "created_on"]);
  await idx("project_bedrooms_bedroom_idx", "project_bedrooms", ["bedroom_id", "project_id"]);
  await idx("areas_emirate_idx", "areas", ["emirate_id"]);
}

export async function down(db: Kysely<any>): Promise<void> {
  const tables = [
    "outbox", "subscribers", "leads", "video_shorts", "blogs", "project_payment_plan",
    "unit_places", "unit_details", "unit_amenities", "unit_media",
    "project_places", "project_details", "project_amenities", "project_media",
    "units", "project_bedrooms", "projects", "agents", "developers", "areas", "countries",
    "completion_years", "blog_categories", "emirates", "bathrooms", "bedrooms", "property_types", "statuses", "purposes",
  ];
  for (const t of tables) await db.schema.dropTable(t).ifExists().execute();
}
