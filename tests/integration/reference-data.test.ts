/**
 * Reference data on both databases: a database that is only migrated (no demo) has the
 * option lists, the completion years and every country, in English and Arabic, and the spec's
 * dropdown calls answer exactly as on the demo; the demo's generators name the options as the
 * migration does; the reference areas are shown on a new site, and one an editor hides leaves the
 * public lists.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../app/platform/db/migrate.server.ts";
import { listAreaGuides } from "../../app/modules/content/areas/queries.server.ts";
import { clearAllCaches } from "../../app/platform/cache/cache.server.ts";
import { readArea, saveArea } from "../../app/modules/content/areas/areas.server.ts";
import { ARABIC_NAMES, BATHROOMS, BEDROOMS, EMIRATES, PROPERTY_TYPES, PURPOSES, STATUSES } from "../../demo/lookups.ts";
import { editor } from "../support/admin-fixtures.ts";
import { startApi } from "../support/api-server.ts";
import { emptyTestDb, seededTestDb, testDialects, type TestDb } from "../support/databases.ts";

/** The spec's fixed option lists (spec 7): the same answer whatever content the site has. */
const FIXED_CALLS = [
  ["GetPurposeList", { opcode: 5 }],
  ["GetPropertyStatusList", { opcode: 0 }],
  ["GetUnitTypeList", { opcode: 8 }],
  ["GetPropertyBedroomList", { opcode: 9 }],
  ["GetPropertyBathroomList", { opcode: 10 }],
  ["GetCountryList", { opcode: 13 }],
  ["GetProjectCompletionYearList", { opcode: 15 }],
] as const;

for (const dialect of testDialects()) {
  describe(`reference data (${dialect})`, () => {
    let fresh: TestDb;
    let demo: TestDb;
    let freshApi: Awaited<ReturnType<typeof startApi>>;
    let demoApi: Awaited<ReturnType<typeof startApi>>;
    beforeAll(async () => {
      [fresh, demo] = await Promise.all([emptyTestDb(dialect), seededTestDb(dialect)]);
      await migrateToLatest(fresh.db);
      [freshApi, demoApi] = await Promise.all([startApi(fresh.db), startApi(demo.db)]);
    });
    afterAll(async () => {
      await freshApi?.close();
      await demoApi?.close();
      await fresh?.cleanup();
      await demo?.cleanup();
    });

    it("answers the dropdown calls on a database without the demo as on the demo", async () => {
      for (const [call, body] of FIXED_CALLS) {
        const [a, b] = await Promise.all([freshApi.post(call, body), demoApi.post(call, body)]);
        expect(a.status, call).toBe(200);
        expect(a.json.length, call).toBeGreaterThan(1);
        expect(a.json, call).toEqual(b.json);
      }
      const countries = (await freshApi.post("GetCountryList", { opcode: 13 })).json;
      expect(countries.length).toBeGreaterThan(240);
      expect(countries.find((c: { countryID: number }) => c.countryID === 221)).toEqual({ countryID: 221, countryName: "United Arab Emirates", countryISDCode: "+971", countryISOCode: "AE" });
    });

    it("names every option and country in Arabic, on both databases", async () => {
      for (const t of [fresh, demo]) {
        for (const table of ["purposes", "statuses", "property_types", "bedrooms", "bathrooms", "emirates", "countries"] as const) {
          const missing = await t.db.selectFrom(table).select("name").where("name_ar", "is", null).execute();
          expect(missing, table).toEqual([]);
        }
        const uae = await t.db.selectFrom("countries").select(["name_ar"]).where("id", "=", 221).executeTakeFirstOrThrow();
        expect(uae.name_ar).toBe("الإمارات");
      }
    });

    it("names the options as the demo's generators number them", async () => {
      const lists = { purposes: PURPOSES, statuses: STATUSES, property_types: PROPERTY_TYPES, bedrooms: BEDROOMS, bathrooms: BATHROOMS, emirates: EMIRATES };
      for (const [table, names] of Object.entries(lists) as [keyof typeof lists, string[]][]) {
        const rows = await fresh.db.selectFrom(table).select(["id", "name", "name_ar"]).orderBy("id").execute();
        expect(rows, table).toEqual(names.map((name, i) => ({ id: i + 1, name, name_ar: ARABIC_NAMES[table][name] })));
      }
    });

    it("shows the reference areas on a new site, lists them by emirate, and hides one an editor hides", async () => {
      clearAllCaches();
      const guides = await listAreaGuides(fresh.db);
      expect(guides.length).toBeGreaterThanOrEqual(50);
      expect(new Set(guides.map((g) => g.emirate))).toEqual(new Set(EMIRATES));
      expect(guides.every((g) => g.nameAr && g.descriptionHtml && g.projectCount === 0)).toBe(true);
      const marina = guides.find((g) => g.slug === "dubai-marina")!;
      expect(marina).toMatchObject({ name: "Dubai Marina", nameAr: "دبي مارينا", emirate: "Dubai" });
      const flagged = await fresh.db.selectFrom("areas").select("id").where("is_reference", "=", 0).execute();
      expect(flagged).toEqual([]);

      const areas = (await freshApi.post("GetPropertiesAreaList", { opcode: 6, areaType: "" })).json;
      expect(areas.map((a: { pageURL: string }) => a.pageURL)).toContain("dubai-marina");

      const before = (await readArea(fresh.db, String(marina.id)))!;
      await saveArea(fresh.db, editor, marina.id, { ...before, active: false });
      expect((await listAreaGuides(fresh.db)).map((g) => g.slug)).not.toContain("dubai-marina");
      const after = (await freshApi.post("GetPropertiesAreaList", { opcode: 6, areaType: "" })).json;
      expect(after.map((a: { pageURL: string }) => a.pageURL)).not.toContain("dubai-marina");
      expect(await fresh.db.selectFrom("areas").select("is_reference").where("id", "=", marina.id).executeTakeFirstOrThrow()).toEqual({ is_reference: 1 });
    });

    it("keeps the demo's areas and ids, and hides the reference areas the demo does not describe", async () => {
      const shown = await demo.db.selectFrom("areas").select(["id", "page_url"]).where("is_active", "=", 1).orderBy("id").execute();
      expect(shown.slice(0, 3)).toEqual([
        { id: 1, page_url: "palm-jumeirah" },
        { id: 2, page_url: "dubai-marina" },
        { id: 3, page_url: "downtown-dubai" },
      ]);
      expect(shown.length).toBe(31);
      const hidden = await demo.db.selectFrom("areas").select("page_url").where("is_active", "=", 0).execute();
      expect(hidden.map((h) => h.page_url)).toContain("emirates-hills");
    });
  });
}
