/**
 * The listing quality score (0-100, computed by the write path) and the rules version it was
 * computed with (0: never; the server recomputes rows of an older version at start, through the
 * write path's scoring, since a frozen migration cannot import the rules). Plus the indexes the
 * list sorts read: each order led by `is_active` (the shown listings), and again led by the
 * purpose for the unit lists most visited (buy, rent), so a page of the cheapest, the largest or
 * the most complete units is read from an index in order at any size, not sorted. Frozen.
 */
import type { Kysely } from "kysely";

const TABLES = ["units", "projects"] as const;

const UNIT_INDEXES: [string, string[]][] = [
  ["units_active_quality_idx", ["is_active", "quality_score", "posted_on", "id"]],
  ["units_active_price_idx", ["is_active", "price", "id"]],
  ["units_active_size_idx", ["is_active", "size_sqft", "id"]],
  ["units_purpose_quality_idx", ["purpose_id", "is_active", "quality_score", "posted_on", "id"]],
  ["units_purpose_price_idx", ["purpose_id", "is_active", "price", "id"]],
  ["units_purpose_size_idx", ["purpose_id", "is_active", "size_sqft", "id"]],
];

const PROJECT_INDEXES: [string, string[]][] = [
  ["projects_active_quality_idx", ["is_active", "quality_score", "created_on", "id"]],
  ["projects_active_price_idx", ["is_active", "starting_price", "id"]],
  ["projects_active_size_idx", ["is_active", "size_to_sqft", "id"]],
];

/** The staff tables' "score" sort, keyset-paged like their other sorts (migration 2026-11-26-05: the key, the id, then the filters). */
const ADMIN_FILTERS = ["agent_id", "type_id", "status_id", "area_id", "state"];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn("quality_score", "integer", (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable(table).addColumn("quality_rules", "integer", (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.createIndex(`${table}_quality_rules_idx`).on(table).column("quality_rules").execute();
    const filters = table === "units" ? [...ADMIN_FILTERS, "purpose_id"] : ADMIN_FILTERS;
    await db.schema.createIndex(`${table}_admin_quality_idx`).on(table).columns(["quality_score", "id", ...filters]).execute();
  }
  for (const [name, columns] of UNIT_INDEXES) await db.schema.createIndex(name).on("units").columns(columns).execute();
  for (const [name, columns] of PROJECT_INDEXES) await db.schema.createIndex(name).on("projects").columns(columns).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of [...UNIT_INDEXES, ...PROJECT_INDEXES]) await db.schema.dropIndex(name).ifExists().execute();
  for (const table of TABLES) {
    await db.schema.dropIndex(`${table}_quality_rules_idx`).ifExists().execute();
    await db.schema.dropIndex(`${table}_admin_quality_idx`).ifExists().execute();
    await db.schema.alterTable(table).dropColumn("quality_rules").execute();
    await db.schema.alterTable(table).dropColumn("quality_score").execute();
  }
}
