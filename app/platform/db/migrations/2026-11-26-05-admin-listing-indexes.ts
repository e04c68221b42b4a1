/**
 * Indexes for the back office's unit and project tables (issue 19; app/modules/listings/queries/admin-listings.server.ts),
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

/**
 * Carried by the sort indexes after their key: a page of many matches walks the sort's index and
 * tests these on the way, from the index alone rather than a table read per row walked (at 1M
 * units a filter that runs against the sort, a type against the title, walked 10,000s of rows).
 * A unit's purpose too (a project has none).
 */
const FILTERS = ["agent_id", "type_id", "status_id", "area_id", "state"];

function indexes(table: "units" | "projects"): [suffix: string, columns: (string | Expression<unknown>)[]][] {
  const filters = table === "units" ? [...FILTERS, "purpose_id"] : FILTERS;
  // A project's table shows and sorts by its name (its `title` is a tag line).
  const title = table === "units" ? "title" : "name";
  return [
    ["admin_updated_idx", ["updated_at", "id", ...filters]],
    ["admin_published_idx", [published, "id", ...filters]],
    ["admin_title_idx", [title, "id", ...filters]],
    // An agent's total with other filters is counted from this index alone (filters after the key).
    ["admin_agent_updated_idx", ["agent_id", "updated_at", "id", ...filters.filter((c) => c !== "agent_id")]],
    ["admin_state_updated_idx", ["state", "updated_at", "id"]],
    ["admin_permit_expiry_idx", ["permit_expires_on"]],
    ["admin_permit_number_idx", ["permit_number"]],
  ];
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ["units", "projects"] as const) {
    for (const [suffix, columns] of indexes(table)) await db.schema.createIndex(`${table}_${suffix}`).on(table).columns(columns).execute();
  }
  await sql`analyze`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["units", "projects"] as const) {
    for (const [suffix] of indexes(table)) await db.schema.dropIndex(`${table}_${suffix}`).ifExists().execute();
  }
}
