/** Unit search and unit detail calls on both databases: filters, paging, totalRecord, shapes. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { startApi } from "../support/api-server.ts";

const LISTING_FIELDS = [
  "autoId", "unitPageURL", "unitTitle", "purposeName", "status", "unitType", "classificationName", "developerLogo", "price",
  "area", "bedroomType", "bathroomType", "unitSize", "postedon", "totalRecord", "contactSellerPhone", "contactSellerEmail",
  "countryCodeContactSeller", "mapView",
];
const DETAIL_FIELDS = [
  "purposeName", "status", "price", "unitTitle", "area", "bedroomType", "bathroomType", "unitSize", "unitDescription",
  "broucherDocument", "contactSellerName", "contactSellerDesignation", "contactSellerEmail", "countryCodeContactSeller",
  "contactSellerPhone", "contactSellerAvatar",
];

for (const dialect of testDialects()) {
  describe(`unit calls on ${dialect}`, () => {
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

    const count = async (where: (q: any) => any) =>
      Number((await where(t.db.selectFrom("units as u").where("u.is_active", "=", 1)).select((eb: any) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

    it("answers a page of 5 with the spec's field names and the total on every row", async () => {
      const { status, json } = await api.post("GetUnitList", { pageNumber: 1, pageSize: 5 });
      expect(status).toBe(200);
      expect(json).toHaveLength(5);
      for (const f of LISTING_FIELDS) expect(json[0]).toHaveProperty(f);
      const total = await count((q) => q);
      expect(json.every((r: { totalRecord: number }) => r.totalRecord === total)).toBe(true);
      expect(json[0].images.length).toBeGreaterThan(0);
    });

    it("pages through every unit exactly once, newest first", async () => {
      const total = await count((q) => q);
      const seen: number[] = [];
      let prev = "9999";
      for (let page = 1; page <= Math.ceil(total / 50); page++) {
        const { json } = await api.post("GetUnitList", { pageNumber: page, pageSize: 50 });
        for (const r of json) {
          expect(r.postedon <= prev).toBe(true);
          prev = r.postedon;
          seen.push(r.autoId);
        }
      }
      expect(seen).toHaveLength(total);
      expect(new Set(seen).size).toBe(total);
      const beyond = await api.post("GetUnitList", { pageNumber: Math.ceil(total / 5) + 1, pageSize: 5 });
      expect(beyond.json).toEqual([]);
    });

    it("filters by purpose, type, status, area and developer, each matching the database", async () => {
      const cases: [Record<string, unknown>, (q: any) => any][] = [
        [{ purpose: 2 }, (q) => q.where("u.purpose_id", "=", 2)],
        [{ unitType: 3 }, (q) => q.where("u.type_id", "=", 3)],
        [{ status: 1 }, (q) => q.where("u.status_id", "=", 1)],
        [{ purpose: 1, unitType: 1, status: 2 }, (q) => q.where("u.purpose_id", "=", 1).where("u.type_id", "=", 1).where("u.status_id", "=", 2)],
        [{ area: 2 }, (q) => q.where("u.area_id", "=", 2)],
        [{ areaURL: "dubai-marina" }, (q) => q.innerJoin("areas as a", "a.id", "u.area_id").where("a.page_url", "=", "dubai-marina")],
      ];
      for (const [body, where] of cases) {
        const expected = await count(where);
        const { json } = await api.post("GetUnitList", { ...body, pageSize: 100 });
        expect(json.length, JSON.stringify(body)).toBe(Math.min(expected, 100));
        if (json.length) expect(json[0].totalRecord).toBe(expected);
      }
      const dev = await t.db.selectFrom("units").select("developer_id").where("developer_id", "is not", null).executeTakeFirstOrThrow();
      const expectedDev = await count((q) => q.where("u.developer_id", "=", dev.developer_id));
      const byDevelopersId = await api.post("GetUnitList", { developersId: dev.developer_id, pageSize: 100 });
      const byDeveloperId = await api.post("GetUnitList", { developerId: dev.developer_id, pageSize: 100 });
      expect(byDevelopersId.json.length).toBe(expectedDev);
      expect(byDeveloperId.json.map((r: any) => r.autoId)).toEqual(byDevelopersId.json.map((r: any) => r.autoId));
    });

    it("filters beds and baths by comma-joined ids and price by range", async () => {
      const { json } = await api.post("GetUnitList", { beds: "2,3", bathroom: "2", pageSize: 100 });
      const expected = await count((q) => q.where("u.bedroom_id", "in", [2, 3]).where("u.bathroom_id", "=", 2));
      expect(json.length).toBe(expected);
      expect(json.every((r: any) => ["1", "2"].includes(r.bedroomType) && r.bathroomType === "2")).toBe(true);
      const priced = await api.post("GetUnitList", { priceFrom: 1_000_000, priceTo: 3_000_000, pageSize: 100 });
      expect(priced.json.length).toBeGreaterThan(0);
      expect(priced.json.every((r: any) => r.price >= 1_000_000 && r.price <= 3_000_000)).toBe(true);
      // A max below the min becomes the min (spec 5 price rule).
      const corrected = await api.post("GetUnitList", { priceFrom: 2_000_000, priceTo: 5, pageSize: 100 });
      expect(corrected.json.every((r: any) => r.price === 2_000_000)).toBe(true);
    });

    it("treats 0 and empty as any, and accepts numeric strings", async () => {
      const any = await api.post("GetUnitList", { unitId: 0, area: 0, developersId: 0, unitType: 0, priceFrom: 0, priceTo: 0, beds: "", bathroom: "", status: 0, purpose: 0, pageNumber: 1, pageSize: 5 });
      const strings = await api.post("GetUnitList", { purpose: "0", pageNumber: "1", pageSize: "5" });
      expect(any.json.map((r: any) => r.autoId)).toEqual(strings.json.map((r: any) => r.autoId));
      expect(any.json[0].totalRecord).toBe(await count((q) => q));
    });

    it("GetUnitDetails answers an array with the unit, or an empty array", async () => {
      const { json } = await api.post("GetUnitList", { pageSize: 1 });
      const id = json[0].autoId;
      const details = await api.post("GetUnitDetails", { unitId: id });
      expect(details.json).toHaveLength(1);
      for (const f of DETAIL_FIELDS) expect(details.json[0]).toHaveProperty(f);
      expect(details.json[0].unitTitle).toBe(json[0].unitTitle);
      const missing = await api.post("GetUnitDetails", { unitId: 999999 });
      expect(missing.json).toEqual([]);
    });

    it("says a rent's period and leaves bedrooms out of an office", async () => {
      const rents = await api.post("GetUnitList", { purpose: 2, pageSize: 20 });
      expect(rents.json.length).toBeGreaterThan(0);
      for (const r of rents.json) expect(r.pricePeriod, r.unitTitle).toBe("year");
      const sales = await api.post("GetUnitList", { purpose: 1, pageSize: 20 });
      for (const r of sales.json) expect(r.pricePeriod, r.unitTitle).toBeNull();
      const offices = await api.post("GetUnitList", { unitType: 7, pageSize: 20 });
      expect(offices.json.length).toBeGreaterThan(0);
      for (const r of offices.json) expect(r.bedroomType, r.unitTitle).toBe("");
      const detail = await api.post("GetUnitDetails", { unitId: rents.json[0].autoId });
      expect(detail.json[0].pricePeriod).toBe("year");
    });

    it("answers the unit's images, details, amenities and places", async () => {
      const rich = await t.db
        .selectFrom("units as u")
        .select("u.id")
        .where((eb) => eb.exists(eb.selectFrom("listing_places as p").select("p.id").whereRef("p.unit_id", "=", "u.id")))
        .where((eb) => eb.exists(eb.selectFrom("listing_amenities as a").select("a.id").whereRef("a.unit_id", "=", "u.id")))
        .executeTakeFirstOrThrow();
      const images = await api.post("GetUnitImages", { unitId: rich.id, pathType: "Image" });
      expect(images.json.length).toBeGreaterThan(0);
      expect(images.json[0]).toEqual({ path: expect.stringMatching(/^\/media\//), pathType: "Image" });
      const details = await api.post("GetUnitDetailsList", { unitId: rich.id });
      expect(details.json[0]).toEqual({ elementName: expect.any(String), details: expect.any(String) });
      const amenities = await api.post("GetUnitAmenitiesList", { unitId: rich.id });
      expect(amenities.json[0]).toEqual({ amenties: expect.any(String) });
      const places = await api.post("GetUnitPlacesNearByList", { autoId: rich.id, opCode: 2 });
      expect(places.json[0]).toEqual({ placeName: expect.any(String), distance: expect.any(String), type: expect.any(String) });
    });

    it("answers 400 naming the field for malformed bodies, never 500", async () => {
      const cases: [string, unknown, string][] = [
        ["GetUnitList", { pageNumber: -1 }, "pageNumber"],
        ["GetUnitList", { beds: "1,x" }, "beds"],
        ["GetUnitList", { priceFrom: "cheap" }, "priceFrom"],
        ["GetUnitList", { purpose: 1.5 }, "purpose"],
        ["GetUnitList", { pageSize: 100000 }, "pageSize"],
        ["GetUnitDetails", {}, "unitId"],
        ["GetUnitDetails", { unitId: "abc" }, "unitId"],
        ["GetUnitImages", { pathType: "Image" }, "unitId"],
      ];
      for (const [call, body, field] of cases) {
        const res = await api.post(call, body);
        expect(res.status, `${call} ${JSON.stringify(body)}`).toBe(400);
        expect(res.json.fields).toHaveProperty(field);
        expect(res.json.message).toContain(field);
      }
      const notJson = await api.post("GetUnitList", "{not json");
      expect(notJson.status).toBe(400);
      expect(notJson.json.error).toBe("invalid_json");
      const array = await api.post("GetUnitList", [1, 2]);
      expect(array.status).toBe(400);
      const unknown = await api.post("NoSuchCall", {});
      expect(unknown.status).toBe(404);
      expect(unknown.json.error).toBe("not_found");
    });
  });
}
