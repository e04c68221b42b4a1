/**
 * Exact unit totals without counting a million rows (issue 9, search at scale).
 *
 * A list page shows "N properties"; counting the matches of a broad filter (all units for
 * sale) reads hundreds of thousands of index entries per request. So the active units are
 * also counted in `unit_search_counts`, one row per combination of the low-cardinality
 * filters (purpose, status, type, bedrooms, bathrooms) and a price band, kept exact by
 * triggers on `units` (insert, delete, update of a counted column) on both databases. A
 * total is then the sum of a few hundred rows plus, for a price bound inside a band, an
 * indexed count of that band's slice (app/modules/listings/queries/unit-counts.server.ts). Filters with
 * many values (area, developer) are counted on `units` directly: their sets are small.
 *
 * `price_bands` are round AED bounds (10k steps for rents, widening with the price) so
 * typed prices like 1,500,000 fall on a bound and need no slice count. Band `id` grows
 * with `lo`; a band is [lo, hi).
 *
 * It also replaces the single-column price index with one that covers the slice counts,
 * adds `page_url` lookups and the project type, year and price indexes, and refreshes the planners' statistics. Frozen.
 */
import { SqliteAdapter, sql, type CreateTableBuilder, type Kysely } from "kysely";

const COLUMNS = ["purpose_id", "status_id", "type_id", "bedroom_id", "bathroom_id"] as const;
/** Above every band's upper bound (prices are 32-bit integers on PostgreSQL). */
const TOP = 2_147_483_647;

function bounds(): number[] {
  const out: number[] = [];
  const steps: [upTo: number, step: number][] = [
    [200_000, 10_000],
    [500_000, 25_000],
    [1_000_000, 50_000],
    [5_000_000, 100_000],
    [10_000_000, 250_000],
    [30_000_000, 1_000_000],
    [100_000_000, 5_000_000],
    [500_000_000, 50_000_000],
  ];
  let lo = 0;
  for (const [upTo, step] of steps) for (; lo < upTo; lo += step) out.push(lo);
  out.push(500_000_000);
  return out;
}

const PROJECT_INDEXES: [name: string, columns: string[]][] = [
  ["projects_type_idx", ["type_id", "is_active", "created_on"]],
  ["projects_year_idx", ["completion_year", "is_active", "created_on"]],
  ["projects_price_idx", ["starting_price", "is_active"]],
];

function isSqlite(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

const cols = COLUMNS.join(", ");
const band = (row: "NEW" | "OLD") => `(SELECT b.id FROM price_bands b WHERE b.lo <= ${row}.price ORDER BY b.lo DESC LIMIT 1)`;
const match = (row: "NEW" | "OLD") => [...COLUMNS.map((c) => `${c} = ${row}.${c}`), `price_band = ${band(row)}`].join(" AND ");
const values = (row: "NEW" | "OLD") => [...COLUMNS.map((c) => `${row}.${c}`), band(row), "1"].join(", ");
const add = (row: "NEW" | "OLD", where: string) =>
  `INSERT INTO unit_search_counts (${cols}, price_band, n) SELECT ${values(row)} WHERE ${where} ` +
  `ON CONFLICT (${cols}, price_band) DO UPDATE SET n = unit_search_counts.n + 1;`;
const remove = (row: "NEW" | "OLD", where: string) => `UPDATE unit_search_counts SET n = n - 1 WHERE ${match(row)} AND ${where};`;

export async function up(db: Kysely<any>): Promise<void> {
  const lows = bounds();
  await db.schema
    .createTable("price_bands")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("lo", "integer", (c) => c.notNull().unique())
    .addColumn("hi", "integer", (c) => c.notNull())
    .execute();
  await db
    .insertInto("price_bands")
    .values(lows.map((lo, i) => ({ id: i + 1, lo, hi: lows[i + 1] ?? TOP })))
    .execute();

  let t: CreateTableBuilder<"unit_search_counts", string> = db.schema.createTable("unit_search_counts");
  for (const c of COLUMNS) t = t.addColumn(c, "integer", (col) => col.notNull());
  await t
    .addColumn("price_band", "integer", (c) => c.notNull())
    .addColumn("n", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("unit_search_counts_pk", [...COLUMNS, "price_band"])
    .execute();

  await sql
    .raw(
      `INSERT INTO unit_search_counts (${cols}, price_band, n) ` +
        `SELECT ${COLUMNS.map((c) => `u.${c}`).join(", ")}, b.id, count(*) FROM units u ` +
        `JOIN price_bands b ON b.lo <= u.price AND u.price < b.hi WHERE u.is_active = 1 ` +
        `GROUP BY ${COLUMNS.map((c) => `u.${c}`).join(", ")}, b.id`,
    )
    .execute(db);

  const counted = [...COLUMNS, "price", "is_active"].join(", ");
  if (isSqlite(db)) {
    await sql.raw(`CREATE TRIGGER units_count_insert AFTER INSERT ON units BEGIN ${add("NEW", "NEW.is_active = 1")} END`).execute(db);
    await sql.raw(`CREATE TRIGGER units_count_delete AFTER DELETE ON units BEGIN ${remove("OLD", "OLD.is_active = 1")} END`).execute(db);
    await sql
      .raw(`CREATE TRIGGER units_count_update AFTER UPDATE OF ${counted} ON units BEGIN ${remove("OLD", "OLD.is_active = 1")} ${add("NEW", "NEW.is_active = 1")} END`)
      .execute(db);
  } else {
    await sql
      .raw(
        `CREATE FUNCTION units_count_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ` +
          `IF TG_OP IN ('UPDATE', 'DELETE') THEN ${remove("OLD", "OLD.is_active = 1")} END IF; ` +
          `IF TG_OP IN ('UPDATE', 'INSERT') THEN ${add("NEW", "NEW.is_active = 1")} END IF; ` +
          `RETURN NULL; END $$`,
      )
      .execute(db);
    await sql.raw(`CREATE TRIGGER units_count_insert_delete AFTER INSERT OR DELETE ON units FOR EACH ROW EXECUTE FUNCTION units_count_change()`).execute(db);
    await sql.raw(`CREATE TRIGGER units_count_update AFTER UPDATE OF ${counted} ON units FOR EACH ROW EXECUTE FUNCTION units_count_change()`).execute(db);
  }

  // Slice counts of a price band read this index alone; it also serves price-only filters.
  await db.schema.dropIndex("units_price_idx").ifExists().execute();
  await db.schema.createIndex("units_price_cover_idx").on("units").columns(["price", "is_active", ...COLUMNS]).execute();
  await db.schema.createIndex("units_page_url_idx").on("units").column("page_url").execute();
  await db.schema.createIndex("projects_page_url_idx").on("projects").column("page_url").execute();
  // Project filters the first migration left to a scan (tests/integration/search-plans.test.ts).
  for (const [name, columns] of PROJECT_INDEXES) await db.schema.createIndex(name).on("projects").columns(columns).execute();
  await sql`analyze`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isSqlite(db)) {
    for (const t of ["units_count_insert", "units_count_delete", "units_count_update"]) await sql.raw(`DROP TRIGGER IF EXISTS ${t}`).execute(db);
  } else {
    for (const t of ["units_count_insert_delete", "units_count_update"]) await sql.raw(`DROP TRIGGER IF EXISTS ${t} ON units`).execute(db);
    await sql.raw(`DROP FUNCTION IF EXISTS units_count_change()`).execute(db);
  }
  for (const [name] of PROJECT_INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  await db.schema.dropIndex("projects_page_url_idx").ifExists().execute();
  await db.schema.dropIndex("units_page_url_idx").ifExists().execute();
  await db.schema.dropIndex("units_price_cover_idx").ifExists().execute();
  await db.schema.createIndex("units_price_idx").on("units").column("price").execute();
  await db.schema.dropTable("unit_search_counts").ifExists().execute();
  await db.schema.dropTable("price_bands").ifExists().execute();
}
