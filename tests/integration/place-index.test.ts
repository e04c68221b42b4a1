/**
 * The place index on both databases: the seed leaves every area, building, project and developer in
 * it with its live listings; suggestions find places by alias ("jvc"), by name in either script
 * with the Arabic letter variants folded ("اعمار"), by word prefixes in any order and through
 * typos ("dubia marnia"); and the write path keeps it current: a published unit counts in its
 * area and building at once, an area renamed in the back office is found by its new name, and a
 * market alias written in /admin/market is found as soon as it is saved.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bestPlace, suggestPlaces } from "../../app/modules/places/index.server.ts";
import { createListing, setListingState } from "../../app/modules/listings/listings.server.ts";
import { readArea, saveArea } from "../../app/modules/content/areas/areas.server.ts";
import { createMarketAlias } from "../../app/modules/market/index.server.ts";
import { aliasFormSchema } from "../../app/modules/market/alias-forms.ts";
import { admin, editor, unitFixture } from "../support/admin-fixtures.ts";
import { seededTestDb, testDialects, TEST_NOW, type TestDb } from "../support/databases.ts";

for (const dialect of testDialects()) {
  describe(`the place index (${dialect})`, () => {
    let t: TestDb;
    const idOf = async (table: "areas" | "developers", slug: string) =>
      Number((await t.db.selectFrom(table).select("id").where("page_url", "=", slug).executeTakeFirstOrThrow()).id);
    const first = async (text: string, lang: "en" | "ar" = "en") => (await suggestPlaces(t.db, text, lang))[0];

    beforeAll(async () => {
      t = await seededTestDb(dialect);
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    it("holds every place the seed wrote, with its live listings", async () => {
      const kinds = await t.db.selectFrom("place_index").select(["kind", (eb) => eb.fn.countAll<number>().as("n")]).groupBy("kind").execute();
      expect(Object.fromEntries(kinds.map((k) => [k.kind, Number(k.n) > 0]))).toEqual({ area: true, building: true, project: true, developer: true });
      const marina = await idOf("areas", "dubai-marina");
      const live = await t.db.selectFrom("units").select((eb) => eb.fn.countAll<number>().as("n")).where("area_id", "=", marina).where("is_active", "=", 1).executeTakeFirstOrThrow();
      const row = await t.db.selectFrom("place_index").select("listings").where("kind", "=", "area").where("target_id", "=", marina).executeTakeFirstOrThrow();
      expect(Number(row.listings)).toBe(Number(live.n));
    });

    it("finds places by alias, by either script's name, by prefixes in any order and through typos", async () => {
      expect(await first("jvc")).toMatchObject({ kind: "area", id: await idOf("areas", "jumeirah-village-circle"), name: "Jumeirah Village Circle" });
      expect(await first("marina gate")).toMatchObject({ kind: "building", name: "Marina Gate", context: "Dubai Marina" });
      expect(await first("gate marina", "ar")).toMatchObject({ kind: "building", name: "مارينا غيت" });
      expect(await first("dubia marnia")).toMatchObject({ kind: "area", name: "Dubai Marina", context: "Dubai" });
      expect(await first("مرسى دبي")).toMatchObject({ kind: "area", name: "Dubai Marina" });
      const emaar = (await suggestPlaces(t.db, "اعمار", "ar")).find((s) => s.kind === "developer");
      expect(emaar).toMatchObject({ id: await idOf("developers", "emaar-properties"), name: "إعمار العقارية" });
      expect(await suggestPlaces(t.db, "m", "en")).toEqual([]);
      expect(await bestPlace(t.db, "jvc")).toEqual({ kind: "area", id: await idOf("areas", "jumeirah-village-circle") });
    });

    it("groups suggestions by kind, areas first", async () => {
      const kinds = (await suggestPlaces(t.db, "marina", "en")).map((s) => s.kind);
      expect(kinds[0]).toBe("area");
      expect(kinds).toEqual([...kinds].sort((a, b) => ["area", "building", "project", "developer"].indexOf(a) - ["area", "building", "project", "developer"].indexOf(b)));
    });

    it("counts a unit published in a building at once, and forgets it when it leaves the site", async () => {
      const gate = await first("marina gate");
      const marina = await idOf("areas", "dubai-marina");
      const id = await createListing(t.db, "unit", unitFixture("places", 1, { areaId: marina, buildingId: gate!.id, state: "published" }), { now: TEST_NOW });
      expect((await first("marina gate"))!.listings).toBe(gate!.listings + 1);
      await setListingState(t.db, "unit", id, "draft", { now: TEST_NOW });
      expect((await first("marina gate"))!.listings).toBe(gate!.listings);
    });

    it("finds an area by the name an editor gives it, and by an alias staff add", async () => {
      const id = await idOf("areas", "motor-city");
      const before = (await readArea(t.db, String(id)))!;
      await saveArea(t.db, editor, id, { ...before, name: { en: "Motor City Autodrome", ar: before.name.ar } });
      expect(await first("autodrome motor")).toMatchObject({ kind: "area", id, name: "Motor City Autodrome" });
      await createMarketAlias(t.db, admin, aliasFormSchema.parse({ alias: "Speedway Quarter", place: `area:${id}` }), { now: TEST_NOW });
      expect(await first("speedway")).toMatchObject({ kind: "area", id });
    });
  });
}
