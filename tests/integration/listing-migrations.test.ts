/**
 * The listing-model migrations (2026-11-25-10..12) carry existing data over, on both databases:
 * a database filled in the old shape (twin child tables, offices stored as "Studio") is
 * migrated, and its listings keep their lists in order, get a life cycle and rent frequency,
 * offices lose their bedroom, and the search totals move with them.
 */
import { afterAll, describe, expect, it } from "vitest";
import { sql, type Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { emptyTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { migrationProvider } from "../../app/platform/db/migrations/index.ts";
import { migrateToLatest } from "../../app/platform/db/migrate.server.ts";
import { listAmenities, listMedia, listPlaces, listDetails } from "../../app/modules/listings/queries/listing-children.server.ts";

const BEFORE = "2026-11-25-01-confirmation-recipients";
const T = "2026-10-01T08:00:00.000Z";

/** Rows in the shape the database had before the listing-model migrations. */
async function fillOldShape(db: Kysely<any>): Promise<void> {
  const lookup = (names: string[]) => names.map((name, i) => ({ id: i + 1, name, sort: i }));
  await db.insertInto("purposes").values(lookup(["Buy", "Rent", "Off-Plan"])).execute();
  await db.insertInto("statuses").values(lookup(["Off-plan", "Ready", "Under Construction"])).execute();
  await db.insertInto("property_types").values(lookup(["Apartment", "Duplex", "Villa", "Townhouse", "Penthouse", "Hotel Apartment", "Office", "Retail"])).execute();
  await db.insertInto("bedrooms").values(lookup(["Studio", "1", "2"])).execute();
  await db.insertInto("bathrooms").values(lookup(["1", "2"])).execute();
  await db.insertInto("emirates").values(lookup(["Dubai", "Abu Dhabi"])).execute();
  await db.insertInto("areas").values([
    { id: 1, name: "Dubai Marina", page_url: "dubai-marina", emirate_id: 1, description_html: "", lat: 25.08, lng: 55.14 },
    { id: 2, name: "Saadiyat", page_url: "saadiyat", emirate_id: 2, description_html: "" },
  ]).execute();
  await db.insertInto("developers").values({ id: 1, name: "Dev", page_url: "dev", description_html: "" }).execute();
  await db.insertInto("agents").values({ id: 1, name: "A", designation: "Agent", email: "a@example.com", country_code: "971", phone: "500000000", brn: "12345" }).execute();
  await db.insertInto("projects").values({
    id: 1, name: "P", title: "P title", page_url: "p", developer_id: 1, area_id: 2, type_id: 1, status_id: 1, completion_year: 2028,
    completion_quarter: 1, starting_price: 1_000_000, size_from_sqft: 500, size_to_sqft: 900, description_html: "", agent_id: 1,
    permit_number: "620", is_active: 1, created_on: T,
  }).execute();
  const unit = (id: number, over: Record<string, unknown>) => ({
    id, page_url: `u-${id}`, title: `Unit ${id}`, purpose_id: 1, status_id: 2, type_id: 1, classification: "Residential", area_id: 1,
    bedroom_id: 2, bathroom_id: 1, size_sqft: 800, price: 1_500_000, description_html: "", agent_id: 1, permit_number: "710", is_active: 1, posted_on: T, ...over,
  });
  await db.insertInto("units").values([
    unit(1, {}),
    unit(2, { purpose_id: 2, price: 120_000 }),
    unit(3, { type_id: 7, classification: "Commercial", bedroom_id: 1 }),
    unit(4, { is_active: 0 }),
  ]).execute();
  await db.insertInto("unit_media").values([
    { unit_id: 1, path: "/b.jpg", path_type: "Image", sort: 1 },
    { unit_id: 1, path: "/a.jpg", path_type: "Image", sort: 0 },
    { unit_id: 1, path: "/tour.mp4", path_type: "Video", sort: 2 },
  ]).execute();
  await db.insertInto("unit_amenities").values([{ unit_id: 1, name: "Gym", sort: 0 }, { unit_id: 3, name: "Lobby", sort: 0 }]).execute();
  await db.insertInto("unit_details").values({ unit_id: 1, element_name: "View", details: "Sea", sort: 0 }).execute();
  await db.insertInto("unit_places").values({ unit_id: 1, place_name: "Mall", distance: "5 min", type: "Mall", sort: 0 }).execute();
  await db.insertInto("project_media").values({ project_id: 1, path: "/p.jpg", path_type: "Image", sort: 0 }).execute();
  await db.insertInto("project_places").values({ project_id: 1, place_name: "Beach", distance: "2 km", type: "Beach", sort: 0 }).execute();
}

describe("listing-model migrations carry the data over", () => {
  const dbs: TestDb[] = [];
  afterAll(async () => {
    for (const d of dbs) await d.cleanup();
  });

  for (const dialect of testDialects()) {
    it(`keeps lists, states, rents, bedrooms and totals (${dialect})`, async () => {
      const t = await emptyTestDb(dialect);
      dbs.push(t);
      const old = t.db as unknown as Kysely<any>;
      const to = await new Migrator({ db: t.db, provider: migrationProvider }).migrateTo(BEFORE);
      expect(to.error).toBeUndefined();
      await fillOldShape(old);
      const studioBefore = await sql<{ n: number }>`select coalesce(sum(n), 0) as n from unit_search_counts where bedroom_id = 1`.execute(t.db);
      expect(Number(studioBefore.rows[0]!.n)).toBe(1); // the office, counted as a studio

      expect(await migrateToLatest(t.db)).toEqual(expect.arrayContaining(["2026-11-25-10-listing-model", "2026-11-25-11-listing-children", "2026-11-25-12-units-without-bedrooms"]));

      const units = await t.db.selectFrom("units").select(["id", "state", "is_active", "created_at", "published_at", "rent_frequency", "bedroom_id", "permit_authority"]).orderBy("id").execute();
      expect(units).toEqual([
        { id: 1, state: "published", is_active: 1, created_at: T, published_at: T, rent_frequency: null, bedroom_id: 2, permit_authority: "DLD" },
        { id: 2, state: "published", is_active: 1, created_at: T, published_at: T, rent_frequency: "yearly", bedroom_id: 2, permit_authority: "DLD" },
        { id: 3, state: "published", is_active: 1, created_at: T, published_at: T, rent_frequency: null, bedroom_id: null, permit_authority: "DLD" },
        { id: 4, state: "archived", is_active: 0, created_at: T, published_at: null, rent_frequency: null, bedroom_id: 2, permit_authority: "DLD" },
      ]);
      expect((await t.db.selectFrom("projects").select(["state", "permit_authority"]).executeTakeFirstOrThrow())).toEqual({ state: "published", permit_authority: "ADREC" });

      expect(await listMedia(t.db, "unit", 1)).toEqual([
        { path: "/a.jpg", kind: "photo" },
        { path: "/b.jpg", kind: "photo" },
        { path: "/tour.mp4", kind: "video" },
      ]);
      // Carried over without Arabic (the later columns are empty).
      expect(await listAmenities(t.db, "unit", 3)).toEqual([{ name: "Lobby", nameAr: null }]);
      expect(await listDetails(t.db, "unit", 1)).toEqual([{ name: "View", value: "Sea", nameAr: null, valueAr: null }]);
      expect(await listPlaces(t.db, "unit", 1)).toEqual([{ name: "Mall", distance: "5 min", type: "Mall", nameAr: null }]);
      expect(await listMedia(t.db, "project", 1)).toEqual([{ path: "/p.jpg", kind: "photo" }]);
      expect(await listPlaces(t.db, "project", 1)).toEqual([{ name: "Beach", distance: "2 km", type: "Beach", nameAr: null }]);

      // The office's total moved from Studio to "no bedrooms" (0); the other totals stayed.
      const counts = await sql<{ bedroom_id: number; n: number }>`select bedroom_id, sum(n) as n from unit_search_counts group by bedroom_id having sum(n) <> 0 order by bedroom_id`.execute(t.db);
      expect(counts.rows.map((r) => [Number(r.bedroom_id), Number(r.n)])).toEqual([[0, 1], [2, 2]]);

      // The rebuilt table still cascades and is still counted by its triggers.
      await t.db.deleteFrom("units").where("id", "=", 1).execute();
      expect(await listMedia(t.db, "unit", 1)).toEqual([]);
      const after = await sql<{ n: number }>`select sum(n) as n from unit_search_counts`.execute(t.db);
      expect(Number(after.rows[0]!.n)).toBe(2);
      for (const gone of ["unit_media", "project_media", "unit_amenities", "project_places"]) {
        await expect(sql`select 1 from ${sql.table(gone)}`.execute(t.db)).rejects.toThrow();
      }
      // A check refuses a row with two owners or none.
      await expect(t.db.insertInto("listing_amenities").values({ unit_id: 2, project_id: 1, name: "x" }).execute()).rejects.toThrow();
      await expect(t.db.insertInto("listing_amenities").values({ unit_id: null, project_id: null, name: "x" }).execute()).rejects.toThrow();
    });
  }
});
