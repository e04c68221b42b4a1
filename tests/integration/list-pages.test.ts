/** The list pages' loader logic on both databases: URL filters, presets, paging, for units and projects. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { loadUnitList } from "../../app/modules/listings/lists/unit-list.server.ts";
import { loadProjectList } from "../../app/modules/listings/lists/project-list.server.ts";
import { categoryForPath } from "../../app/modules/listings/categories.ts";

const url = (qs: string, path = "/property-list") => new URL(`http://test${path}${qs}`);

for (const dialect of testDialects()) {
  describe(`unit list on ${dialect}`, () => {
    let t: TestDb;
    beforeAll(async () => {
      t = await seededTestDb(dialect);
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    const count = async (where: (q: any) => any) =>
      Number((await where(t.db.selectFrom("units as u").where("u.is_active", "=", 1)).select((eb: any) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

    it("reads every filter from the URL and matches the database", async () => {
      const d = await loadUnitList(t.db, url("?purpose=1&unitType=1&beds=2,3&bathroom=1,2&priceFrom=500000&priceTo=5000000&status=2"));
      const expected = await count((q) =>
        q.where("u.purpose_id", "=", 1).where("u.type_id", "=", 1).where("u.bedroom_id", "in", [2, 3]).where("u.bathroom_id", "in", [1, 2])
          .where("u.price", ">=", 500000).where("u.price", "<=", 5000000).where("u.status_id", "=", 2),
      );
      expect(d.total).toBe(expected);
      expect(d.items.length).toBe(Math.min(5, expected));
      for (const u of d.items) {
        expect(u.purposeId).toBe(1);
        expect(u.typeId).toBe(1);
        expect(u.statusId).toBe(2);
        expect(u.price).toBeGreaterThanOrEqual(500000);
      }
    });

    it("finds nothing for an area, developer or unit slug that names no page, valid or not", async () => {
      expect((await loadUnitList(t.db, url("?areaURL=palm-jumeirah"))).total).toBeGreaterThan(0);
      for (const qs of ["?areaURL=no-such-area", "?areaURL=Palm%20Jumeirah", "?developerURL=bad!", "?unitPageURL=%2e%2e", "?areaURL=palm_jumeirah"]) {
        const d = await loadUnitList(t.db, url(qs));
        expect({ qs, total: d.total, units: d.items.length }).toEqual({ qs, total: 0, units: 0 });
      }
    });

    it("ignores malformed parameters and a page past the end", async () => {
      const all = await count((q) => q);
      const d = await loadUnitList(t.db, url("?area=abc&beds=1;2&purpose=-1&page=99999"));
      expect(d.total).toBe(all);
      expect(d.page).toBe(1);
      expect(d.items).toHaveLength(5);
      expect(d.totalPages).toBe(Math.ceil(all / 5));
    });

    it("applies a category's presets over the URL", async () => {
      const villasForRent = categoryForPath("/villas-for-rent-in-dubai")!;
      const d = await loadUnitList(t.db, url("?purpose=1&unitType=1", "/villas-for-rent-in-dubai"), villasForRent);
      expect(d.total).toBe(await count((q) => q.where("u.purpose_id", "=", 2).where("u.type_id", "=", 3)));
      const offPlan = categoryForPath("/off-plan-apartments")!;
      const o = await loadUnitList(t.db, url("?status=2", "/off-plan-apartments"), offPlan);
      expect(o.criteria).toMatchObject({ purpose: 0, unitType: 1, status: 1 });
      expect(o.total).toBe(await count((q) => q.where("u.type_id", "=", 1).where("u.status_id", "=", 1)));
    });

    it("offers the statuses and the unit purposes (not Projects)", async () => {
      const d = await loadUnitList(t.db, url(""));
      expect(d.options.statuses.map((s) => s.name)).toEqual(["Off-plan", "Ready", "Under Construction"]);
      expect(d.options.purposes.map((p) => p.id)).toEqual([1, 2]);
    });

    it("ignores a project page past the end as it does a unit page: the first page shows", async () => {
      const all = Number(
        (await t.db.selectFrom("projects").where("is_active", "=", 1).select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n,
      );
      const first = await loadProjectList(t.db, url("", "/project-list"));
      const past = await loadProjectList(t.db, url(`?page=${Math.ceil(all / 5) + 1}`, "/project-list"));
      expect(past.total).toBe(all);
      expect(past.page).toBe(1);
      expect(past.totalPages).toBe(Math.ceil(all / 5));
      expect(past.items.map((p) => p.id)).toEqual(first.items.map((p) => p.id));
      expect(past.items).toHaveLength(Math.min(5, all));
      // The last page itself is kept.
      const last = await loadProjectList(t.db, url(`?page=${Math.ceil(all / 5)}`, "/project-list"));
      expect(last.page).toBe(Math.ceil(all / 5));
      expect(last.items.length).toBeGreaterThan(0);
    });

    it("links 'Alert me' to the alert form for the list's own search, a developer's page's saved on the project list", async () => {
      const form = (href: string) => Object.fromEntries(new URL(href, "http://site.test").searchParams);
      const villas = categoryForPath("/villas-for-sale-in-dubai")!;
      const units = await loadUnitList(t.db, url("?area=1&page=2&view=map", "/villas-for-sale-in-dubai"), villas);
      expect(form(units.alertHref)).toEqual({ path: "/villas-for-sale-in-dubai", query: `?area=1&unitType=${villas.unitType}&purpose=${villas.purpose}` });
      const projects = await loadProjectList(t.db, url("?beds=4,3&page=2&developersId=9", "/developer/some-developer"), { developersId: 4 });
      expect(form(projects.alertHref)).toEqual({ path: "/project-list", query: "?developersId=4&beds=3,4" });
    });

    it("gives units and projects the same list shape", async () => {
      const units = await loadUnitList(t.db, url(""));
      const projects = await loadProjectList(t.db, url("", "/project-list"));
      const keys = ["alertHref", "criteria", "items", "now", "options", "page", "total", "totalPages"];
      expect(Object.keys(units).sort()).toEqual(keys);
      expect(Object.keys(projects).filter((k) => k !== "pinned").sort()).toEqual(keys);
    });
  });
}
