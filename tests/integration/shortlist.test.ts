/**
 * Favourites and compare on both databases: the listings a list of ids names, in the
 * order given, shown ones only (unknown and hidden ids skipped), with the compare table's permit
 * and service charge.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { loadCompare, loadShortlist } from "../../app/modules/listings/visitor/shortlist.server.ts";
import { unpublishListing } from "../../app/modules/listings/listings.server.ts";
import { SERVICE_CHARGE_DETAIL } from "../../app/modules/listings/queries/units.server.ts";

for (const dialect of testDialects()) {
  describe(`shortlist on ${dialect}`, () => {
    let t: TestDb;
    beforeAll(async () => {
      t = await seededTestDb(dialect);
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    const shownIds = async (table: "units" | "projects", n: number) =>
      (await t.db.selectFrom(table).select("id").where("is_active", "=", 1).orderBy("id").limit(n).execute()).map((r) => r.id);

    it("returns the named units and projects in the order given, skipping unknown ids", async () => {
      const [a, b, c] = await shownIds("units", 3);
      const [p] = await shownIds("projects", 1);
      const d = await loadShortlist(t.db, { units: [c!, 999_999_999, a!, b!], projects: [p!, 888_888] });
      expect(d.units.map((u) => u.id)).toEqual([c, a, b]);
      expect(d.projects.map((x) => x.id)).toEqual([p]);
      expect(d.units[0]!.images.length).toBeGreaterThan(0);
      expect(d.projects[0]!.size).toBeGreaterThan(0);
      expect(await loadShortlist(t.db, { units: [], projects: [] })).toMatchObject({ units: [], projects: [] });
    });

    it("leaves out a listing that is no longer shown", async () => {
      const ids = await shownIds("units", 6);
      const hidden = ids[5]!;
      await unpublishListing(t.db, "unit", hidden);
      const d = await loadShortlist(t.db, { units: [ids[4]!, hidden], projects: [] });
      expect(d.units.map((u) => u.id)).toEqual([ids[4]]);
      expect((await loadCompare(t.db, [hidden])).units).toEqual([]);
    });

    it("compares units with their permit and the service charge where stated", async () => {
      const withCharge = await t.db
        .selectFrom("listing_details")
        .innerJoin("units", "units.id", "listing_details.unit_id")
        .select(["units.id", "listing_details.details", "units.permit_number"])
        .where("element_name", "=", SERVICE_CHARGE_DETAIL)
        .where("units.is_active", "=", 1)
        .orderBy("units.id")
        .executeTakeFirstOrThrow();
      const charged = await t.db.selectFrom("listing_details").select("unit_id").where("element_name", "=", SERVICE_CHARGE_DETAIL).where("unit_id", "is not", null).execute();
      const chargedIds = new Set(charged.map((r) => r.unit_id));
      const without = (await shownIds("units", 200)).find((id) => !chargedIds.has(id));
      expect(without).toBeDefined();
      const { units } = await loadCompare(t.db, [withCharge.id, without!]);
      expect(units.map((u) => u.id)).toEqual([withCharge.id, without]);
      expect(units[0]).toMatchObject({ serviceCharge: withCharge.details, permit: withCharge.permit_number });
      expect(units[1]!.serviceCharge).toBeNull();
      expect(units[1]!.permit).not.toBe("");
    });
  });
}
