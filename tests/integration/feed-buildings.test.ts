/**
 * Feeds that name a listing's tower, into a database that is only migrated (no demo), on both
 * databases: a Property Finder `property_name` or a Bayut `Tower_Name` links the unit to the building
 * of that name (folded) in its area, made there the first time it is named (the same name in another
 * area is another building); a feed that names none leaves the unit's building as it is.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../app/platform/db/migrate.server.ts";
import { importFeed } from "../../app/modules/feeds/import.server.ts";
import { emptyTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { fixture, startFeedServer, type FeedServer } from "../support/feed-server.ts";

for (const dialect of testDialects()) {
  describe(`feed listings linked to their buildings (${dialect})`, () => {
    let t: TestDb;
    let server: FeedServer;
    const clock = new Date("2026-11-29T07:00:00.000Z");
    const importOnce = (feed: string) => importFeed(t.db, { source: server.url(feed), now: () => clock });
    const units = () =>
      t.db
        .selectFrom("units as u")
        .innerJoin("areas as a", "a.id", "u.area_id")
        .leftJoin("buildings as b", "b.id", "u.building_id")
        .select(["u.crm_ref", "a.page_url as area", "b.name as building", "b.area_id as buildingArea", "u.area_id as areaId", "b.id as buildingId"])
        .orderBy("u.crm_ref")
        .execute();

    beforeAll(async () => {
      [t, server] = await Promise.all([emptyTestDb(dialect), startFeedServer()]);
      await migrateToLatest(t.db);
    });
    afterAll(async () => {
      await t?.cleanup();
      await server?.close();
    });

    it("links each unit to the building its Property Finder entry names, made in its area the first time", async () => {
      const r = await importOnce("pf-buildings.xml");
      expect({ status: r.status, added: r.added, rejected: r.rejected }).toEqual({ status: "done", added: 4, rejected: 0 });
      const rows = await units();
      expect(rows.map((u) => [u.crm_ref, u.area, u.building])).toEqual([
        ["TWR-S-0001", "dubai-marina", "Marina Gate 1"],
        ["TWR-S-0002", "dubai-marina", "Marina Gate 1"],
        ["TWR-S-0003", "jumeirah-village-circle", "Marina Gate 1"],
        ["TWR-S-0004", "dubai-marina", null],
      ]);
      expect(rows[0]!.buildingId).toBe(rows[1]!.buildingId);
      expect(rows[2]!.buildingId).not.toBe(rows[0]!.buildingId);
      for (const u of rows.filter((x) => x.building)) expect(u.buildingArea).toBe(u.areaId);
      const buildings = await t.db.selectFrom("buildings").select(["name", "name_key", "slug"]).orderBy("id").execute();
      expect(buildings).toEqual([
        { name: "Marina Gate 1", name_key: "marinagate1", slug: "marina-gate-1" },
        { name: "Marina Gate 1", name_key: "marinagate1", slug: "marina-gate-1-2" },
      ]);
    });

    it("leaves the building as it is when the feed stops naming it", async () => {
      const before = await units();
      const xml = fixture("pf-buildings.xml", server.base).replace(/\s*<property_name>[^<]*<\/property_name>/g, "").replace(/<price>(\d+)<\/price>/g, (_m, p: string) => `<price>${Number(p) + 1000}</price>`);
      server.setFeed("pf-buildings-unnamed.xml", xml);
      const r = await importOnce("pf-buildings-unnamed.xml");
      expect({ status: r.status, updated: r.updated }).toEqual({ status: "done", updated: 4 });
      expect((await units()).map((u) => u.buildingId)).toEqual(before.map((u) => u.buildingId));
    });

    it("links a Bayut entry's Tower_Name the same way", async () => {
      const r = await importOnce("bayut-full.xml");
      expect(r.status).toBe("done");
      const unit = (await units()).find((u) => u.crm_ref === "SKY-BY-2001");
      expect(unit).toMatchObject({ area: "dubai-creek-harbour", building: "Harbour Lights Tower 2" });
      expect(unit!.buildingArea).toBe(unit!.areaId);
    });
  });
}
