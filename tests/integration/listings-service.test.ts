/**
 * The listing service on both databases: each operation, the life cycle and
 * what the site shows, the Dubai permit rule, the permit-expiry job at a fixed clock (also two
 * instances at once), bad input changing nothing, and the search totals staying exact
 * (`unit_search_counts` equal to a plain count of the shown units) after every step.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";
import type { Db } from "../../app/platform/db/client.server.ts";
import { readDataVersions } from "../../app/platform/db/data-versions.server.ts";
import { listAmenities, listDetails, listFloorPlans, listImagesFor, listMedia, listPlaces } from "../../app/modules/listings/queries/listing-children.server.ts";
import { countUnits } from "../../app/modules/listings/queries/unit-counts.server.ts";
import { normaliseUnitCriteria, unitCriteriaSchema } from "../../app/modules/listings/search/search-criteria.ts";
import {
  ListingError,
  createListing,
  createListings,
  deleteListing,
  setListingState,
  updateListing,
  type ProjectInput,
  type UnitInput,
} from "../../app/modules/listings/listings.server.ts";
import { permitExpiryJob, unpublishExpiredListings } from "../../app/modules/listings/permit-expiry.server.ts";
import { startJob } from "../../app/platform/jobs/runner.server.ts";
import { getLogger } from "../../app/platform/logger.server.ts";
import { readAudit } from "../../app/modules/staff/audit.server.ts";

const NOW = new Date("2026-11-20T06:00:00.000Z");
const HASH = "a".repeat(64);

function unitInput(over: Partial<UnitInput> = {}): UnitInput {
  return {
    pageUrl: "service-test-unit",
    title: "Service test apartment with a sea view",
    titleAr: "شقة اختبار",
    descriptionHtml: "<p>A test unit.</p>",
    purposeId: 1,
    statusId: 2,
    typeId: 1,
    classification: "Residential",
    areaId: 1,
    agentId: 1,
    bedroomId: 3,
    bathroomId: 2,
    sizeSqft: 1_200,
    price: 1_750_000,
    permitNumber: "7123456789",
    permitAuthority: "DLD",
    permitExpiresOn: "2027-03-31",
    lat: 25.08,
    lng: 55.14,
    crmRef: "CRM-T-1",
    media: [
      { kind: "photo", path: "/media/photos/tower-1.jpg", width: 1600, height: 900, alt: "Tower", contentHash: HASH },
      { kind: "floor_plan", path: "/media/plans/t-1.png", width: 1200, height: 1200, alt: "Floor plan" },
    ],
    amenities: ["Gym", "Shared swimming pool"],
    amenitiesAr: [null, "مسبح مشترك للسكان"],
    details: [{ name: "View", value: "Sea", valueAr: "البحر" }],
    places: [{ name: "Marina Mall", distance: "5 min", type: "Mall", nameAr: "مارينا مول" }],
    ...over,
  };
}

function projectInput(over: Partial<ProjectInput> = {}): ProjectInput {
  return {
    pageUrl: "service-test-project",
    name: "Service Test Residences",
    title: "Waterfront homes for the test",
    descriptionHtml: "<p>A test project.</p>",
    developerId: 1,
    areaId: 1,
    agentId: 1,
    typeId: 1,
    statusId: 1,
    completionYear: 2028,
    completionQuarter: 2,
    startingPrice: 1_200_000,
    sizeFromSqft: 600,
    sizeToSqft: 2_400,
    permitNumber: "6200001234",
    permitAuthority: "DLD",
    permitExpiresOn: "2027-06-30",
    bedroomIds: [2, 3, 4],
    paymentPlan: [{ milestone: "On booking", percent: 20 }, { milestone: "On handover", percent: 80 }],
    media: [{ kind: "photo", path: "/media/photos/tower-2.jpg" }],
    amenities: ["Gym"],
    ...over,
  };
}

/** The search totals disagree with a plain count of the shown units: the differing keys. */
async function totalsDrift(db: Db): Promise<string[]> {
  const { rows: plain } = await sql<{ k: string; n: number }>`
    select u.purpose_id || '-' || u.status_id || '-' || u.type_id || '-' || coalesce(u.bedroom_id, 0) || '-' || u.bathroom_id || '-' || b.id as k, count(*) as n
    from units u join price_bands b on b.lo <= u.price and u.price < b.hi where u.is_active = 1
    group by u.purpose_id, u.status_id, u.type_id, coalesce(u.bedroom_id, 0), u.bathroom_id, b.id`.execute(db);
  const { rows: kept } = await sql<{ k: string; n: number }>`
    select purpose_id || '-' || status_id || '-' || type_id || '-' || bedroom_id || '-' || bathroom_id || '-' || price_band as k, n
    from unit_search_counts where n <> 0`.execute(db);
  const a = new Map(plain.map((r) => [r.k, Number(r.n)]));
  const b = new Map(kept.map((r) => [r.k, Number(r.n)]));
  return [...new Set([...a.keys(), ...b.keys()])].filter((k) => a.get(k) !== b.get(k));
}

const shownTotal = (db: Db) => countUnits(db, normaliseUnitCriteria(unitCriteriaSchema.parse({})));

async function unitRow(db: Db, id: number) {
  return db.selectFrom("units").select(["state", "is_active", "published_at", "price", "bedroom_id", "title_ar", "crm_ref"]).where("id", "=", id).executeTakeFirst();
}

async function rejects(p: Promise<unknown>): Promise<ListingError> {
  const error = await p.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ListingError);
  return error as ListingError;
}

for (const dialect of testDialects()) {
  describe(`listing service (${dialect})`, () => {
    let t: TestDb;
    beforeAll(async () => {
      t = await seededTestDb(dialect);
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    it("creates a draft off the site, publishes it with its lists, and moves it through its life cycle with exact totals", async () => {
      const db = t.db;
      const before = await shownTotal(db);
      const version0 = await readDataVersions(db);
      const id = await createListing(db, "unit", unitInput(), { now: NOW });
      expect(await unitRow(db, id)).toMatchObject({ state: "draft", is_active: 0, published_at: null, title_ar: "شقة اختبار" });
      expect(await shownTotal(db)).toBe(before);
      expect(await readDataVersions(db)).not.toBe(version0);

      expect(await listMedia(db, "unit", id)).toEqual([{ path: "/media/photos/tower-1.jpg", kind: "photo" }]);
      expect(await listFloorPlans(db, "unit", id)).toEqual([{ path: "/media/plans/t-1.png", width: 1200, height: 1200, alt: "Floor plan" }]);
      expect((await listImagesFor(db, "unit", [id])).get(id)).toEqual(["/media/photos/tower-1.jpg"]);
      // The Arabic typed beside the lists is kept with them.
      expect(await listAmenities(db, "unit", id)).toEqual([{ name: "Gym", nameAr: null }, { name: "Shared swimming pool", nameAr: "مسبح مشترك للسكان" }]);
      expect(await listDetails(db, "unit", id)).toEqual([{ name: "View", value: "Sea", nameAr: null, valueAr: "البحر" }]);
      expect(await listPlaces(db, "unit", id)).toEqual([{ name: "Marina Mall", distance: "5 min", type: "Mall", nameAr: "مارينا مول" }]);

      await setListingState(db, "unit", id, "published", { now: NOW });
      expect(await unitRow(db, id)).toMatchObject({ state: "published", is_active: 1, published_at: NOW.toISOString() });
      expect(await shownTotal(db)).toBe(before + 1);
      expect(await totalsDrift(db)).toEqual([]);

      await setListingState(db, "unit", id, "under_offer", { now: NOW });
      expect(await unitRow(db, id)).toMatchObject({ state: "under_offer", is_active: 1 });
      expect(await shownTotal(db)).toBe(before + 1);

      await updateListing(db, "unit", id, { price: 3_100_000, bedroomId: 5, amenities: ["Concierge"] }, { now: NOW });
      expect(await unitRow(db, id)).toMatchObject({ price: 3_100_000, bedroom_id: 5, state: "under_offer" });
      // A new list of names without Arabic (a feed's, say) replaces the rows, their Arabic with them.
      expect(await listAmenities(db, "unit", id)).toEqual([{ name: "Concierge", nameAr: null }]);
      expect(await listMedia(db, "unit", id)).toHaveLength(1);
      expect(await totalsDrift(db)).toEqual([]);

      await setListingState(db, "unit", id, "sold", { now: NOW });
      expect(await unitRow(db, id)).toMatchObject({ state: "sold", is_active: 0, published_at: NOW.toISOString() });
      expect(await shownTotal(db)).toBe(before);
      await setListingState(db, "unit", id, "archived", { now: NOW });
      await setListingState(db, "unit", id, "published", { now: NOW });
      await setListingState(db, "unit", id, "draft", { now: NOW });
      expect(await unitRow(db, id)).toMatchObject({ state: "draft", is_active: 0 });
      expect(await totalsDrift(db)).toEqual([]);

      await setListingState(db, "unit", id, "published", { now: NOW });
      await deleteListing(db, "unit", id);
      expect(await unitRow(db, id)).toBeUndefined();
      expect(await listMedia(db, "unit", id)).toEqual([]);
      expect(await db.selectFrom("listing_amenities").select("id").where("unit_id", "=", id).execute()).toEqual([]);
      expect(await shownTotal(db)).toBe(before);
      expect(await totalsDrift(db)).toEqual([]);
    });

    it("refuses to publish without a valid, unexpired permit, with a message per field, and changes nothing", async () => {
      const db = t.db;
      const id = await createListing(db, "unit", unitInput({ pageUrl: "permit-rule", crmRef: "CRM-T-2", permitExpiresOn: "2026-11-19" }), { now: NOW });
      const version = await readDataVersions(db);
      const expired = await rejects(setListingState(db, "unit", id, "published", { now: NOW }));
      expect(expired.fieldErrors.permitExpiresOn).toEqual(["The permit expired on 2026-11-19; renew it before publishing."]);
      expect(expired.message).toMatch(/cannot be published/);

      await updateListing(db, "unit", id, { permitAuthority: null, permitNumber: "" }, { now: NOW });
      const missing = await rejects(setListingState(db, "unit", id, "published", { now: NOW }));
      expect(Object.keys(missing.fieldErrors).sort()).toEqual(["permitAuthority", "permitExpiresOn", "permitNumber"]);
      expect(await unitRow(db, id)).toMatchObject({ state: "draft", is_active: 0 });

      // Valid through its last day, in UTC.
      await updateListing(db, "unit", id, { permitAuthority: "DLD", permitNumber: "7000000001", permitExpiresOn: "2026-11-20" }, { now: NOW });
      await setListingState(db, "unit", id, "published", { now: NOW });
      expect(await unitRow(db, id)).toMatchObject({ state: "published", is_active: 1 });
      // An update cannot leave a shown listing with an expired permit.
      const backdated = await rejects(updateListing(db, "unit", id, { permitExpiresOn: "2026-01-01" }, { now: NOW }));
      expect(backdated.fieldErrors.permitExpiresOn).toBeDefined();
      expect(await readDataVersions(db)).not.toBe(version);
      await deleteListing(db, "unit", id);
    });

    it("rejects bad input with form messages and writes nothing, not even the rest of a batch", async () => {
      const db = t.db;
      const units = async () => Number((await db.selectFrom("units").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
      const [count0, version0, total0] = [await units(), await readDataVersions(db), await shownTotal(db)];

      const bad = await rejects(
        createListing(db, "unit", unitInput({ title: " ", purposeId: 2, pageUrl: "Not A Slug", lat: 95, media: [{ kind: "photo", path: "/x.jpg", contentHash: "nope" }] })),
      );
      expect(bad.code).toBe("invalid");
      expect(bad.fieldErrors.title).toEqual(["The English title is required."]);
      expect(bad.fieldErrors.rentFrequency).toEqual(["Say how often the rent is paid."]);
      expect(bad.fieldErrors.pageUrl).toEqual(["Use lower-case letters, digits and hyphens."]);
      expect(bad.fieldErrors.lat).toEqual(["Latitude is between -90 and 90."]);
      expect(bad.fieldErrors["media.0.contentHash"]).toEqual(["The content hash is a hex SHA-256."]);

      const office = await rejects(createListing(db, "unit", unitInput({ typeId: 7, classification: "Commercial", bedroomId: 1 })));
      expect(office.fieldErrors.bedroomId).toEqual(["A commercial unit has no bedrooms."]);
      const unknownArea = await rejects(createListing(db, "unit", unitInput({ areaId: 99_999 })));
      expect(unknownArea.fieldErrors.areaId).toEqual(["No such area: 99999."]);

      const batch = await rejects(
        createListings(db, "unit", [unitInput({ pageUrl: "batch-ok", crmRef: "CRM-B-1", state: "published" }), unitInput({ pageUrl: "batch-bad", crmRef: "CRM-B-2", state: "published", permitExpiresOn: null })], { now: NOW }),
      );
      expect(batch.fieldErrors["1.permitExpiresOn"]).toEqual(["Give the permit's expiry date."]);

      const first = await createListing(db, "unit", unitInput({ pageUrl: "crm-taken", crmRef: "CRM-DUP" }), { now: NOW });
      const version1 = await readDataVersions(db);
      const dup = await rejects(createListing(db, "unit", unitInput({ pageUrl: "crm-again", crmRef: "CRM-DUP" }), { now: NOW }));
      expect(dup.fieldErrors.crmRef).toEqual(["This CRM reference is already used."]);
      expect(await readDataVersions(db)).toBe(version1);
      await deleteListing(db, "unit", first);

      expect(await units()).toBe(count0);
      expect(await shownTotal(db)).toBe(total0);
      expect(version0).not.toBe(await readDataVersions(db)); // only the create and delete above moved it
      const missing = await rejects(setListingState(db, "unit", 9_999_999, "published"));
      expect(missing.code).toBe("not_found");
      expect(await totalsDrift(db)).toEqual([]);
    });

    it("keeps rent frequency and the rented state for rents only; offices have no bedroom and never match Studio", async () => {
      const db = t.db;
      const rent = await createListing(db, "unit", unitInput({ pageUrl: "weekly-rent", crmRef: "CRM-R", purposeId: 2, price: 4_000, rentFrequency: "weekly", state: "published" }), { now: NOW });
      expect((await db.selectFrom("units").select("rent_frequency").where("id", "=", rent).executeTakeFirstOrThrow()).rent_frequency).toBe("weekly");
      await setListingState(db, "unit", rent, "rented", { now: NOW });
      expect(await unitRow(db, rent)).toMatchObject({ state: "rented", is_active: 0 });
      const sale = await createListing(db, "unit", unitInput({ pageUrl: "sale-unit", crmRef: "CRM-S" }), { now: NOW });
      expect((await rejects(setListingState(db, "unit", sale, "rented", { now: NOW }))).fieldErrors.state).toEqual(["Only a unit for rent can be rented."]);

      const studioBefore = await countUnits(db, normaliseUnitCriteria(unitCriteriaSchema.parse({ beds: "1" })));
      const office = await createListing(
        db,
        "unit",
        unitInput({ pageUrl: "office", crmRef: "CRM-O", typeId: 7, classification: "Commercial", bedroomId: null, state: "published" }),
        { now: NOW },
      );
      expect((await unitRow(db, office))?.bedroom_id).toBeNull();
      expect(await countUnits(db, normaliseUnitCriteria(unitCriteriaSchema.parse({ beds: "1" })))).toBe(studioBefore);
      const { rows } = await sql<{ n: number }>`select count(*) as n from units where bedroom_id = 1 and classification = 'Commercial'`.execute(db);
      expect(Number(rows[0]!.n)).toBe(0);
      expect(await totalsDrift(db)).toEqual([]);
      for (const id of [rent, sale, office]) await deleteListing(db, "unit", id);
    });

    it("writes a project with its bedrooms, payment plan and lists; refuses to delete one units belong to", async () => {
      const db = t.db;
      const id = await createListing(db, "project", projectInput({ state: "published" }), { now: NOW });
      const row = await db.selectFrom("projects").select(["state", "is_active", "permit_authority", "created_at"]).where("id", "=", id).executeTakeFirstOrThrow();
      expect(row).toEqual({ state: "published", is_active: 1, permit_authority: "DLD", created_at: NOW.toISOString() });
      expect((await db.selectFrom("project_bedrooms").select("bedroom_id").where("project_id", "=", id).orderBy("bedroom_id").execute()).map((r) => r.bedroom_id)).toEqual([2, 3, 4]);
      expect(await listMedia(db, "project", id, "photo")).toEqual([{ path: "/media/photos/tower-2.jpg", kind: "photo" }]);

      const plan = await rejects(updateListing(db, "project", id, { paymentPlan: [{ milestone: "On booking", percent: 30 }] }, { now: NOW }));
      expect(plan.fieldErrors.paymentPlan).toEqual(["The payment plan adds up to 100%."]);

      const unit = await createListing(db, "unit", unitInput({ pageUrl: "in-project", crmRef: "CRM-P-U", projectId: id }), { now: NOW });
      const refused = await rejects(deleteListing(db, "project", id));
      expect(refused.code).toBe("conflict");
      await deleteListing(db, "unit", unit);
      await deleteListing(db, "project", id);
      expect(await db.selectFrom("listing_media").select("id").where("project_id", "=", id).execute()).toEqual([]);
      expect(await db.selectFrom("project_payment_plan").select("id").where("project_id", "=", id).execute()).toEqual([]);
    });

    it("unpublishes listings whose permit expired, at a fixed clock, once even with two instances running", async () => {
      const db = t.db;
      const total0 = await shownTotal(db);
      const soon = await createListing(db, "unit", unitInput({ pageUrl: "expires-soon", crmRef: "CRM-E1", permitExpiresOn: "2026-12-01", state: "published" }), { now: NOW });
      const later = await createListing(db, "unit", unitInput({ pageUrl: "expires-later", crmRef: "CRM-E2", permitExpiresOn: "2027-06-01", state: "published" }), { now: NOW });
      const project = await createListing(db, "project", projectInput({ pageUrl: "expiring-project", crmRef: "CRM-EP", permitExpiresOn: "2026-12-01", state: "published" }), { now: NOW });
      expect(await shownTotal(db)).toBe(total0 + 2);

      // Seeded listings' permits run at least a year past NOW; the last valid day changes nothing.
      expect(await unpublishExpiredListings(db, new Date("2026-12-01T23:59:59Z"))).toEqual({ unit: 0, project: 0 });

      const dayAfter = new Date("2026-12-02T00:00:00Z");
      const version = await readDataVersions(db);
      const logger = getLogger("silent");
      const a = startJob(permitExpiryJob({ db, clock: () => dayAfter }), logger);
      const b = startJob(permitExpiryJob({ db, clock: () => dayAfter }), logger);
      await Promise.all([a.stop(), b.stop()]); // each stop waits for the run it started
      expect(await unitRow(db, soon)).toMatchObject({ state: "draft", is_active: 0 });
      expect(await unitRow(db, later)).toMatchObject({ state: "published", is_active: 1 });
      expect((await db.selectFrom("projects").select(["state", "is_active"]).where("id", "=", project).executeTakeFirstOrThrow())).toEqual({ state: "draft", is_active: 0 });
      expect(await readDataVersions(db)).not.toBe(version);
      expect(await shownTotal(db)).toBe(total0 + 1);
      // Recorded once each (two instances ran), as the system's change.
      expect(await readAudit(db, { entity: "unit", entityId: soon })).toMatchObject([
        { action: "unpublish (permit expired)", staffId: null, before: { permitExpiresOn: "2026-12-01" }, after: { state: "draft" } },
      ]);
      expect(await readAudit(db, { entity: "unit", entityId: later })).toEqual([]);
      expect(await totalsDrift(db)).toEqual([]);
      expect(await unpublishExpiredListings(db, dayAfter)).toEqual({ unit: 0, project: 0 });

      const reason = await rejects(setListingState(db, "unit", soon, "published", { now: dayAfter }));
      expect(reason.fieldErrors.permitExpiresOn).toEqual(["The permit expired on 2026-12-01; renew it before publishing."]);
      for (const id of [soon, later]) await deleteListing(db, "unit", id);
      await deleteListing(db, "project", project);
    });
  });
}
