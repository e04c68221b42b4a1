/**
 * Migration 2026-11-26-06-listing-title-terms fills the title words of the listings already
 * there, on both databases: a unit's title and a project's name, as the listing service writes
 * them for a new listing, so the staff tables find them by word prefix at once.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { emptyTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { migrationProvider } from "../../app/platform/db/migrations/index.ts";
import { migrateToLatest } from "../../app/platform/db/migrate.server.ts";
import { adminListListings } from "../../app/modules/listings/queries/admin-listings.server.ts";
import { adminListingCriteria } from "../../app/modules/listings/admin/listing-criteria.ts";
import { wordTerms } from "../../app/platform/db/search-words.ts";

const BEFORE = "2026-11-26-05-admin-listing-indexes";
const T = "2026-10-01T08:00:00.000Z";

async function fillBefore(db: Kysely<any>): Promise<void> {
  const lookup = (names: string[]) => names.map((name, i) => ({ id: i + 1, name, sort: i }));
  for (const table of ["purposes", "statuses", "property_types", "bedrooms", "bathrooms", "emirates"]) await db.insertInto(table).values(lookup(["One", "Two"])).execute();
  await db.insertInto("areas").values({ id: 1, name: "Dubai Marina", page_url: "dubai-marina", emirate_id: 1, description_html: "" }).execute();
  await db.insertInto("developers").values({ id: 1, name: "Dev", page_url: "dev", description_html: "" }).execute();
  await db.insertInto("agents").values({ id: 1, name: "Agent", designation: "Agent", email: "a@example.com", country_code: "971", phone: "500000001", brn: "1" }).execute();
  await db.insertInto("projects").values({
    id: 1, name: "Marina Heights", title: "Waterfront living", page_url: "marina-heights", developer_id: 1, area_id: 1, type_id: 1, status_id: 1,
    completion_year: 2028, completion_quarter: 1, starting_price: 1_000_000, size_from_sqft: 500, size_to_sqft: 900, description_html: "",
    agent_id: 1, permit_number: "620", created_on: T,
  }).execute();
  const unit = (id: number, title: string) => ({
    id, page_url: `u-${id}`, title, purpose_id: 1, status_id: 1, type_id: 1, classification: "Residential", area_id: 1,
    project_id: 1, bedroom_id: 1, bathroom_id: 1, size_sqft: 800, price: 1_500_000, description_html: "", agent_id: 1, permit_number: `71${id}`, posted_on: T,
  });
  await db.insertInto("units").values([unit(1, "Two bed in Marina Heights"), unit(2, "Sea-view PENTHOUSE, Palm Jumeirah")]).execute();
}

for (const dialect of testDialects()) {
  describe(`listing title terms migration (${dialect})`, () => {
    let t: TestDb;
    afterAll(async () => {
      await t?.cleanup();
    });

    it("fills the title words of existing units and projects, found by prefix in the staff tables", async () => {
      t = await emptyTestDb(dialect);
      const old = t.db as unknown as Kysely<any>;
      const { error } = await new Migrator({ db: old, provider: migrationProvider }).migrateTo(BEFORE);
      expect(error).toBeUndefined();
      await fillBefore(old);
      await migrateToLatest(t.db);

      const terms = await t.db.selectFrom("listing_title_terms").selectAll().execute();
      const termsOf = (kind: string, id: number) => terms.filter((r) => r.kind === kind && Number(r.listing_id) === id).map((r) => r.term).sort();
      expect(termsOf("unit", 1)).toEqual(["bed", "heights", "in", "marina", "two"]);
      expect(termsOf("unit", 2)).toEqual(wordTerms("Sea-view PENTHOUSE, Palm Jumeirah").sort());
      expect(termsOf("unit", 2)).toEqual(["jumeirah", "palm", "penthouse", "sea", "view"]);
      // A project by its name (what its table shows), not its tag line.
      expect(termsOf("project", 1)).toEqual(["heights", "marina"]);

      const editor = { staffId: 1, name: "Editor", role: "editor" as const, agentId: null };
      const units = async (q: string) => (await adminListListings(t.db, "unit", editor, adminListingCriteria({ q, sort: "price" }))).rows.map((r) => r.id).sort();
      expect(await units("mar")).toEqual([1]);
      expect(await units("PENT sea")).toEqual([2]);
      expect(await units("marina sea")).toEqual([]);
      expect((await adminListListings(t.db, "project", editor, adminListingCriteria({ q: "heig" }))).rows.map((r) => r.id)).toEqual([1]);
      expect((await adminListListings(t.db, "project", editor, adminListingCriteria({ q: "waterfront" }))).rows).toEqual([]);
    });
  });
}
