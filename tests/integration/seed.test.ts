/** Seeding: deterministic (twice gives identical data), and the demo covers every option. */
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { emptyTestDb, seededTestDb, testDialects, TEST_MEDIA_DIR, TEST_NOW, type TestDb } from "../support/databases.ts";
import { createDb } from "../../app/platform/db/client.server.ts";
import { migrateToLatest } from "../../app/platform/db/migrate.server.ts";
import { seedDatabase, seedIfEmpty } from "../../demo/seed.server.ts";
import { diskMediaFiles } from "../../app/platform/media/media-disk.server.ts";
import type { Db } from "../../app/platform/db/client.server.ts";

const TABLES = [
  "purposes", "statuses", "property_types", "bedrooms", "bathrooms", "emirates", "countries", "areas", "developers",
  "agents", "projects", "project_bedrooms", "project_payment_plan", "units", "listing_media", "listing_amenities",
  "listing_details", "listing_places", "blogs", "video_shorts",
];

async function dump(db: Db): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const t of TABLES) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(t)} order by 1, 2`.execute(db);
    out[t] = rows;
  }
  return out;
}

describe("seed", () => {
  const dbs: TestDb[] = [];
  afterAll(async () => {
    for (const d of dbs) await d.cleanup();
  });

  // Two whole seeds (migrations, 200 listings, their photos' records) take 10-20 s on this 2-core machine and up to 30 s
  // beside a browser run: these two tests get room for that work instead of the 30 s default.
  it("gives identical data when run twice with the same options", { timeout: 90_000 }, async () => {
    const a = await emptyTestDb("sqlite");
    const b = await emptyTestDb("sqlite");
    dbs.push(a, b);
    for (const t of [a, b]) {
      await migrateToLatest(t.db);
      await seedDatabase(t.db, { media: diskMediaFiles(TEST_MEDIA_DIR), now: TEST_NOW });
    }
    const [da, db] = [await dump(a.db), await dump(b.db)];
    expect(da.units!.length).toBeGreaterThanOrEqual(150);
    expect(da).toEqual(db);
    // A seeded database is left alone on the next start.
    expect(await seedIfEmpty(a.db, { media: diskMediaFiles(TEST_MEDIA_DIR), now: TEST_NOW })).toBe(false);
  });

  it("seeds once when two instances start on the same empty database (PostgreSQL and SQLite)", { timeout: 90_000 }, async () => {
    for (const dialect of testDialects()) {
      const a = await emptyTestDb(dialect);
      dbs.push(a);
      await migrateToLatest(a.db);
      const second = createDb(a.url).db;
      try {
        await migrateToLatest(second);
        const results = await Promise.all([
          seedIfEmpty(a.db, { media: diskMediaFiles(TEST_MEDIA_DIR), now: TEST_NOW }),
          seedIfEmpty(second, { media: diskMediaFiles(TEST_MEDIA_DIR), now: TEST_NOW }),
        ]);
        expect(results.filter(Boolean), dialect).toHaveLength(1);
        const purposes = await a.db.selectFrom("purposes").select("id").execute();
        expect(purposes).toHaveLength(3);
      } finally {
        await second.destroy();
      }
    }
  });

  it("covers every purpose, type, status, bedroom and bathroom option with enough content", async () => {
    const t = await seededTestDb("sqlite");
    dbs.push(t);
    const distinct = async (col: "purpose_id" | "type_id" | "status_id" | "bedroom_id" | "bathroom_id") =>
      (await t.db.selectFrom("units").select(col).distinct().where(col, "is not", null).execute()).length;
    const count = async (table: "purposes" | "property_types" | "statuses" | "bedrooms" | "bathrooms") =>
      Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
    expect(await distinct("purpose_id")).toBe(await count("purposes"));
    expect(await distinct("type_id")).toBe(await count("property_types"));
    expect(await distinct("status_id")).toBe(await count("statuses"));
    expect(await distinct("bedroom_id")).toBe(await count("bedrooms"));
    expect(await distinct("bathroom_id")).toBe(await count("bathrooms"));

    // The areas the demo shows (the reference areas it does not describe are there, hidden).
    const areas = await t.db.selectFrom("areas as a").innerJoin("emirates as e", "e.id", "a.emirate_id").select(["a.name", "e.name as emirate"]).where("a.is_active", "=", 1).execute();
    expect(areas.length).toBeGreaterThanOrEqual(25);
    expect(areas.filter((a) => a.emirate === "Dubai").length).toBeGreaterThanOrEqual(20);
    for (const name of ["Palm Jumeirah", "Dubai Marina", "Downtown Dubai", "Business Bay", "Jumeirah Village Circle", "Motor City", "Jumeirah Lake Towers"]) {
      expect(areas.map((a) => a.name)).toContain(name);
    }
    expect(new Set(areas.map((a) => a.emirate))).toEqual(new Set(["Dubai", "Abu Dhabi", "Sharjah"]));
    const developers = await t.db.selectFrom("developers").select("id").execute();
    expect(developers.length).toBeGreaterThanOrEqual(12);
    const projects = await t.db.selectFrom("projects").select("status_id").execute();
    expect(projects.length).toBeGreaterThanOrEqual(40);
    expect(projects.filter((p) => p.status_id === 1).length).toBeGreaterThanOrEqual(25);
    const blogs = await t.db.selectFrom("blogs").select("category_id").execute();
    expect(blogs.length).toBeGreaterThanOrEqual(12);
    expect(new Set(blogs.map((b) => b.category_id)).size).toBeGreaterThanOrEqual(3);
    const agents = await t.db.selectFrom("agents").select(["name", "avatar_path"]).execute();
    expect(agents.every((a) => a.name && a.avatar_path)).toBe(true);
  });

  it("seeds offices and shops without bedrooms, every listing published with a permit, rents yearly, photos described", async () => {
    const t = await seededTestDb("sqlite");
    dbs.push(t);
    const units = await t.db
      .selectFrom("units")
      .select(["classification", "bedroom_id", "purpose_id", "rent_frequency", "state", "is_active", "permit_authority", "permit_expires_on", "crm_ref", "lat", "lng"])
      .execute();
    const commercial = units.filter((u) => u.classification === "Commercial");
    expect(commercial.length).toBeGreaterThan(0);
    for (const u of commercial) expect(u.bedroom_id).toBeNull();
    for (const u of units.filter((x) => x.classification === "Residential")) expect(u.bedroom_id).not.toBeNull();
    for (const u of units) {
      expect(u.rent_frequency).toBe(u.purpose_id === 2 ? "yearly" : null);
      expect([u.state, u.is_active]).toEqual(["published", 1]);
      expect(u.permit_authority).toMatch(/^(DLD|ADREC|SRRD)$/);
      expect(u.permit_expires_on! > TEST_NOW.toISOString().slice(0, 10)).toBe(true);
      expect(u.crm_ref).toMatch(/^SKY-\d{5}$/);
      expect(u.lat).not.toBeNull();
    }
    const photos = await t.db.selectFrom("listing_media").select(["width", "height", "alt", "content_hash", "kind"]).execute();
    expect(photos.length).toBeGreaterThan(500);
    for (const m of photos) {
      expect(m.kind).toBe("photo");
      expect(m.width! > 0 && m.height! > 0).toBe(true);
      expect(m.alt).toBeTruthy();
      expect(m.content_hash).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it("gives some listings Arabic texts and leaves the others English only", async () => {
    const t = await seededTestDb("sqlite");
    dbs.push(t);
    const units = await t.db.selectFrom("units").select(["title_ar", "description_html_ar"]).execute();
    const arabic = units.filter((u) => u.title_ar);
    expect(arabic.length).toBeGreaterThan(0);
    expect(arabic.length).toBeLessThan(units.length);
    for (const u of arabic) {
      expect(u.title_ar).toMatch(/^[\u0600-\u06FF ]+$/);
      expect(u.description_html_ar).toMatch(/^<p>[\u0600-\u06FF]/);
    }
    const projects = await t.db.selectFrom("projects").select(["name_ar", "title_ar", "description_html_ar"]).where("name_ar", "is not", null).execute();
    expect(projects.length).toBeGreaterThanOrEqual(4);
    for (const p of projects) expect([p.title_ar, p.description_html_ar].every((x) => /[\u0600-\u06FF]/.test(x ?? ""))).toBe(true);
  });

  it("seeds listings that agree with themselves: villas pictured as villas, offices without home amenities, no '7+' titles", async () => {
    const t = await seededTestDb("sqlite");
    dbs.push(t);
    const units = await t.db
      .selectFrom("units as u")
      .innerJoin("property_types as pt", "pt.id", "u.type_id")
      .select(["u.id", "u.title", "pt.name as type"])
      .execute();
    for (const u of units) expect(u.title, `unit ${u.id}`).not.toMatch(/\d\+/);

    const villaPhotos = await t.db
      .selectFrom("listing_media as m")
      .innerJoin("units as u", "u.id", "m.unit_id")
      .where("u.type_id", "=", 3)
      .select(["m.unit_id", "m.path", "m.sort"])
      .execute();
    expect(villaPhotos.length).toBeGreaterThan(10);
    for (const m of villaPhotos) {
      expect(m.path, `villa ${m.unit_id}`).toMatch(/\/photos\/(villa|living-room|bedroom|kitchen)-\d\.jpg$/);
      if (m.sort === 0) expect(m.path, `villa ${m.unit_id}`).toMatch(/\/photos\/villa-\d\.jpg$/);
    }

    const commercial = await t.db
      .selectFrom("listing_amenities as a")
      .innerJoin("units as u", "u.id", "a.unit_id")
      .where("u.classification", "=", "Commercial")
      .select(["a.unit_id", "a.name"])
      .execute();
    expect(commercial.length).toBeGreaterThan(0);
    for (const a of commercial) expect(["Private pool", "Children's play area", "Shared swimming pool", "Maid's room"], `unit ${a.unit_id}`).not.toContain(a.name);
  });
});
