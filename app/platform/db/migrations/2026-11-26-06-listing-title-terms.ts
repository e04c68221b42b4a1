/**
 * The words of every listing's title (a unit's `title`, a project's `name`), for the staff
 * tables' title search (app/modules/listings/queries/admin-listings.server.ts), as `lead_search_terms` does for
 * the lead inbox: one row per (kind, term, listing), looked up by word prefix through the unique
 * index on (kind, term, listing_id), so a searched word is one index range at a million units
 * instead of a read of every title. `listing_id` is a unit's or a project's id (by `kind`); the
 * listing service keeps the rows right in the write's transaction (create, title change,
 * duplicate, delete), so no foreign key. PostgreSQL compares the terms in byte order ("C"), as
 * SQLite does, so one range [prefix, upper bound) serves both.
 *
 * The backfill reads the titles in id order, 5,000 at a time, and writes their terms in one
 * statement per batch (insertTerms) before the indexes exist (built once at the end). Frozen: the word
 * splitting of app/platform/db/search-words.ts is copied here.
 */
import { SqliteAdapter, sql, type Kysely } from "kysely";

function titleTerms(text: string): string[] {
  const words = text.normalize("NFKC").toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
  return [...new Set(words.slice(0, 20).map((w) => w.slice(0, 40)))];
}

const SOURCES = [
  { kind: "unit", table: "units", title: "title" },
  { kind: "project", table: "projects", title: "name" },
] as const;

/**
 * Writes many terms in one statement with three parameters (a JSON text for SQLite, arrays for
 * PostgreSQL): tens of thousands of rows a statement, where a multi-row VALUES list is held to a
 * few hundred by the parameter limits.
 */
async function insertTerms(db: Kysely<any>, sqlite: boolean, rows: { kind: string; listing_id: number; term: string }[]): Promise<void> {
  if (!rows.length) return;
  const source = sqlite
    ? sql`select json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]') from json_each(${JSON.stringify(rows.map((r) => [r.kind, r.listing_id, r.term]))})`
    : sql`select * from unnest(${rows.map((r) => r.kind)}::text[], ${rows.map((r) => r.listing_id)}::integer[], ${rows.map((r) => r.term)}::text[])`;
  await sql`insert into listing_title_terms (kind, listing_id, term) ${source}`.execute(db);
}

async function backfill(db: Kysely<any>, sqlite: boolean): Promise<void> {
  for (const { kind, table, title } of SOURCES) {
    for (let after = 0; ; ) {
      const batch: { id: number; title: string }[] = await db
        .selectFrom(table)
        .select(["id", `${title} as title`])
        .where("id", ">", after)
        .orderBy("id")
        .limit(5000)
        .execute();
      if (batch.length === 0) break;
      await insertTerms(db, sqlite, batch.flatMap((r) => titleTerms(r.title).map((term) => ({ kind, listing_id: Number(r.id), term }))));
      after = Number(batch[batch.length - 1]!.id);
    }
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable("listing_title_terms")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("listing_id", "integer", (c) => c.notNull())
    .addColumn("term", "text", (c) => (sqlite ? c.notNull() : c.modifyFront(sql`collate "C"`).notNull()))
    .execute();
  // PostgreSQL runs the migration in a transaction; SQLite does not, and would commit every insert.
  if (db.isTransaction) await backfill(db, sqlite);
  else await db.transaction().execute((trx) => backfill(trx, sqlite));
  await db.schema.createIndex("listing_title_terms_term").on("listing_title_terms").columns(["kind", "term", "listing_id"]).unique().execute();
  // A listing's own terms, rewritten when its title changes or it is deleted.
  await db.schema.createIndex("listing_title_terms_listing").on("listing_title_terms").columns(["kind", "listing_id"]).execute();
  await sql`analyze listing_title_terms`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("listing_title_terms").ifExists().execute();
}
