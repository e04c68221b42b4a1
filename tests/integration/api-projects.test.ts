/** Project search and detail calls on both databases: every filter and their combinations. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { startApi } from "../support/api-server.ts";

const ITEM_FIELDS = [
  "projectId", "projectURL", "projectName", "projectTitle", "projectType", "status", "area", "projectBeds", "propertySize",
  "startingPrice", "completionYear", "developerLogo", "createdOnUAE", "totalRecord", "firstProjectImagesPath",
  "contactSellerPhone", "countryCodeContactSeller", "contactSellerEmail", "contactSellerName", "contactSellerDesignation",
  "contactSellerAvatar", "projectDescription", "broucherDocument", "mapView",
];

for (const dialect of testDialects()) {
  describe(`project calls on ${dialect}`, () => {
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

    async function expectedIds(filter: (q: any) => any): Promise<number[]> {
      const rows = await filter(t.db.selectFrom("projects as p").where("p.is_active", "=", 1))
        .select("p.id")
        .orderBy("p.created_on", "desc")
        .orderBy("p.id", "desc")
        .execute();
      return rows.map((r: { id: number }) => r.id);
    }

    it("the home carousel call answers 10 off-plan projects with the spec's fields", async () => {
      const { status, json } = await api.post("GetPropertyProjectDetails", { pageSize: 10, pageNumber: 1, status: 1, beds: "" });
      expect(status).toBe(200);
      expect(json).toHaveLength(10);
      for (const f of ITEM_FIELDS) expect(json[0]).toHaveProperty(f);
      expect(json.every((p: { status: string }) => p.status === "Off-plan")).toBe(true);
      const total = (await expectedIds((q) => q.where("p.status_id", "=", 1))).length;
      expect(total).toBeGreaterThanOrEqual(25);
      expect(json[0].totalRecord).toBe(total);
    });

    it("filters by developer, area, type, completion year and price, alone and combined", async () => {
      const sample = await t.db.selectFrom("projects").selectAll().where("status_id", "=", 1).orderBy("id").executeTakeFirstOrThrow();
      const cases: [Record<string, unknown>, (q: any) => any][] = [
        [{ developersId: sample.developer_id }, (q) => q.where("p.developer_id", "=", sample.developer_id)],
        [{ area: sample.area_id }, (q) => q.where("p.area_id", "=", sample.area_id)],
        [{ projectType: 3 }, (q) => q.where("p.type_id", "=", 3)],
        [{ completionYear: sample.completion_year }, (q) => q.where("p.completion_year", "=", sample.completion_year)],
        [{ priceFrom: 1_000_000, priceTo: 2_500_000 }, (q) => q.where("p.starting_price", ">=", 1_000_000).where("p.starting_price", "<=", 2_500_000)],
        [
          { developersId: sample.developer_id, area: sample.area_id, projectType: sample.type_id, completionYear: sample.completion_year, status: 1 },
          (q) => q.where("p.developer_id", "=", sample.developer_id).where("p.area_id", "=", sample.area_id).where("p.type_id", "=", sample.type_id).where("p.completion_year", "=", sample.completion_year).where("p.status_id", "=", 1),
        ],
        [{ developerURL: "emaar-properties" }, (q) => q.innerJoin("developers as d", "d.id", "p.developer_id").where("d.page_url", "=", "emaar-properties")],
      ];
      for (const [body, filter] of cases) {
        const expected = await expectedIds(filter);
        const { json } = await api.post("GetPropertyProjectDetails", { ...body, pageSize: 100 });
        expect(json.map((p: { projectId: number }) => p.projectId), JSON.stringify(body)).toEqual(expected);
      }
      const combined = await api.post("GetPropertyProjectDetails", { developersId: sample.developer_id, area: sample.area_id, pageSize: 100 });
      expect(combined.json.map((p: any) => p.projectId)).toContain(sample.id);
    });

    it("matches the beds filter when any of a project's bedroom options is asked for", async () => {
      const expected = await expectedIds((q) =>
        q.where((eb: any) => eb.exists(eb.selectFrom("project_bedrooms as pb").select("pb.project_id").whereRef("pb.project_id", "=", "p.id").where("pb.bedroom_id", "in", [1, 5]))),
      );
      const { json } = await api.post("GetPropertyProjectDetails", { beds: "1,5", pageSize: 100 });
      expect(json.map((p: any) => p.projectId)).toEqual(expected);
      expect(json.every((p: any) => /Studio|4/.test(p.projectBeds))).toBe(true);
    });

    it("pages with page size 5 and the same total on every page", async () => {
      const total = (await expectedIds((q) => q)).length;
      const first = await api.post("GetPropertyProjectDetails", { pageSize: 5, pageNumber: 1 });
      const second = await api.post("GetPropertyProjectDetails", { pageSize: 5, pageNumber: 2 });
      expect(first.json).toHaveLength(5);
      expect(second.json[0].totalRecord).toBe(total);
      expect(first.json.map((p: any) => p.projectId)).not.toContain(second.json[0].projectId);
    });

    it("answers the project's detail, images, details, amenities and places", async () => {
      const p = await t.db.selectFrom("projects").select(["id", "name"]).where((eb) => eb.exists(eb.selectFrom("listing_places as pl").select("pl.id").whereRef("pl.project_id", "=", "projects.id"))).orderBy("id").executeTakeFirstOrThrow();
      const detail = await api.post("GetProjectDetails", { projectId: p.id });
      expect(detail.json[0].projectName).toBe(p.name);
      expect(Array.isArray(detail.json[0].paymentPlan)).toBe(true);
      expect((await api.post("GetProjectImages", { projectId: p.id, pathType: "Image" })).json[0].pathType).toBe("Image");
      expect((await api.post("GetProjectDetailsList", { projectId: p.id })).json[0]).toHaveProperty("elementName");
      expect((await api.post("GetProjectAmenitiesList", { projectId: p.id })).json[0]).toHaveProperty("amenties");
      expect((await api.post("GetProjectPlacesNearByList", { autoId: p.id, opCode: 1 })).json[0]).toHaveProperty("placeName");
      expect((await api.post("GetProjectDetails", { projectId: 987654 })).json).toEqual([]);
    });

    it("answers 400 naming the field for malformed bodies", async () => {
      for (const [body, field] of [
        [{ beds: "two" }, "beds"],
        [{ status: -1 }, "status"],
        [{ completionYear: "soon" }, "completionYear"],
      ] as const) {
        const res = await api.post("GetPropertyProjectDetails", body);
        expect(res.status).toBe(400);
        expect(res.json.fields).toHaveProperty(field);
      }
      expect((await api.post("GetProjectImages", {})).status).toBe(400);
    });
  });
}
