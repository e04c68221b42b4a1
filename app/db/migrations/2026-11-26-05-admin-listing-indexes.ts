/**
 * Indexes for the back office's unit and project tables (issue 19; app/db/queries/admin-listings.server.ts),
 * measured by `npm run bench -- admin-listings`. Staff see every state, so none of the site's
 * indexes (which begin with is_active) orders their table. Each sort gets an index ending in
 * `id`, the keyset's tie-break, so a page is a walk of one index from the cursor whatever its depth:
 *
 * - updated (the default), published, title; the price sort uses the price indexes already there.
 *   `published_at` is null for a listing never shown; the tables sort it as '' (first ascending,
 *   last descending, the same on both databases), so that index is on the expression.
 * - an agent's own table (every agent query is scoped to its profile), and a state filter
 *   (drafts, archived: a few among many published), each in the default order;
 * - the permit filter (expiring within 30 days) and the exact search by permit number (the CRM
 *   reference has its unique index, the id its key).
 *
 * Frozen.
 */
import { sql, type Expression, type Kysely } from "kysely";

const published: Expression<unknown> = sql`coalesce(published_at, '')`;

const INDEXES: [suffix: string, columns: (string | Expression<unknown>)[]][] = [
  ["admin_updated_idx", ["updated_at", "id"]],
  ["admin_published_idx", [published, "id"]],
  ["admin_title_idx", ["title", "id"]],
  ["admin_agent_updated_idx", ["agent_id", "updated_at", "id"]],
  ["admin_state_updated_idx", ["state", "updated_at", "id"]],
  ["admin_permit_expiry_idx", ["permit_expires_on"]],
  ["admin_permit_number_idx", ["permit_number"]],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ["units", "projects"]) {
    for (const [suffix, columns] of INDEXES) {
      // A project's table shows and sorts by its name (its `title` is a tag line).
      const cols = table === "projects" ? columns.map((c) => (c === "title" ? "name" : c)) : columns;
      await db.schema.createIndex(`${table}_${suffix}`).on(table).columns(cols).execute();
    }
  }
  await sql`analyze`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["units", "projects"]) {
    for (const [suffix] of INDEXES) await db.schema.dropIndex(`${table}_${suffix}`).ifExists().execute();
  }
}
