/**
 * Market data from the Dubai Land Department's published files: registered sales (transactions) and
 * Ejari rent contracts, stored row by row as imported (keyed by the DLD's own ids, so a file imported
 * twice changes nothing), the site's places they were matched to, buildings as records of their own,
 * the aliases that map the DLD's names to ours, and the figures the pages read (precomputed on import).
 * Frozen.
 */
import { SqliteAdapter, type CreateTableBuilder, type Kysely } from "kysely";

function withId(db: Kysely<any>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return <T extends string>(t: CreateTableBuilder<T, never>) =>
    t.addColumn("id", "integer", (c) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity()));
}

export async function up(db: Kysely<any>): Promise<void> {
  const id = withId(db);

  await id(db.schema.createTable("buildings"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_ar", "text")
    /** The name folded for matching (lower case, letters and digits only): unique within an area. */
    .addColumn("name_key", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("area_id", "integer", (c) => c.notNull().references("areas.id"))
    .addColumn("project_id", "integer", (c) => c.references("projects.id"))
    .addColumn("developer_id", "integer", (c) => c.references("developers.id"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("buildings_area_name_key").on("buildings").columns(["area_id", "name_key"]).unique().execute();
  await db.schema.createIndex("buildings_project").on("buildings").column("project_id").execute();

  await db.schema.alterTable("units").addColumn("building_id", "integer", (c) => c.references("buildings.id")).execute();

  /** A name the DLD (or people) use for one of our places: "Marsa Dubai" is Dubai Marina. Edited in the back office. */
  await id(db.schema.createTable("market_place_aliases"))
    .addColumn("kind", "text", (c) => c.notNull()) // "area" | "project" | "building"
    .addColumn("alias", "text", (c) => c.notNull())
    .addColumn("alias_key", "text", (c) => c.notNull())
    .addColumn("target_id", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("market_place_aliases_key").on("market_place_aliases").columns(["kind", "alias_key"]).unique().execute();

  await db.schema
    .createTable("market_sales")
    .addColumn("transaction_id", "text", (c) => c.primaryKey())
    .addColumn("date", "text", (c) => c.notNull()) // yyyy-mm-dd
    .addColumn("month", "text", (c) => c.notNull()) // yyyy-mm
    .addColumn("kind", "text", (c) => c.notNull()) // "sale" | "mortgage" | "gift"
    .addColumn("procedure", "text", (c) => c.notNull())
    .addColumn("off_plan", "integer", (c) => c.notNull())
    /** 1 for an off-plan unit sold on by its first buyer ("Sell - Pre registration"). */
    .addColumn("resale", "integer", (c) => c.notNull())
    .addColumn("property_type", "text", (c) => c.notNull())
    .addColumn("property_sub_type", "text")
    .addColumn("usage", "text")
    .addColumn("dld_area", "text", (c) => c.notNull())
    .addColumn("dld_building", "text")
    .addColumn("dld_project", "text")
    .addColumn("dld_master_project", "text")
    .addColumn("area_id", "integer", (c) => c.references("areas.id"))
    .addColumn("building_id", "integer", (c) => c.references("buildings.id"))
    .addColumn("project_id", "integer", (c) => c.references("projects.id"))
    /** 0 for a studio, null where the DLD gives none (land, offices). */
    .addColumn("rooms", "integer")
    .addColumn("rooms_text", "text")
    .addColumn("has_parking", "integer", (c) => c.notNull())
    .addColumn("size_sqft", "real")
    .addColumn("worth_aed", "real", (c) => c.notNull())
    .addColumn("psf_aed", "real")
    /** 1 when the row counts in prices and medians; otherwise `excluded` says why (gift, mortgage, outlier, …). */
    .addColumn("in_stats", "integer", (c) => c.notNull())
    .addColumn("excluded", "text")
    .addColumn("nearest_metro", "text")
    .addColumn("nearest_mall", "text")
    .addColumn("nearest_landmark", "text")
    .addColumn("import_id", "integer", (c) => c.notNull())
    .execute();
  for (const scope of ["area_id", "building_id", "project_id"]) {
    await db.schema.createIndex(`market_sales_${scope}_month`).on("market_sales").columns([scope, "month"]).execute();
  }
  await db.schema.createIndex("market_sales_date").on("market_sales").column("date").execute();

  await db.schema
    .createTable("market_rents")
    .addColumn("contract_id", "text", (c) => c.primaryKey())
    .addColumn("registration", "text", (c) => c.notNull()) // "new" | "renew"
    .addColumn("start_date", "text", (c) => c.notNull())
    .addColumn("end_date", "text")
    .addColumn("quarter", "text", (c) => c.notNull()) // "2026-Q3", of the start date
    .addColumn("contract_amount", "real", (c) => c.notNull())
    .addColumn("annual_amount", "real", (c) => c.notNull())
    .addColumn("property_type", "text", (c) => c.notNull())
    .addColumn("property_sub_type", "text")
    .addColumn("usage", "text")
    .addColumn("dld_area", "text", (c) => c.notNull())
    .addColumn("dld_project", "text")
    .addColumn("area_id", "integer", (c) => c.references("areas.id"))
    .addColumn("building_id", "integer", (c) => c.references("buildings.id"))
    .addColumn("project_id", "integer", (c) => c.references("projects.id"))
    .addColumn("rooms", "integer")
    .addColumn("size_sqft", "real")
    .addColumn("freehold", "integer")
    .addColumn("in_stats", "integer", (c) => c.notNull())
    .addColumn("excluded", "text")
    .addColumn("import_id", "integer", (c) => c.notNull())
    .execute();
  for (const scope of ["area_id", "building_id", "project_id"]) {
    await db.schema.createIndex(`market_rents_${scope}_quarter`).on("market_rents").columns([scope, "quarter"]).execute();
  }

  /**
   * The figures the pages read, recomputed for every place an import touched: per place (area, building,
   * project), rooms (-1 for all) and period (a month for sales, a quarter for rents).
   */
  await db.schema
    .createTable("market_stats")
    .addColumn("measure", "text", (c) => c.notNull()) // "sale" | "rent"
    .addColumn("scope", "text", (c) => c.notNull()) // "area" | "building" | "project"
    .addColumn("scope_id", "integer", (c) => c.notNull())
    .addColumn("rooms", "integer", (c) => c.notNull())
    .addColumn("period", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    /** Sales: the median AED per sqft; rents: the median annual rent per sqft. */
    .addColumn("median_psf", "real")
    /** Sales: the median price; rents: the median annual rent. */
    .addColumn("median_amount", "real")
    .addPrimaryKeyConstraint("market_stats_pk", ["measure", "scope", "scope_id", "rooms", "period"])
    .execute();

  await id(db.schema.createTable("market_imports"))
    .addColumn("kind", "text", (c) => c.notNull()) // "transactions" | "rents"
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text")
    .addColumn("status", "text", (c) => c.notNull()) // "running" | "done" | "failed"
    .addColumn("rows_read", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("rows_kept", "integer", (c) => c.notNull().defaultTo(0))
    /** Skipped rows by reason, JSON: { "no transaction_id": 2, "date not readable": 1 }. */
    .addColumn("skipped_json", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("error", "text")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ["market_imports", "market_stats", "market_rents", "market_sales", "market_place_aliases"]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  await db.schema.alterTable("units").dropColumn("building_id").execute();
  await db.schema.dropTable("buildings").ifExists().execute();
}
