/**
 * The visitor's language (issue 23) on a lead and on a saved search: "ar" when the form was sent
 * from an Arabic page, else "en" (or null for rows older than this). The visitor's confirmation
 * e-mail and the alert's mails are written in it, with links to the pages in it. A plain nullable
 * text column, the same on SQLite and PostgreSQL.
 */
import type { Kysely } from "kysely";

const TABLES = ["leads", "search_alerts"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).addColumn("locale", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn("locale").execute();
}
