/**
 * No page reads the sales by date alone (the latest sales are read by place and month), and every
 * sale imported wrote this index: one B-tree of five, about a sixth of a large import's writes.
 * Frozen.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("market_sales_date").ifExists().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("market_sales_date").on("market_sales").column("date").execute();
}
