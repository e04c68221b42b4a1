/**
 * Read API answers kept by the page cache (server/page-cache.ts) by call and exact body bytes,
 * mounted as the server mounts it: the cache first, the router behind it. Both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { startApi } from "../support/api-server.ts";
import { readCalls } from "../../server/api/calls.ts";
import { createPageCache, type PageCache } from "../../server/page-cache.ts";
import { clearAllCaches } from "../../app/platform/cache/cache.server.ts";

for (const dialect of testDialects()) {
  describe(`read API cache on ${dialect}`, () => {
    let t: TestDb;
    let cache: PageCache;
    let api: Awaited<ReturnType<typeof startApi>>;
    beforeAll(async () => {
      t = await seededTestDb(dialect);
      cache = createPageCache({ ttlMs: 60_000, isReadCall: (name) => Object.hasOwn(readCalls, name) });
      api = await startApi(t.db, { cache });
    });
    afterAll(async () => {
      await api?.close();
      await t?.cleanup();
    });

    it("answers the same body again from the cache, byte for byte", async () => {
      const body = { pageNumber: 2, pageSize: 5, purpose: 1 };
      const first = await api.post("GetUnitList", body);
      const again = await api.post("GetUnitList", body);
      expect(first.status).toBe(200);
      expect(first.headers.get("x-cache")).toBe("MISS");
      expect(again.headers.get("x-cache")).toBe("HIT");
      expect(again.json).toEqual(first.json);
      expect(again.json).toHaveLength(5);
      expect(again.headers.get("content-type")).toBe(first.headers.get("content-type"));
    });

    it("keeps different bodies apart", async () => {
      const sale = await api.post("GetUnitList", { pageNumber: 1, pageSize: 5, purpose: 1 });
      const rent = await api.post("GetUnitList", { pageNumber: 1, pageSize: 5, purpose: 2 });
      expect(sale.json.map((u: { purposeName: string }) => u.purposeName)).not.toEqual(
        rent.json.map((u: { purposeName: string }) => u.purposeName),
      );
      expect((await api.post("GetUnitList", { pageNumber: 1, pageSize: 5, purpose: 2 })).json).toEqual(rent.json);
    });

    it("still refuses bad JSON and bad fields, and stores no refusal", async () => {
      for (let i = 0; i < 2; i++) {
        const bad = await api.post("GetUnitList", "{not json");
        expect(bad.status).toBe(400);
        expect(bad.json.error).toBe("invalid_json");
        const field = await api.post("GetUnitList", { pageSize: "many" });
        expect(field.status).toBe(400);
        expect(field.json.message).toBe("Invalid field: pageSize");
        expect(field.headers.get("x-cache")).toBe("MISS");
      }
    });

    it("treats an empty body as {} and an unknown call as 404, as without the cache", async () => {
      const empty = await api.post("GetPurposeList", "");
      expect(empty.status).toBe(200);
      expect(empty.json.length).toBeGreaterThan(0);
      expect((await api.post("GetPurposeList", "")).headers.get("x-cache")).toBe("HIT");
      expect((await api.post("GetNothing", {})).status).toBe(404);
    });

    it("never keeps lead calls", async () => {
      // Refused here for want of the anti-forgery token; what matters is that the cache never saw it.
      const res = await api.post("AddContactUsLead", { name: "Cache Test" });
      expect(res.status).toBe(403);
      expect(res.headers.get("x-cache")).toBeNull();
    });

    it("answers from the data again after clearAllCaches()", async () => {
      const body = { pageNumber: 1, pageSize: 5 };
      const before = await api.post("GetUnitList", body);
      await t.db
        .updateTable("units")
        .set({ title: "Renamed by the cache test" })
        .where("id", "=", before.json[0].autoId)
        .execute();
      expect((await api.post("GetUnitList", body)).json[0].unitTitle).toBe(before.json[0].unitTitle);
      clearAllCaches();
      const after = await api.post("GetUnitList", body);
      expect(after.headers.get("x-cache")).toBe("MISS");
      expect(after.json[0].unitTitle).toBe("Renamed by the cache test");
    });
  });
}
