/**
 * The plans of the lead inbox's queries: for each typical view (bench/leads.ts), the page
 * and the capped count read indexes, never the whole leads table; on SQLite the pages without a
 * text search come out of the index in order (no sort). On PostgreSQL sequential scans are switched
 * off for the check, as in search-plans.test.ts: the test tables are small, and the question is
 * whether an index path exists. `npm run bench -- leads` measures them at a million leads.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { planOf } from "../../bench/lib/plans.ts";
import { leadPlanProblems, leadPlanQueries, leadScenarios } from "../../bench/leads.ts";

for (const dialect of testDialects()) {
  describe(`lead inbox plans on ${dialect}`, () => {
    let t: TestDb;
    beforeAll(async () => {
      t = await seededTestDb(dialect);
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    it("serve every view of the inbox from an index", async () => {
      const problems: string[] = [];
      await t.db.connection().execute(async (db) => {
        if (dialect === "postgres") await sql`set enable_seqscan = off`.execute(db);
        const scenarios = await leadScenarios(db);
        for (const [label, query] of await leadPlanQueries(db, scenarios)) {
          const ordered = label.endsWith("(page)") && !scenarios.find((s) => label.startsWith(s.label))?.filters.q;
          for (const line of leadPlanProblems(await planOf(db, dialect, query), dialect, ordered)) problems.push(`${label}: ${line}`);
        }
      });
      expect(problems).toEqual([]);
    });
  });
}
