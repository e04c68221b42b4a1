/**
 * The plans of the list queries: for every spec filter of the unit and project
 * lists, alone, the page and the count read an index, never every row of the table. On
 * PostgreSQL sequential scans are switched off for the check: the demo tables are so small
 * that the planner would rightly scan them, and the question is whether an index path exists.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { fullScans, planOf } from "../../bench/lib/plans.ts";
import { singleFilterQueries } from "../../bench/search.ts";

for (const dialect of testDialects()) {
  describe(`search plans on ${dialect}`, () => {
    let t: TestDb;
    beforeAll(async () => {
      t = await seededTestDb(dialect);
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    it("serve every unit and project filter from an index", async () => {
      const scans: string[] = [];
      await t.db.connection().execute(async (db) => {
        if (dialect === "postgres") await sql`set enable_seqscan = off`.execute(db);
        for (const [label, query] of singleFilterQueries(db)) {
          for (const line of fullScans(await planOf(db, dialect, query))) scans.push(`${label}: ${line}`);
        }
      });
      expect(scans).toEqual([]);
    });
  });
}
