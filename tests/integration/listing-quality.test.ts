/**
 * The listing quality score and the list orders on both databases: the seed scores every listing
 * through the write path, a save rescores (an Arabic title added raises the score), the quality
 * job fills in rows scored with older rules and follows a permit's clock, the dashboard's figures,
 * and every list order (units and projects, page 2, with a filter, a sparse search) matching a
 * plain ORDER BY over the same rows; a bad `sort` in a URL is the spec's order.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { createListing, updateListing, type UnitInput } from "../../app/modules/listings/listings.server.ts";
import { searchUnits, unitPageQuery } from "../../app/modules/listings/queries/units.server.ts";
import { searchProjects } from "../../app/modules/listings/queries/projects.server.ts";
import { parseProjectSearchParams, parseUnitSearchParams } from "../../app/modules/listings/search/search-criteria.ts";
import { LIST_SORTS } from "../../app/modules/listings/search/list-sort.ts";
import { qualityJob } from "../../app/modules/listings/quality/quality-job.server.ts";
import { getLogger } from "../../app/platform/logger.server.ts";
import type { Db } from "../../app/platform/db/client.server.ts";
import { listingQuality, qualitySummary } from "../../app/modules/listings/quality/quality-store.server.ts";

const NOW = new Date("2026-11-20T06:00:00.000Z");
type ListSort = (typeof LIST_SORTS)[number];

/** One run of the quality job, as the job runner would start it at `now`. */
const rescoreListings = (db: Db, now: Date) => qualityJob({ db }).run({ now, logger: getLogger(), stopping: () => false });

const unit = (over: Partial<UnitInput> = {}): UnitInput => ({
  pageUrl: "quality-test-unit",
  title: "Bright studio in Jumeirah Village Circle",
  titleAr: null,
  descriptionHtml: "<p>A studio near the park.</p>",
  purposeId: 1,
  statusId: 2,
  typeId: 1,
  classification: "Residential",
  areaId: 1,
  agentId: 1,
  bedroomId: 1,
  bathroomId: 1,
  sizeSqft: 450,
  price: 610_000,
  permitNumber: "7123450001",
  permitAuthority: "DLD",
  permitExpiresOn: "2026-12-30",
  ...over,
});

/** The units' order of each list sort, as plain SQL over the shown units. */
const UNIT_ORDER: Record<ListSort | "default", string> = {
  default: "posted_on desc, id desc",
  recommended: "quality_score desc, posted_on desc, id desc",
  newest: "posted_on desc, id desc",
  "price-asc": "price asc, id asc",
  "price-desc": "price desc, id desc",
  "size-desc": "size_sqft desc, id desc",
};
const PROJECT_ORDER: Record<ListSort | "default", string> = {
  default: "created_on desc, id desc",
  recommended: "quality_score desc, created_on desc, id desc",
  newest: "created_on desc, id desc",
  "price-asc": "starting_price asc, id asc",
  "price-desc": "starting_price desc, id desc",
  "size-desc": "size_to_sqft desc, id desc",
};

for (const dialect of testDialects()) {
  describe(`listing quality and list orders (${dialect})`, () => {
    let t: TestDb;
    beforeAll(async () => {
      t = await seededTestDb(dialect);
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    const plainIds = async (table: "units" | "projects", order: string, where: string, offset: number, limit: number) =>
      (await sql<{ id: number }>`select id from ${sql.table(table)} where is_active = 1 ${sql.raw(where)} order by ${sql.raw(order)} limit ${limit} offset ${offset}`.execute(t.db)).rows.map((r) => Number(r.id));

    it("scores every seeded listing through the write path", async () => {
      for (const table of ["units", "projects"] as const) {
        const r = await t.db.selectFrom(table).select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.max("quality_score").as("top")]).where("quality_rules", "<", 1).executeTakeFirstOrThrow();
        expect(Number(r.n)).toBe(0);
      }
      const spread = await t.db.selectFrom("units").select("quality_score").distinct().execute();
      expect(spread.length).toBeGreaterThan(1);
    });

    it("rescores on save: an Arabic title added raises the score and its hint goes", async () => {
      const id = await createListing(t.db, "unit", unit(), { now: NOW });
      const stored = async () => (await t.db.selectFrom("units").select("quality_score").where("id", "=", id).executeTakeFirstOrThrow()).quality_score;
      const before = await listingQuality(t.db, "unit", id, NOW);
      expect(before!.hints.map((h) => h.key)).toContain("noArabicTitle");
      expect(await stored()).toBe(before!.score);
      await updateListing(t.db, "unit", id, { titleAr: "استوديو مشرق في قرية جميرا الدائرية" }, { now: NOW });
      const after = await listingQuality(t.db, "unit", id, NOW);
      expect(after!.score).toBe(before!.score + 5);
      expect(after!.hints.map((h) => h.key)).not.toContain("noArabicTitle");
      expect(await stored()).toBe(after!.score);
    });

    it("the job scores rows of older rules, and follows a permit's clock", async () => {
      const id = await createListing(t.db, "unit", unit({ pageUrl: "quality-permit-unit", crmRef: "Q-2", permitExpiresOn: "2027-01-10" }), { now: NOW });
      const score = async () => (await t.db.selectFrom("units").select("quality_score").where("id", "=", id).executeTakeFirstOrThrow()).quality_score;
      const fresh = await score();
      await t.db.updateTable("units").set({ quality_score: 0, quality_rules: 0 }).where("id", "<=", id).execute();
      expect((await rescoreListings(t.db, NOW)).rescored).toBeGreaterThan(1);
      expect(await score()).toBe(fresh);
      // Nothing moved: a second run writes nothing.
      expect((await rescoreListings(t.db, NOW)).rescored).toBe(0);
      // 21 days later the permit has 30 days left: half the permit's points go.
      await rescoreListings(t.db, new Date("2026-12-11T06:00:00.000Z"));
      expect(await score()).toBe(fresh - 8);
      const hints = (await listingQuality(t.db, "unit", id, new Date("2026-12-11T06:00:00.000Z")))!.hints;
      expect(hints).toContainEqual({ key: "permitExpiring", days: 30 });
    });

    it("sums up the shown listings for the dashboard", async () => {
      const s = await qualitySummary(t.db, "unit", 60);
      const r = await sql<{ n: number; low: number }>`select count(*) as n, sum(case when quality_score < 60 then 1 else 0 end) as low from units where is_active = 1`.execute(t.db);
      expect(s.total).toBe(Number(r.rows[0]!.n));
      expect(s.below).toBe(Number(r.rows[0]!.low));
      expect(s.average).toBeGreaterThan(0);
      expect((await qualitySummary(t.db, "unit", 60, -1)).total).toBe(0);
    });

    it("orders the unit list by every sort, page 2 included, with and without filters", async () => {
      for (const sort of [...LIST_SORTS, undefined]) {
        const order = UNIT_ORDER[sort ?? "default"];
        for (const [query, where] of [["", ""], ["purpose=1", "and purpose_id = 1"], ["purpose=1&unitType=1&beds=3", "and purpose_id = 1 and type_id = 1 and bedroom_id = 3"], ["area=1", "and area_id = 1"]] as const) {
          for (const page of [1, 2]) {
            const c = parseUnitSearchParams(new URLSearchParams(`${query}&page=${page}${sort ? `&sort=${sort}` : ""}`), 5);
            const { rows } = await searchUnits(t.db, c);
            expect(rows.map((r) => r.id), `${sort} ${query} page ${page}`).toEqual(await plainIds("units", order, where, (page - 1) * 5, 5));
          }
        }
      }
    });

    it("gives the same page whether it walks the order's index or sorts the filtered matches", async () => {
      // The demo's lists are small enough to sort their matches; the walk serves large ones: the same ids either way.
      for (const sort of LIST_SORTS) {
        for (const query of ["", "purpose=1&unitType=1", "beds=1,2&bathroom=1", "priceTo=3000000"]) {
          for (const page of [1, 3]) {
            const c = parseUnitSearchParams(new URLSearchParams(`${query}&page=${page}&sort=${sort}`), 5);
            const [walked, sorted] = await Promise.all([unitPageQuery(t.db, c).execute(), unitPageQuery(t.db, c, undefined, { sortMatches: true }).execute()]);
            expect(sorted, `${sort} ${query} page ${page}`).toEqual(walked);
          }
        }
      }
    });

    it("a walk bounded to the first units of the order gives the same page whenever it fills one", async () => {
      const column = { recommended: "quality_score", "price-asc": "price", "price-desc": "price", "size-desc": "size_sqft" } as const;
      let filled = 0;
      for (const sort of ["recommended", "price-asc", "price-desc", "size-desc"] as const) {
        const dir = sort === "price-asc" ? "asc" : "desc";
        for (const query of ["", "purpose=1", "unitType=1", "beds=1,2&bathroom=1"]) {
          for (const [page, nth] of [[1, 30], [2, 60], [1, 200]] as const) {
            const c = parseUnitSearchParams(new URLSearchParams(`${query}&page=${page}&sort=${sort}`), 5);
            const edge = await t.db.selectFrom("units").select(column[sort]).where("is_active", "=", 1).orderBy(column[sort], dir).limit(1).offset(nth).executeTakeFirstOrThrow();
            const bound = Number(Object.values(edge)[0]);
            const [plain, bounded] = await Promise.all([unitPageQuery(t.db, c).execute(), unitPageQuery(t.db, c, undefined, { bound }).execute()]);
            if (bounded.length === 5) {
              filled++;
              expect(bounded, `${sort} ${query} page ${page} within the first ${nth}`).toEqual(plain);
            } else expect(bounded.length).toBeLessThan(5);
          }
        }
      }
      expect(filled).toBeGreaterThan(10);
    });

    it("orders the project list by every sort", async () => {
      for (const sort of [...LIST_SORTS, undefined]) {
        for (const page of [1, 2]) {
          const c = parseProjectSearchParams(new URLSearchParams(`page=${page}${sort ? `&sort=${sort}` : ""}`), 3);
          const { rows } = await searchProjects(t.db, c);
          expect(rows.map((r) => r.id), `${sort} page ${page}`).toEqual(await plainIds("projects", PROJECT_ORDER[sort ?? "default"], "", (page - 1) * 3, 3));
        }
      }
    });

    it("reads a bad sort as the spec's order", async () => {
      for (const bad of ["cheapest", "PRICE-ASC", "", "price-asc;drop", "1"]) {
        expect(parseUnitSearchParams(new URLSearchParams({ sort: bad })).sort).toBeUndefined();
        expect(parseProjectSearchParams(new URLSearchParams({ sort: bad })).sort).toBeUndefined();
      }
      const { rows } = await searchUnits(t.db, parseUnitSearchParams(new URLSearchParams("sort=cheapest"), 5));
      expect(rows.map((r) => r.id)).toEqual(await plainIds("units", UNIT_ORDER.default, "", 0, 5));
    });
  });
}
