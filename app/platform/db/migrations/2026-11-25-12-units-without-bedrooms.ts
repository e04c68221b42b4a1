/**
 * Units of a kind that has no bedrooms (offices, shops) have no bedroom (issue 18 point 4).
 * Until now they were stored as "Studio", so the Studio filter listed offices. Frozen.
 *
 * `units.bedroom_id` becomes nullable and the commercial units' bedroom is cleared. The search
 * totals (`unit_search_counts`, migration 2026-11-23-01) key their rows by bedroom, and a key
 * column cannot be null, so their triggers now count a unit without bedrooms under bedroom 0,
 * an id no bedroom option has: a bedroom filter never matches it, totals without one still do.
 *
 * SQLite cannot drop a NOT NULL constraint, so there the table is rebuilt the documented way
 * (https://www.sqlite.org/lang_altertable.html#otheralter): foreign keys off, new table, copy,
 * drop, rename, indexes re-created from their own definitions, triggers re-created.
 */
import { SqliteAdapter, sql, type Kysely } from "kysely";

const COLUMNS = ["purpose_id", "status_id", "type_id", "bedroom_id", "bathroom_id"] as const;
const cols = COLUMNS.join(", ");
const key = (row: "NEW" | "OLD", c: string) => (c === "bedroom_id" ? `coalesce(${row}.${c}, 0)` : `${row}.${c}`);
const band = (row: "NEW" | "OLD") => `(SELECT b.id FROM price_bands b WHERE b.lo <= ${row}.price ORDER BY b.lo DESC LIMIT 1)`;
const match = (row: "NEW" | "OLD") => [...COLUMNS.map((c) => `${c} = ${key(row, c)}`), `price_band = ${band(row)}`].join(" AND ");
const values = (row: "NEW" | "OLD") => [...COLUMNS.map((c) => key(row, c)), band(row), "1"].join(", ");
const add = (row: "NEW" | "OLD") =>
  `INSERT INTO unit_search_counts (${cols}, price_band, n) SELECT ${values(row)} WHERE ${row}.is_active = 1 ` +
  `ON CONFLICT (${cols}, price_band) DO UPDATE SET n = unit_search_counts.n + 1;`;
const remove = (row: "NEW" | "OLD") => `UPDATE unit_search_counts SET n = n - 1 WHERE ${match(row)} AND ${row}.is_active = 1;`;
const counted = [...COLUMNS, "price", "is_active"].join(", ");

const NO_BEDROOM_TYPES = "(select t.id from property_types t where t.name in ('Office', 'Retail'))";

async function createSqliteTriggers(db: Kysely<any>): Promise<void> {
  await sql.raw(`CREATE TRIGGER units_count_insert AFTER INSERT ON units BEGIN ${add("NEW")} END`).execute(db);
  await sql.raw(`CREATE TRIGGER units_count_delete AFTER DELETE ON units BEGIN ${remove("OLD")} END`).execute(db);
  await sql.raw(`CREATE TRIGGER units_count_update AFTER UPDATE OF ${counted} ON units BEGIN ${remove("OLD")} ${add("NEW")} END`).execute(db);
}

async function rebuildSqliteUnits(db: Kysely<any>, bedroomNotNull: boolean): Promise<void> {
  const table = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'units'`.execute(db);
  const indexes = await sql<{ sql: string }>`select sql from sqlite_master where type = 'index' and tbl_name = 'units' and sql is not null`.execute(db);
  const original = table.rows[0]!.sql;
  const bedroom = /"bedroom_id" integer( not null)? references/;
  if (!bedroom.test(original)) throw new Error(`units: unexpected definition of bedroom_id: ${original}`);
  const created = original
    .replace(/^create table "units"/i, 'create table "units_rebuilt"')
    .replace(bedroom, `"bedroom_id" integer${bedroomNotNull ? " not null" : ""} references`);
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(created).execute(trx);
      await sql`insert into units_rebuilt select * from units`.execute(trx);
      await sql`drop table units`.execute(trx);
      await sql`alter table units_rebuilt rename to units`.execute(trx);
      for (const index of indexes.rows) await sql.raw(index.sql).execute(trx);
      await createSqliteTriggers(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length) throw new Error(`units rebuild broke ${broken.rows.length} foreign keys`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await rebuildSqliteUnits(db, false);
  } else {
    await sql`alter table units alter column bedroom_id drop not null`.execute(db);
    await sql
      .raw(
        `CREATE OR REPLACE FUNCTION units_count_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ` +
          `IF TG_OP IN ('UPDATE', 'DELETE') THEN ${remove("OLD")} END IF; ` +
          `IF TG_OP IN ('UPDATE', 'INSERT') THEN ${add("NEW")} END IF; ` +
          `RETURN NULL; END $$`,
      )
      .execute(db);
  }
  // The triggers move these units' totals from Studio to "no bedrooms".
  await sql.raw(`update units set bedroom_id = null where type_id in ${NO_BEDROOM_TYPES}`).execute(db);
  await sql`analyze`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(`update units set bedroom_id = (select min(b.id) from bedrooms b) where bedroom_id is null`).execute(db);
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await rebuildSqliteUnits(db, true);
  } else {
    await sql`alter table units alter column bedroom_id set not null`.execute(db);
  }
  // The coalescing triggers stay: with no null bedroom left they count exactly as the old ones.
}
