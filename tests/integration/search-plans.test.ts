/**
 * The plans of the list queries (issue 9): for every spec filter of the unit and project
 * lists, alone, the page and the count read an index, never every row of the table. On
 * PostgreSQL sequential scans are switched off for the check: the demo tables are so small
 * that the planner would rightly scan them, and the question is whether an index path exists.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { fullScans, planOf } from "../../bench/lib/plans.ts";
import { singleFilters } from "../../bench/search.ts";
import { unitPageQuery } from "../../app/db/queries/units.server.ts";
import { filteredUnits } from "../../app/db/queries/unit-filters.server.ts";
import { filteredProjects, projectPageQuery } from "../../app/db/queries/projects.server.ts";

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
      const { units, projects } = singleFilters();
      const scans: string[] = [];
      await t.db.connection().execute(async (db) => {
        if (dialect === "postgres") await sql`set enable_seqscan = off`.execute(db);
        const check = async (label: string, query: Parameters<typeof planOf>[2]) => {
          for (const line of fullScans(await planOf(db, dialect, query))) scans.push(`${label}: ${line}`);
        };
        for (const [name, c] of units) {
          await check(`units page ${name}`, unitPageQuery(db, c));
          await check(`units count ${name}`, filteredUnits(db, c).select((eb) => eb.fn.countAll().as("n")));
        }
        for (const [name, c] of projects) {
          await check(`projects page ${name}`, projectPageQuery(db, c));
          await check(`projects count ${name}`, filteredProjects(db, c).select((eb) => eb.fn.countAll().as("n")));
        }
      });
      expect(scans).toEqual([]);
    });
  });
}
