/**
 * Market figures on both databases: a few hundred sales and rents with known values go in, the
 * refresh runs, and every figure the pages read is checked against medians this file computes on its
 * own (a plain sort-and-pick-the-middle, not the module's): by month and rooms, the 12-month windows,
 * the outlier rule (Tukey's far-out fences on log AED/sqft, per area and property type), gifts and
 * mortgages never counted, the yield, the listing comparison's basis and rounding, the ranking, and a
 * place without data.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingComparison, marketRanking, marketSection, recentBuildingSales, refreshMarketStats } from "../../app/modules/market/index.server.ts";
import { areaRoomsFigures } from "../../app/modules/market/market-queries.server.ts";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";

const NOW = new Date("2026-11-20T06:00:00.000Z");

/** The test's own arithmetic, kept apart from the module's. */
function med(xs: number[]): number | null {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}
function monthBack(n: number): string {
  const d = new Date(Date.UTC(2026, 10 - n, 1));
  return d.toISOString().slice(0, 7);
}
const quarterOfMonth = (m: string) => `${m.slice(0, 4)}-Q${Math.ceil(Number(m.slice(5, 7)) / 3)}`;
const quarterBack = (n: number) => quarterOfMonth(monthBack(3 * n));

type Sale = { id: string; month: string; rooms: number | null; psf: number; size: number; type: string; building: number | null; kind: "sale" | "gift" | "mortgage"; inStats: number; excluded: string | null; offPlan: number; resale: number };
type Rent = { id: string; quarter: string; rooms: number; annual: number; size: number; building: number | null; inStats: number };

function dataset(building: number) {
  const sales: Sale[] = [];
  const add = (s: Partial<Sale> & { month: string; rooms: number | null; psf: number }) =>
    sales.push({ id: `S${sales.length}`, size: 800, type: "Unit", building: null, kind: "sale", inStats: 1, excluded: null, offPlan: 0, resale: 0, ...s });
  for (let i = 0; i < 300; i++) {
    add({ month: monthBack(i % 30), rooms: i % 3, psf: 1200 + ((i * 37) % 600), size: 600 + ((i * 53) % 900), building: i % 2 ? null : building, offPlan: i % 5 === 0 ? 1 : 0, resale: i % 20 === 0 ? 1 : 0 });
  }
  for (let i = 0; i < 3; i++) add({ month: monthBack(i), rooms: 3, psf: 1500 + i * 10, building });
  for (let i = 0; i < 5; i++) add({ month: monthBack(i + 1), rooms: 3, psf: 1400 + i * 20 });
  for (let i = 0; i < 3; i++) add({ month: monthBack(i), rooms: 4, psf: 1700 });
  // Villas sell for less per sqft: judged among villas, none is an outlier (among units they would be).
  for (let i = 0; i < 25; i++) add({ month: monthBack(i), rooms: 5, psf: 600 + i * 4, size: 4000, type: "Villa" });
  const outliers = [add({ month: monthBack(0), rooms: 1, psf: 12, building }), add({ month: monthBack(1), rooms: 1, psf: 90_000, building })].map((n) => `S${n - 1}`);
  for (let i = 0; i < 5; i++) add({ month: monthBack(i), rooms: 1, psf: 0.01, kind: "gift", inStats: 0, excluded: "gift", building });
  for (let i = 0; i < 5; i++) add({ month: monthBack(i), rooms: 1, psf: 40_000, kind: "mortgage", inStats: 0, excluded: "mortgage", building });
  const rents: Rent[] = [];
  for (let i = 0; i < 240; i++) {
    rents.push({ id: `R${i}`, quarter: quarterBack(i % 12), rooms: i % 4, annual: 40_000 + ((i * 911) % 120_000), size: 500 + ((i * 71) % 1000), building: i % 8 < 4 ? building : null, inStats: 1 });
  }
  for (let i = 0; i < 5; i++) rents.push({ id: `RX${i}`, quarter: quarterBack(0), rooms: 1, annual: 9_000_000, size: 700, building, inStats: 0 });
  return { sales, rents, outliers };
}

for (const dialect of testDialects()) {
  describe(`market figures (${dialect})`, () => {
    let t: TestDb;
    let area: number;
    let emptyArea: number;
    let building: number;
    let project: number;
    let data: ReturnType<typeof dataset>;
    const counted = () => data.sales.filter((s) => s.inStats && !data.outliers.includes(s.id));

    beforeAll(async () => {
      t = await seededTestDb(dialect);
      const db = t.db;
      for (const table of ["market_stats", "market_sales", "market_rents"] as const) await db.deleteFrom(table).execute();
      const areas = await db.selectFrom("areas").select("id").where("is_active", "=", 1).orderBy("id").limit(2).execute();
      [area, emptyArea] = areas.map((a) => a.id) as [number, number];
      project = (await db.selectFrom("projects").select("id").orderBy("id").executeTakeFirstOrThrow()).id;
      building = (await db.insertInto("buildings").values({ name: "Test Tower", name_key: "testtower", slug: "test-tower-stats", area_id: area, project_id: project, created_at: NOW.toISOString() }).returning("id").executeTakeFirstOrThrow()).id;
      data = dataset(building);
      const sales = data.sales.map((s) => ({
        transaction_id: s.id, date: `${s.month}-15`, month: s.month, kind: s.kind, procedure: "Sell", off_plan: s.offPlan, resale: s.resale,
        property_type: s.type, property_sub_type: null, usage: "Residential", dld_area: "Test", dld_building: null, dld_project: null, dld_master_project: null,
        area_id: area, building_id: s.building, project_id: s.building ? project : null, rooms: s.rooms, rooms_text: null, has_parking: 1,
        size_sqft: s.size, worth_aed: s.psf * s.size, psf_aed: s.psf, in_stats: s.inStats, excluded: s.excluded,
        nearest_metro: null, nearest_mall: null, nearest_landmark: null, import_id: 1,
      }));
      const rents = data.rents.map((r) => ({
        contract_id: r.id, registration: "new" as const, start_date: `${r.quarter.slice(0, 4)}-${String((Number(r.quarter.slice(6)) - 1) * 3 + 1).padStart(2, "0")}-10`, end_date: null,
        quarter: r.quarter, contract_amount: r.annual, annual_amount: r.annual, property_type: "Unit", property_sub_type: null, usage: "Residential", dld_area: "Test",
        dld_project: null, area_id: area, building_id: r.building, project_id: r.building ? project : null, rooms: r.rooms, size_sqft: r.size, freehold: 1,
        in_stats: r.inStats, excluded: r.inStats ? null : "not residential", import_id: 1,
      }));
      for (let i = 0; i < sales.length; i += 100) await db.insertInto("market_sales").values(sales.slice(i, i + 100)).execute();
      for (let i = 0; i < rents.length; i += 100) await db.insertInto("market_rents").values(rents.slice(i, i + 100)).execute();
      await refreshMarketStats(db, { area: [area, emptyArea], building: [building], project: [project] }, { now: NOW });
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    it("marks the sales outside the far-out fences, per property type, and keeps them in the table", async () => {
      const marked = await t.db.selectFrom("market_sales").select("transaction_id").where("excluded", "=", "outlier").orderBy("transaction_id").execute();
      expect(marked.map((r) => r.transaction_id).sort()).toEqual([...data.outliers].sort());
      // Judged again on the next refresh (the fences move with new sales), with the same outcome.
      await refreshMarketStats(t.db, { area: [area], building: [], project: [] }, { now: NOW });
      const again = await t.db.selectFrom("market_sales").select("transaction_id").where("excluded", "=", "outlier").execute();
      expect(again.map((r) => r.transaction_id).sort()).toEqual([...data.outliers].sort());
      // A sale wrongly held out (by an earlier state of the data) comes back once it lies within the fences.
      await t.db.updateTable("market_sales").set({ in_stats: 0, excluded: "outlier" }).where("transaction_id", "=", "S7").execute();
      await refreshMarketStats(t.db, { area: [area], building: [], project: [] }, { now: NOW });
      expect(await t.db.selectFrom("market_sales").select(["in_stats", "excluded"]).where("transaction_id", "=", "S7").executeTakeFirst()).toEqual({ in_stats: 1, excluded: null });
      const villas = await t.db.selectFrom("market_sales").select(({ fn }) => fn.countAll<number>().as("n")).where("property_type", "=", "Villa").where("in_stats", "=", 1).executeTakeFirstOrThrow();
      expect(Number(villas.n)).toBe(25);
    });

    it("files every month and rooms of a place under the median of its counted sales", async () => {
      const expected = new Map<string, { count: number; psf: number | null; amount: number | null }>();
      const groups = new Map<string, Sale[]>();
      for (const s of counted()) {
        for (const key of [`${s.month}|-1`, ...(s.rooms === null ? [] : [`${s.month}|${s.rooms}`])]) groups.set(key, [...(groups.get(key) ?? []), s]);
      }
      for (const [key, g] of groups) expected.set(key, { count: g.length, psf: med(g.map((s) => s.psf)), amount: med(g.map((s) => s.psf * s.size)) });
      const rows = await t.db.selectFrom("market_stats").selectAll().where("measure", "=", "sale").where("scope", "=", "area").where("scope_id", "=", area).where("period", "not like", "12m:%").execute();
      const got = new Map(rows.map((r) => [`${r.period}|${r.rooms}`, { count: r.count, psf: r.median_psf, amount: r.median_amount }]));
      expect(got.size).toBe(expected.size);
      for (const [key, e] of expected) {
        const g = got.get(key)!;
        expect(g.count, key).toBe(e.count);
        expect(g.psf!, key).toBeCloseTo(e.psf!, 6);
        expect(g.amount!, key).toBeCloseTo(e.amount!, 4);
      }
    });

    it("gives a building's section: sales by month, rents by quarter, latest sales, rent and yield by rooms", async () => {
      const section = await marketSection(t.db, "building", building, { now: NOW });
      const mine = counted().filter((s) => s.building === building);
      const months = [...new Set(mine.map((s) => s.month))].sort();
      expect(section.sales.map((s) => s.month)).toEqual(months);
      for (const s of section.sales) expect(s.medianPsf).toBeCloseTo(med(mine.filter((x) => x.month === s.month).map((x) => x.psf))!, 6);
      expect(section.saleCount).toBe(mine.length);
      const rents = data.rents.filter((r) => r.building === building && r.inStats);
      expect(section.rents.map((r) => r.quarter)).toEqual([...new Set(rents.map((r) => r.quarter))].sort());
      for (const r of section.rents) expect(r.medianAnnual).toBeCloseTo(med(rents.filter((x) => x.quarter === r.quarter).map((x) => x.annual))!, 6);
      expect(section.rentCount).toBe(rents.length);
      expect(section.latest).toHaveLength(10);
      expect(section.latest[0]!.date).toBe(`${monthBack(0)}-15`);
      expect(section.latest.every((s) => s.psf! > 100 && s.psf! < 10_000)).toBe(true);
      const lastYear = new Set(Array.from({ length: 12 }, (_, i) => monthBack(i)));
      const lastQuarters = new Set([0, 1, 2, 3].map(quarterBack));
      for (const rooms of [0, 1, 2, 3]) {
        const rent = med(rents.filter((r) => r.rooms === rooms && lastQuarters.has(r.quarter)).map((r) => r.annual))!;
        const price = med(mine.filter((s) => s.rooms === rooms && lastYear.has(s.month)).map((s) => s.psf * s.size))!;
        expect(section.rentByRooms.find((r) => r.rooms === rooms)!.medianAnnual).toBeCloseTo(rent, 6);
        expect(section.yieldByRooms.find((r) => r.rooms === rooms)!.grossYield).toBeCloseTo(rent / price, 10);
      }
      expect(section.dataUntil).toBe(`${monthBack(0)}-15`);
    });

    it("tells off-plan, off-plan resales and ready sales apart", async () => {
      const recent = await recentBuildingSales(t.db, building, 400);
      expect(recent).toHaveLength(counted().filter((s) => s.building === building).length);
      expect(new Set(recent.map((s) => s.kind))).toEqual(new Set(["ready", "off-plan", "off-plan resale"]));
    });

    it("compares a listing with its building's median for the same rooms, else its area's, else not at all", async () => {
      const lastYear = new Set(Array.from({ length: 12 }, (_, i) => monthBack(i)));
      const basis = (rooms: number, inBuilding: boolean) => counted().filter((s) => s.rooms === rooms && lastYear.has(s.month) && s.type === "Unit" && (!inBuilding || s.building === building));
      const b1 = basis(1, true);
      const m1 = med(b1.map((s) => s.psf))!;
      expect(await listingComparison(t.db, { areaId: area, buildingId: building, rooms: 1, psf: m1 * 0.94 }, { now: NOW })).toEqual({ scope: "building", placeId: building, median: expect.closeTo(m1, 6), percent: -6, count: b1.length });
      expect((await listingComparison(t.db, { areaId: area, buildingId: building, rooms: 1, psf: m1 * 1.126 }, { now: NOW }))!.percent).toBe(13);
      const a3 = basis(3, false);
      expect(a3.length).toBeGreaterThanOrEqual(5);
      expect(basis(3, true).length).toBeLessThan(5);
      expect(await listingComparison(t.db, { areaId: area, buildingId: building, rooms: 3, psf: 1450 }, { now: NOW })).toMatchObject({ scope: "area", placeId: area, median: med(a3.map((s) => s.psf)), count: a3.length });
      expect(await listingComparison(t.db, { areaId: area, buildingId: building, rooms: 4, psf: 1450 }, { now: NOW })).toBeNull();
      expect(await listingComparison(t.db, { areaId: emptyArea, rooms: 1, psf: 1450 }, { now: NOW })).toBeNull();
    });

    it("gives a listing its area's median rent and gross yield for the same rooms", async () => {
      const lastYear = new Set(Array.from({ length: 12 }, (_, i) => monthBack(i)));
      const lastQuarters = new Set([0, 1, 2, 3].map(quarterBack));
      for (const rooms of [0, 2]) {
        const rents = data.rents.filter((r) => r.inStats && r.rooms === rooms && lastQuarters.has(r.quarter)).map((r) => r.annual);
        const price = med(counted().filter((s) => s.rooms === rooms && lastYear.has(s.month)).map((s) => s.psf * s.size))!;
        const got = await areaRoomsFigures(t.db, area, rooms, { now: NOW });
        expect(got.rent).toEqual({ medianAnnual: expect.closeTo(med(rents)!, 6), count: rents.length });
        expect(got.grossYield).toBeCloseTo(med(rents)! / price, 10);
      }
      expect(await areaRoomsFigures(t.db, emptyArea, 2, { now: NOW })).toEqual({ rent: null, grossYield: null });
    });

    it("ranks areas on the last 12 months against the 12 before", async () => {
      const ranking = await marketRanking(t.db, { now: NOW });
      const row = ranking.find((r) => r.areaId === area)!;
      const inMonths = (from: number, to: number) => counted().filter((s) => Array.from({ length: to - from + 1 }, (_, i) => monthBack(from + i)).includes(s.month));
      const last = inMonths(0, 11);
      const prev = inMonths(12, 23);
      const lastPsf = med(last.map((s) => s.psf))!;
      expect(row.medianPsf).toBeCloseTo(lastPsf, 6);
      expect(row.saleCount).toBe(last.length);
      expect(row.changePercent).toBe(Math.round((lastPsf / med(prev.map((s) => s.psf))! - 1) * 1000) / 10);
      const rent = med(data.rents.filter((r) => r.inStats && [0, 1, 2, 3].map(quarterBack).includes(r.quarter)).map((r) => r.annual))!;
      expect(row.grossYield).toBeCloseTo(rent / med(last.map((s) => s.psf * s.size))!, 10);
      expect(ranking.find((r) => r.areaId === emptyArea)).toBeUndefined();
    });

    it("gives a place without data empty series", async () => {
      expect(await marketSection(t.db, "area", emptyArea, { now: NOW })).toEqual({
        sales: [], rents: [], saleCount: 0, rentCount: 0, latest: [], rentByRooms: [], yieldByRooms: [], dataUntil: null,
      });
      await expect(refreshMarketStats(t.db, { area: [], building: [], project: [] }, { now: NOW })).resolves.toBeUndefined();
    });
  });
}
