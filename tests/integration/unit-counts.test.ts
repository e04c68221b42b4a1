/**
 * Unit totals from the totals table on both databases: every total equals a plain
 * count of the matching units, for filters and prices on and off the band bounds, and stays
 * equal after units are added, changed, switched off and deleted (the triggers).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { countUnits } from "../../app/modules/listings/queries/unit-counts.server.ts";
import { searchUnits } from "../../app/modules/listings/queries/units.server.ts";
import { normaliseUnitCriteria, unitCriteriaSchema, type UnitCriteria } from "../../app/modules/listings/search/search-criteria.ts";

type Row = { purpose_id: number; status_id: number; type_id: number; bedroom_id: number; bathroom_id: number; area_id: number; developer_id: number | null; price: number };

const criteria = (input: Record<string, unknown>): UnitCriteria => normaliseUnitCriteria(unitCriteriaSchema.parse(input));

/** The plain answer: the active units filtered in JavaScript. */
function expected(rows: Row[], c: UnitCriteria): number {
  return rows.filter(
    (u) =>
      (!c.purpose || u.purpose_id === c.purpose) &&
      (!c.status || u.status_id === c.status) &&
      (!c.unitType || u.type_id === c.unitType) &&
      (!c.area || u.area_id === c.area) &&
      (!c.developersId || u.developer_id === c.developersId) &&
      (!c.beds.length || c.beds.includes(u.bedroom_id)) &&
      (!c.bathroom.length || c.bathroom.includes(u.bathroom_id)) &&
      (!c.priceFrom || u.price >= c.priceFrom) &&
      (!c.priceTo || u.price <= c.priceTo),
  ).length;
}

const CASES: Record<string, unknown>[] = [
  {},
  { purpose: 1 },
  { purpose: 2, beds: "2,3" },
  { purpose: 1, status: 1, unitType: 1 },
  { unitType: 3, beds: [5, 6], bathroom: [5] },
  { priceFrom: 1_000_000 },
  { priceTo: 1_000_000 },
  { priceFrom: 1_000_000, priceTo: 3_000_000 },
  { priceFrom: 1_234_567, priceTo: 3_210_001, purpose: 1 },
  { priceFrom: 1_050_000, priceTo: 1_090_000 },
  { priceFrom: 95_500.5, priceTo: 140_999.9, purpose: 2 },
  { priceFrom: 150_000, priceTo: 150_000 },
  { priceFrom: 900_000_000_000 },
  { priceTo: 999_999_999_999 },
  { priceFrom: 5_000_000, priceTo: 2_000_000 },
  { area: 3, purpose: 1 },
  { developersId: 2, priceFrom: 1_500_000 },
  { purpose: 2, status: 3 },
  // Narrowed to an area and a developer at once (each covering index carries the other column).
  { area: 2, developersId: 11 },
  { area: 20, developersId: 4, purpose: 1 },
  // Sparse broad searches whose combinations' column values also make combinations without a match.
  { priceFrom: 20_000_000 },
  { purpose: 2, priceFrom: 200_000 },
];

for (const dialect of testDialects()) {
  describe(`unit totals on ${dialect}`, () => {
    let t: TestDb;
    const active = async () =>
      (await t.db
        .selectFrom("units")
        .select(["purpose_id", "status_id", "type_id", "bedroom_id", "bathroom_id", "area_id", "developer_id", "price"])
        .where("is_active", "=", 1)
        .execute()) as Row[];
    const checkAll = async () => {
      const rows = await active();
      for (const input of CASES) {
        const c = criteria(input);
        expect({ input, total: await countUnits(t.db, c) }).toEqual({ input, total: expected(rows, c) });
      }
    };

    beforeAll(async () => {
      t = await seededTestDb(dialect);
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    it("equal a plain count for every filter and price, on and off the band bounds", async () => {
      await checkAll();
    });

    it("stay exact when units are added, changed, switched off and deleted", async () => {
      const source = await t.db.selectFrom("units").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();
      const { id: _id, crm_ref: _crmRef, ...copy } = source; // a CRM reference is unique
      await t.db
        .insertInto("units")
        .values([
          { ...copy, page_url: "count-test-a", price: 1_234_567, purpose_id: 1, status_id: 1 },
          { ...copy, page_url: "count-test-b", price: 95_999, purpose_id: 2, status_id: 2 },
          { ...copy, page_url: "count-test-c", price: 2_000_000_000, purpose_id: 1, status_id: 1 },
        ])
        .execute();
      await checkAll();
      await t.db.updateTable("units").set({ price: 3_000_000, bedroom_id: 4 }).where("page_url", "=", "count-test-a").execute();
      await t.db.updateTable("units").set({ is_active: 0 }).where("id", "in", [2, 3, 4]).execute();
      await t.db.updateTable("units").set({ purpose_id: 2, status_id: 2 }).where("id", "in", [5, 6]).execute();
      await checkAll();
      await t.db.updateTable("units").set({ is_active: 1 }).where("id", "=", 3).execute();
      await t.db.deleteFrom("units").where("page_url", "in", ["count-test-b", "count-test-c"]).execute();
      await t.db.deleteFrom("units").where("id", "=", 7).execute();
      await checkAll();
    });

    it("list the same page of units as a plain query, newest first, whichever way the page is sought", async () => {
      for (const input of CASES) {
        for (const pageNumber of [1, 2]) {
          const c = criteria({ ...input, pageNumber, pageSize: 5 });
          let q = t.db.selectFrom("units").select("id").where("is_active", "=", 1);
          if (c.purpose) q = q.where("purpose_id", "=", c.purpose);
          if (c.status) q = q.where("status_id", "=", c.status);
          if (c.unitType) q = q.where("type_id", "=", c.unitType);
          if (c.area) q = q.where("area_id", "=", c.area);
          if (c.developersId) q = q.where("developer_id", "=", c.developersId);
          if (c.beds.length) q = q.where("bedroom_id", "in", c.beds);
          if (c.bathroom.length) q = q.where("bathroom_id", "in", c.bathroom);
          if (c.priceFrom) q = q.where("price", ">=", Math.ceil(c.priceFrom));
          if (c.priceTo && c.priceTo < 2_147_483_647) q = q.where("price", "<=", Math.floor(c.priceTo));
          const plain = c.priceFrom > 2_147_483_647 ? [] : await q.orderBy("posted_on", "desc").orderBy("id", "desc").limit(5).offset((pageNumber - 1) * 5).execute();
          const { rows } = await searchUnits(t.db, c);
          expect({ input, pageNumber, ids: rows.map((r) => r.id) }).toEqual({ input, pageNumber, ids: plain.map((r) => r.id) });
        }
      }
    });

    it("answers an empty page without rows when the search matches nothing or the page is past the end", async () => {
      const none = await searchUnits(t.db, criteria({ priceFrom: 900_000_000_000 }));
      expect(none).toEqual({ rows: [], total: 0 });
      const all = await countUnits(t.db, criteria({}));
      const past = await searchUnits(t.db, criteria({ pageNumber: Math.ceil(all / 5) + 1, pageSize: 5 }));
      expect(past).toEqual({ rows: [], total: all });
    });
  });
}
