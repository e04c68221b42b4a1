/**
 * A unit's building on both databases: the back office's form names it among the buildings of the
 * unit's area (folded, so "marina gate-1" is "Marina Gate 1"), refuses with a field message a name
 * the area lacks unless "new building" is ticked (then it is made there, with a slug of its own), and
 * a building of another area; the change is in the audit like any field. The unit search's building
 * filter lists a building's live units, and the demo's units are in buildings of their own areas.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAudit } from "../../app/modules/staff/audit.server.ts";
import { ListingError, createListing, readListingForEdit, updateListing } from "../../app/modules/listings/listings.server.ts";
import { formValuesOf, listingInputFromForm } from "../../app/modules/listings/admin/listing-form-fields.ts";
import { searchUnits } from "../../app/modules/listings/queries/units.server.ts";
import { parseUnitSearchParams } from "../../app/modules/listings/search/search-criteria.ts";
import { buildingNamed } from "../../app/modules/market/index.server.ts";
import { admin, unitFixture } from "../support/admin-fixtures.ts";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";

const NOW = new Date("2026-11-20T06:00:00.000Z");

async function rejects(p: Promise<unknown>): Promise<ListingError> {
  const error = await p.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ListingError);
  return error as ListingError;
}

for (const dialect of testDialects()) {
  describe(`a unit's building (${dialect})`, () => {
    let t: TestDb;
    let marina: number;
    let jvc: number;
    let gate: number;
    let unit: number;
    const opts = { actor: admin, now: NOW };
    /** The editor's save: the stored form with some fields as typed. */
    const save = async (id: number, typed: Record<string, string>) => {
      const values = { ...formValuesOf("unit", await readListingForEdit(t.db, "unit", id, { actor: admin })), ...typed };
      await updateListing(t.db, "unit", id, listingInputFromForm("unit", values), opts);
    };
    const buildingOf = async (id: number) => (await t.db.selectFrom("units").select("building_id").where("id", "=", id).executeTakeFirstOrThrow()).building_id;
    const buildingCount = async () => Number((await t.db.selectFrom("buildings").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

    beforeAll(async () => {
      t = await seededTestDb(dialect);
      const area = (slug: string) => t.db.selectFrom("areas").select("id").where("page_url", "=", slug).executeTakeFirstOrThrow();
      [marina, jvc] = [(await area("dubai-marina")).id, (await area("jumeirah-village-circle")).id];
      gate = (await buildingNamed(t.db, marina, "Marina Gate 1", { nameAr: "مارينا غيت 1", projectId: null, developerId: null, now: NOW }))!;
      unit = await createListing(t.db, "unit", unitFixture("bldg", 1, { areaId: marina, state: "published" }), { now: NOW });
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    it("links the area's building the editor names, however it is written, and records it in the audit", async () => {
      await save(unit, { buildingName: "marina gate-1" });
      expect(await buildingOf(unit)).toBe(gate);
      expect(formValuesOf("unit", await readListingForEdit(t.db, "unit", unit)).buildingName).toBe("Marina Gate 1");
      const [entry] = await readAudit(t.db, { entity: "unit", entityId: unit });
      expect(entry).toMatchObject({ action: "update", before: { buildingId: null }, after: { buildingId: gate } });
      expect(JSON.stringify(entry!.after)).not.toMatch(/buildingName|newBuilding/);
    });

    it("refuses a name the area lacks, and a building of another area, with a field message and no change", async () => {
      const count = await buildingCount();
      const named = await rejects(save(unit, { buildingName: "Nowhere Tower" }));
      expect(named.fieldErrors.buildingName?.[0]).toMatch(/No building of this area is called “Nowhere Tower”/);
      const other = (await buildingNamed(t.db, jvc, "Circle Heights", { nameAr: null, projectId: null, developerId: null, now: NOW }))!;
      const byId = await rejects(updateListing(t.db, "unit", unit, { buildingId: other }, opts));
      expect(byId.fieldErrors.buildingId?.[0]).toMatch(/another area/);
      const unknown = await rejects(updateListing(t.db, "unit", unit, { buildingId: 999_999 }, opts));
      expect(unknown.fieldErrors.buildingId?.[0]).toMatch(/No such building/);
      expect(await buildingOf(unit)).toBe(gate);
      expect(await buildingCount()).toBe(count + 1);
    });

    it("adds a new building to the area when told to, with a slug no other building has", async () => {
      const jvcUnit = await createListing(t.db, "unit", unitFixture("bldg", 2, { areaId: jvc, state: "published" }), { now: NOW });
      await save(jvcUnit, { buildingName: "Marina Gate 1", newBuilding: "yes", buildingNameAr: "مارينا غيت 1" });
      const made = await t.db.selectFrom("buildings").selectAll().where("id", "=", (await buildingOf(jvcUnit))!).executeTakeFirstOrThrow();
      expect(made).toMatchObject({ name: "Marina Gate 1", name_ar: "مارينا غيت 1", name_key: "marinagate1", area_id: jvc });
      const gateSlug = (await t.db.selectFrom("buildings").select("slug").where("id", "=", gate).executeTakeFirstOrThrow()).slug;
      expect(made.slug).not.toBe(gateSlug);
      expect(made.slug).toMatch(/^marina-gate-1(-\d+)?$/);
      // Saved again as the form shows it, it stays the same building.
      await save(jvcUnit, {});
      expect(await buildingOf(jvcUnit)).toBe(made.id);
    });

    it("lists a building's live units through the unit search's building filter", async () => {
      const hidden = await createListing(t.db, "unit", unitFixture("bldg", 3, { areaId: marina, buildingId: gate, state: "draft" }), { now: NOW });
      const { rows, total } = await searchUnits(t.db, { ...parseUnitSearchParams(new URLSearchParams()), building: gate });
      expect(rows.map((r) => r.id)).toEqual([unit]);
      expect(total).toBe(1);
      expect(parseUnitSearchParams(new URLSearchParams(`building=${gate}`)).building).toBe(gate);
      expect(await buildingOf(hidden)).toBe(gate);
    });

    it("clears the building when the name is emptied, or the unit moves to another area without one", async () => {
      await save(unit, { buildingName: "" });
      expect(await buildingOf(unit)).toBeNull();
      await save(unit, { buildingName: "Marina Gate 1" });
      await updateListing(t.db, "unit", unit, { areaId: jvc }, opts);
      expect(await buildingOf(unit)).toBeNull();
    });

    it("puts the demo's units in buildings of their own areas", async () => {
      const linked = await t.db
        .selectFrom("units as u")
        .innerJoin("buildings as b", "b.id", "u.building_id")
        .select(["u.id", "u.area_id", "b.area_id as building_area"])
        .where("u.crm_ref", "like", "SKY-%")
        .execute();
      expect(linked.length).toBeGreaterThan(20);
      expect(linked.every((u) => u.area_id === u.building_area)).toBe(true);
    });
  });
}
