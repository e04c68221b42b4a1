/**
 * Query plans of the search queries: EXPLAIN QUERY PLAN (SQLite) or EXPLAIN (PostgreSQL),
 * and whether a plan reads a whole listing table (a full scan). Used by `npm run bench --
 * search --explain` and by tests/integration/search-plans.test.ts.
 */
import { CompiledQuery, type Compilable } from "kysely";
import type { Db, DialectName } from "../../app/platform/db/client.server.ts";

export async function planOf(db: Db, dialect: DialectName, query: Compilable): Promise<string[]> {
  const { sql, parameters } = query.compile();
  const prefix = dialect === "sqlite" ? "explain query plan " : "explain ";
  const result = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(prefix + sql, [...parameters]));
  return result.rows.map((r) => String(r.detail ?? r["QUERY PLAN"] ?? JSON.stringify(r)).trim());
}

/**
 * The plan lines that read every row of a listing table (units as `u`, projects as `p`, either as `li` in the staff tables)
 * or of the staff tables' title words (`listing_title_terms`):
 * SQLite's `SCAN u` without an
 * index (a `SCAN … USING INDEX` walks an index in order and stops at the page's end), or
 * PostgreSQL's `Seq Scan on units`.
 */
export function fullScans(plan: string[]): string[] {
  return plan.filter(
    (line) =>
      (/^SCAN (units|projects|u|p|li|listing_title_terms)\b/.test(line) && !/USING (COVERING )?INDEX/.test(line)) ||
      /Seq Scan on (units|projects|listing_title_terms)\b/.test(line),
  );
}
