/**
 * Migration 2026-11-28-11-lookup-arabic-names, on both databases: a database seeded before it
 * gets the Arabic names of the option lists' values it knows (by English name); a value it does
 * not know, or one already named in Arabic, is left as it is. A database seeded after it has every
 * value named by the seed.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { emptyTestDb, seededTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { migrationProvider } from "../../app/platform/db/migrations/index.ts";
import type { LookupTableName } from "../../app/platform/db/schema.ts";

const BEFORE = "2026-11-28-10-developer-profile";
const AFTER = "2026-11-28-60-purpose-arabic-names";
const TABLES: LookupTableName[] = ["purposes", "statuses", "property_types", "bedrooms", "bathrooms", "emirates", "blog_categories"];

for (const dialect of testDialects()) {
  describe(`lookup Arabic names migration (${dialect})`, () => {
    const dbs: TestDb[] = [];
    afterAll(async () => {
      for (const t of dbs) await t.cleanup();
    });

    it("names the known values of a database seeded before it, and leaves the others", async () => {
      const t = await emptyTestDb(dialect);
      dbs.push(t);
      const old = t.db as unknown as Kysely<any>;
      const { error } = await new Migrator({ db: old, provider: migrationProvider }).migrateTo(BEFORE);
      expect(error).toBeUndefined();
      const rows = (names: string[]) => names.map((name, i) => ({ id: i + 1, name, sort: i }));
      await old.insertInto("purposes").values(rows(["Buy", "Rent", "Off-Plan"])).execute();
      await old.insertInto("statuses").values(rows(["Off-plan", "Ready", "Under Construction"])).execute();
      await old.insertInto("property_types").values(rows(["Apartment", "Villa", "Warehouse"])).execute();
      await old.insertInto("bedrooms").values(rows(["Studio", "1", "7+"])).execute();
      await old.insertInto("emirates").values(rows(["Dubai", "Abu Dhabi", "Sharjah"])).execute();
      await old.insertInto("blog_categories").values(rows(["Renting", "Our news"])).execute();
      // Up to the Arabic names' migrations only: the reference data's (2026-11-29-01) would add the missing options.
      expect((await new Migrator({ db: old, provider: migrationProvider }).migrateTo(AFTER)).error).toBeUndefined();

      const named = async (table: LookupTableName) =>
        Object.fromEntries((await t.db.selectFrom(table).select(["name", "name_ar"]).orderBy("id").execute()).map((r) => [r.name, r.name_ar]));
      expect(await named("purposes")).toEqual({ Buy: "للبيع", Rent: "للإيجار", "Off-Plan": "على الخارطة" });
      expect(await named("statuses")).toEqual({ "Off-plan": "على الخارطة", Ready: "جاهز", "Under Construction": "قيد الإنشاء" });
      expect(await named("property_types")).toEqual({ Apartment: "شقة", Villa: "فيلا", Warehouse: null });
      expect(await named("bedrooms")).toEqual({ Studio: "استوديو", "1": "1", "7+": "7+" });
      expect(await named("emirates")).toEqual({ Dubai: "دبي", "Abu Dhabi": "أبوظبي", Sharjah: "الشارقة" });
      expect(await named("blog_categories")).toEqual({ Renting: "الإيجار", "Our news": null });
    });

    it("leaves no value of the demo without its Arabic name", async () => {
      const t = await seededTestDb(dialect);
      dbs.push(t);
      for (const table of TABLES) {
        const missing = await t.db.selectFrom(table).select("name").where("name_ar", "is", null).execute();
        expect(missing, table).toEqual([]);
        expect((await t.db.selectFrom(table).select("id").execute()).length, table).toBeGreaterThan(1);
      }
    });
  });
}
