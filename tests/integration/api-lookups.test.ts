/** The option-list calls of spec 7 on both databases: shapes, field names and contents. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { startApi } from "../support/api-server.ts";

for (const dialect of testDialects()) {
  describe(`option lists on ${dialect}`, () => {
    let t: TestDb;
    let api: Awaited<ReturnType<typeof startApi>>;
    beforeAll(async () => {
      t = await seededTestDb(dialect);
      api = await startApi(t.db);
    });
    afterAll(async () => {
      await api?.close();
      await t?.cleanup();
    });

    it("GetPurposeList lists Buy, Rent and the projects purpose 3", async () => {
      const { status, json } = await api.post("GetPurposeList", { opcode: 5 });
      expect(status).toBe(200);
      expect(json).toEqual([
        { autoId: 1, purpose: "Buy" },
        { autoId: 2, purpose: "Rent" },
        { autoId: 3, purpose: "Off-Plan" },
      ]);
    });

    it("GetPropertyStatusList starts with Off-plan as id 1", async () => {
      const { json } = await api.post("GetPropertyStatusList", { opcode: 0 });
      expect(json[0]).toEqual({ autoId: 1, status: "Off-plan" });
      expect(json.length).toBeGreaterThanOrEqual(2);
    });

    it("GetUnitTypeList keeps the spec's ids for apartment, villa, townhouse and penthouse", async () => {
      const { json } = await api.post("GetUnitTypeList", { opcode: 8 });
      const byId = Object.fromEntries(json.map((t: { autoId: number; type: string }) => [t.autoId, t.type]));
      expect(byId).toMatchObject({ 1: "Apartment", 3: "Villa", 4: "Townhouse", 5: "Penthouse" });
    });

    it("GetPropertyBedroomList and GetPropertyBathroomList use type and bathroom fields", async () => {
      const beds = await api.post("GetPropertyBedroomList", { opcode: 9 });
      expect(beds.json[0]).toEqual({ autoId: 1, type: "Studio" });
      expect(beds.json.at(-1).type).toBe("7+");
      const baths = await api.post("GetPropertyBathroomList", { opcode: 10 });
      expect(baths.json[0]).toEqual({ autoId: 1, bathroom: "1" });
    });

    it("GetCountryList has every country with ISD and ISO codes, the UAE at id 221", async () => {
      const { json } = await api.post("GetCountryList", { opcode: 13 });
      expect(json.length).toBeGreaterThan(240);
      expect(json.find((c: { countryID: number }) => c.countryID === 221)).toEqual({
        countryID: 221,
        countryName: "United Arab Emirates",
        countryISDCode: "+971",
        countryISOCode: "AE",
      });
    });

    it("GetPropertiesAreaList narrows to areas with projects or with units", async () => {
      const all = await api.post("GetPropertiesAreaList", { opcode: 6, areaType: "" });
      const projects = await api.post("GetPropertiesAreaList", { opcode: 6, areaType: "Projects" });
      const units = await api.post("GetPropertiesAreaList", { opcode: 6, areaType: "Units" });
      expect(all.json.length).toBeGreaterThanOrEqual(25);
      expect(projects.json.length).toBeLessThan(all.json.length);
      expect(units.json.length).toBeGreaterThan(0);
      expect(Object.keys(all.json[0]).sort()).toEqual(
        ["areaDescription", "areaId", "area", "autoId", "emiratesName", "imageURL", "isActive", "pageURL", "url"].sort(),
      );
      const counts = await t.db
        .selectFrom("projects")
        .select("area_id")
        .distinct()
        .where("is_active", "=", 1)
        .execute();
      expect(projects.json.map((a: { areaId: number }) => a.areaId).sort((a: number, b: number) => a - b)).toEqual(
        counts.map((c) => c.area_id).sort((a, b) => a - b),
      );
    });

    it("BlogCategoryList, GetActiveProjectList and GetProjectCompletionYearList answer their lists", async () => {
      const cats = await api.post("BlogCategoryList", { opcode: 12 });
      expect(cats.json.length).toBeGreaterThanOrEqual(3);
      expect(Object.keys(cats.json[0])).toEqual(["autoId", "categoryName"]);
      const projects = await api.post("GetActiveProjectList", { opcode: 14 });
      expect(projects.json.length).toBeGreaterThanOrEqual(40);
      expect(projects.json[0]).toHaveProperty("projectName");
      const years = await api.post("GetProjectCompletionYearList", { opcode: 15 });
      expect(years.json.map((y: { completionYear: number }) => y.completionYear)).toContain(2027);
    });

    it("GetAreaGuideList answers every area guide, or one by url", async () => {
      const all = await api.post("GetAreaGuideList", {});
      expect(all.json.length).toBeGreaterThanOrEqual(25);
      const one = await api.post("GetAreaGuideList", { url: "dubai-marina" });
      expect(one.json).toHaveLength(1);
      expect(one.json[0]).toMatchObject({ pageURL: "dubai-marina", area: "Dubai Marina", emiratesName: "Dubai" });
      expect(one.json[0]).toHaveProperty("imageURL");
      expect(one.json[0]).toHaveProperty("areaDescription");
      const none = await api.post("GetAreaGuideList", { url: "no-such-area" });
      expect(none.json).toEqual([]);
    });

    it("GetActiveDevelopers omits developers without projects; GetAllDevelopers includes them", async () => {
      const active = await api.post("GetActiveDevelopers", { opCode: 1, developerId: 0, url: "" });
      const all = await api.post("GetAllDevelopers", { opCode: 1, developerId: 0, url: "" });
      expect(all.json.length).toBeGreaterThan(active.json.length);
      expect(active.json.every((d: { developersUnits: number }) => d.developersUnits > 0)).toBe(true);
      expect(Object.keys(all.json[0]).sort()).toEqual(["description", "developersId", "developersName", "developersUnits", "logoPath", "pageURL"].sort());
      const one = await api.post("GetAllDevelopers", { opCode: 1, developerId: 0, url: all.json[0].pageURL });
      expect(one.json).toHaveLength(1);
    });

    it("GetBlogs filters by category and by id", async () => {
      const all = await api.post("GetBlogs", { autoId: 0, categoryId: 0 });
      expect(all.json.length).toBeGreaterThanOrEqual(12);
      const first = all.json[0];
      for (const key of ["autoId", "categoryId", "categoryName", "title", "createdOn", "imagesPath", "description", "dayPart", "dayMonth", "blogURL"]) {
        expect(first).toHaveProperty(key);
      }
      const cat = await api.post("GetBlogs", { autoId: 0, categoryId: first.categoryId });
      expect(cat.json.length).toBeGreaterThan(0);
      expect(cat.json.every((b: { categoryId: number }) => b.categoryId === first.categoryId)).toBe(true);
      const one = await api.post("GetBlogs", { autoId: first.autoId, categoryId: 0 });
      expect(one.json).toHaveLength(1);
    });
  });
}
