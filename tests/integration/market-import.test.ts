/**
 * The DLD importer on both databases, with the fixtures of tests/fixtures/market (their mix is
 * described in make-fixtures.ts): exact report counts by reason, the cleaning's exclusions as
 * stored, the second import of a file keeping its rows, a file of another shape refused with
 * nothing written, a URL read from a local server, the DLD's area names matched through the
 * seeded aliases, and buildings made once and linked to their project.
 */
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MarketFileError, importMarketFile } from "../../app/modules/market/import.server.ts";
import { loadMarketSection } from "../../app/modules/market/index.server.ts";
import { unmatchedPlaces } from "../../app/modules/market/places.server.ts";
import { DLD_FILES } from "../../app/modules/market/dld-columns.ts";
import { seededTestDb, testDialects, TEST_NOW, type TestDb } from "../support/databases.ts";
import { listen } from "../support/listen.ts";

const FIXTURES = path.resolve("tests/fixtures/market");
const TRANSACTIONS = path.join(FIXTURES, "transactions.csv");

const SALE_SKIPS = {
  "already imported": 5,
  "date not readable": 3,
  "size not readable or negative": 2,
  "amount not a number": 2,
  "no transaction_id": 2,
  "unknown transaction group": 1,
};
const RENT_SKIPS = { "already imported": 3, "date not readable": 2, "amount not a number": 2, "no contract_id": 2, "size not readable or negative": 1 };

for (const dialect of testDialects()) {
  describe(`market import (${dialect})`, () => {
    let t: TestDb;
    let server: Awaited<ReturnType<typeof listen>>;
    const count = async (table: "market_sales" | "market_rents" | "market_imports" | "buildings") =>
      Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
    const areaId = async (slug: string) => Number((await t.db.selectFrom("areas").select("id").where("page_url", "=", slug).executeTakeFirstOrThrow()).id);

    beforeAll(async () => {
      t = await seededTestDb(dialect);
      // A brokerage's first import of the DLD's files: the demo's own market data taken out first (its units leave their buildings).
      await t.db.updateTable("units").set({ building_id: null }).execute();
      for (const table of ["market_stats", "market_sales", "market_rents", "market_imports", "buildings"] as const) await t.db.deleteFrom(table).execute();
      server = await listen((req, res) => {
        const file = path.join(FIXTURES, path.basename(req.url ?? ""));
        if (!req.url?.endsWith(".csv") || !fs.existsSync(file)) return void res.writeHead(404).end("no such file");
        res.writeHead(200, { "content-type": "text/csv; charset=utf-8" });
        fs.createReadStream(file).pipe(res);
      });
    });
    afterAll(async () => {
      await server?.close();
      await t?.cleanup();
    });

    it("imports the transactions file with its report by reason", async () => {
      const progress: number[] = [];
      const report = await importMarketFile(t.db, TRANSACTIONS, { now: TEST_NOW, onProgress: (p) => progress.push(p.rows) });
      expect(report).toMatchObject({ kind: "transactions", measure: "sale", rowsRead: 300, rowsKept: 285, skipped: SALE_SKIPS });
      expect(report.examples).toHaveLength(15);
      expect(report.examples.every((e) => e.line > 1 && e.line <= 301)).toBe(true);
      expect(progress.at(-1)).toBe(300);
      const stored = await t.db.selectFrom("market_sales").select((eb) => ["excluded", eb.fn.countAll().as("n")]).groupBy("excluded").execute();
      expect(Object.fromEntries(stored.map((r) => [r.excluded ?? "in stats", Number(r.n)]))).toEqual({
        "in stats": 200, mortgage: 40, gift: 15, "worth 0 or 10 AED": 10, "not residential": 12, "no size": 8,
      });
      const offPlan = await t.db.selectFrom("market_sales").select((eb) => [eb.fn.sum<number>("resale").as("resale"), eb.fn.sum<number>("off_plan").as("offPlan")]).executeTakeFirstOrThrow();
      expect([Number(offPlan.resale), Number(offPlan.offPlan)]).toEqual([30, 50]);
      const run = await t.db.selectFrom("market_imports").selectAll().where("id", "=", report.importId).executeTakeFirstOrThrow();
      expect(run).toMatchObject({ kind: "transactions", status: "done", rows_read: 300, rows_kept: 285, source: TRANSACTIONS, error: null });
      expect(JSON.parse(run.skipped_json)).toEqual(SALE_SKIPS);
      expect(report.touched.area).toEqual([await areaId("dubai-marina"), await areaId("downtown-dubai"), await areaId("jumeirah-village-circle")].sort((a, b) => a - b));
    });

    it("imports the rents file from a URL, streamed from the server", async () => {
      // A rents file recomputes rent figures only: a sale figure marked here is left as it is.
      const sale = () => t.db.selectFrom("market_stats").select("count").where("measure", "=", "sale").where("scope", "=", "area").where("rooms", "=", -1).orderBy(["scope_id", "period"]).executeTakeFirstOrThrow();
      const { count } = await sale();
      // The section a page shows is kept between requests: the import must drop the kept copy.
      const marina = await areaId("dubai-marina");
      const section = () => loadMarketSection(t.db, "area", marina, { name: "Dubai Marina", locale: "en", now: TEST_NOW });
      const before = await section();
      expect(before).toMatchObject({ empty: false, counts: expect.stringMatching(/ 0 rent contracts/) });
      const mark = (n: number) => t.db.updateTable("market_stats").set({ count: n }).where("measure", "=", "sale").where("scope", "=", "area").where("rooms", "=", -1).where("count", "=", n === -7 ? count : -7).execute();
      await mark(-7);
      const report = await importMarketFile(t.db, `${server.base}/rents.csv`, { now: TEST_NOW });
      expect((await sale()).count).toBe(-7);
      await mark(count);
      expect((await t.db.selectFrom("market_stats").select("measure").where("measure", "=", "rent").execute()).length).toBeGreaterThan(0);
      expect(await section()).toMatchObject({ counts: expect.stringMatching(/ [1-9]\d* rent contracts/) });
      expect(report).toMatchObject({ kind: "rents", measure: "rent", rowsRead: 185, rowsKept: 175, skipped: RENT_SKIPS });
      const stored = await t.db.selectFrom("market_rents").select((eb) => ["excluded", eb.fn.countAll().as("n")]).groupBy("excluded").execute();
      expect(Object.fromEntries(stored.map((r) => [r.excluded ?? "in stats", Number(r.n)]))).toEqual({ "in stats": 150, "not residential": 15, "no size": 10 });
      await expect(importMarketFile(t.db, `${server.base}/missing.csv`)).rejects.toThrow(/HTTP 404/);
    });

    it("matches the DLD's area names through the seeded aliases", async () => {
      const pairs = await t.db.selectFrom("market_sales").select(["dld_area", "area_id"]).distinct().orderBy("dld_area").execute();
      expect(pairs.map((p) => [p.dld_area, p.area_id === null ? null : Number(p.area_id)])).toEqual([
        ["Al Barsha South Fourth", await areaId("jumeirah-village-circle")],
        ["Burj Khalifa", await areaId("downtown-dubai")],
        ["Marsa Dubai", await areaId("dubai-marina")],
        ["Me'Aisem First", null],
      ]);
      expect(await unmatchedPlaces(t.db)).toEqual([
        { kind: "project", name: "Bloom Towers", rows: 80 },
        { kind: "project", name: "Belgravia Heights", rows: 61 },
        { kind: "project", name: "Marina Gate", rows: 58 },
        { kind: "area", name: "Me'Aisem First", rows: 46 },
        { kind: "project", name: "Burj Vista", rows: 44 },
      ]);
    });

    it("makes each building once, in its area, linked to its project", async () => {
      const project = await t.db.selectFrom("projects").select(["id", "developer_id"]).where("name", "=", "Marina Crest Residences").executeTakeFirstOrThrow();
      const buildings = await t.db.selectFrom("buildings").select(["name", "name_ar", "slug", "area_id", "project_id", "developer_id"]).orderBy("slug").execute();
      expect(buildings).toHaveLength(7);
      expect(buildings.find((b) => b.slug === "marina-crest-residences")).toEqual({
        name: "Marina Crest Residences", name_ar: "مارينا كريست ريزيدنسز", slug: "marina-crest-residences",
        area_id: await areaId("dubai-marina"), project_id: project.id, developer_id: project.developer_id,
      });
      expect(buildings.find((b) => b.slug === "marina-gate-1")).toMatchObject({ name: "MARINA GATE 1", project_id: null, developer_id: null });
      const crest = await t.db.selectFrom("market_sales").select(["building_id", "project_id"]).distinct().where("dld_building", "=", "Marina Crest Residences").execute();
      expect(crest).toHaveLength(1);
      expect(crest[0]!.project_id).toBe(project.id);
      const rentsInCrest = await t.db.selectFrom("market_rents").select("project_id").distinct().where("dld_project", "=", "Marina Crest Residences").execute();
      expect(rentsInCrest).toEqual([{ project_id: project.id }]);
    });

    it("follows the aliases staff add: a project alias, an area alias", async () => {
      const quay = await t.db.selectFrom("projects").select(["id", "developer_id"]).where("name", "=", "Marina Quay Penthouse Collection at Dubai Marina").executeTakeFirstOrThrow();
      await t.db.insertInto("market_place_aliases").values([
        { kind: "project", alias: "Marina Gate", alias_key: "marinagate", target_id: quay.id },
        { kind: "area", alias: "Me'Aisem First", alias_key: "meaisemfirst", target_id: await areaId("dubai-sports-city") },
      ]).execute();
      const columns = DLD_FILES.transactions.columns;
      const row = (id: string, area: string, building: string, project: string) => {
        const values: Record<string, string> = {
          transaction_id: id, instance_date: "2025-06-01 00:00:00", trans_group_en: "Sales", procedure_name_en: "Sell", reg_type_en: "Existing Properties",
          property_type_en: "Unit", property_usage_en: "Residential", area_name_en: area, building_name_en: building, project_name_en: project,
          rooms_en: "1 B/R", procedure_area: "75", actual_worth: "1,400,000",
        };
        return columns.map((c) => values[c] ?? "").join(",");
      };
      const file = [columns.join(","), row("9-11-2025-1", "Marsa Dubai", "Marina Gate 2", "MARINA GATE"), row("9-11-2025-2", "Me'Aisem First", "Afnan 5", "")].join("\n");
      const report = await importMarketFile(t.db, Readable.from([file]), { now: TEST_NOW });
      expect(report).toMatchObject({ rowsKept: 2, touched: { project: [quay.id] } });
      const gate = await t.db.selectFrom("buildings").select(["project_id", "developer_id", "area_id"]).where("slug", "=", "marina-gate-2").executeTakeFirstOrThrow();
      expect(gate).toEqual({ project_id: quay.id, developer_id: quay.developer_id, area_id: await areaId("dubai-marina") });
      const afnan = await t.db.selectFrom("market_sales").select(["area_id", "building_id"]).where("transaction_id", "=", "9-11-2025-2").executeTakeFirstOrThrow();
      expect(afnan.area_id).toBe(await areaId("dubai-sports-city"));
      expect(afnan.building_id).not.toBeNull();
    });

    it("keeps the same rows when a file is imported again", async () => {
      const before = { sales: await count("market_sales"), buildings: await count("buildings") };
      const report = await importMarketFile(t.db, fs.createReadStream(TRANSACTIONS), { now: TEST_NOW });
      // Rows already stored keep the places they were given, even where an alias came later.
      expect(report).toMatchObject({ rowsRead: 300, rowsKept: 0, skipped: { ...SALE_SKIPS, "already imported": 290 }, touched: { area: [], building: [], project: [] } });
      expect(report.examples).toHaveLength(20);
      expect({ sales: await count("market_sales"), buildings: await count("buildings") }).toEqual(before);
    });

    it("refuses a file of another shape, naming what it lacks, and writes nothing", async () => {
      const before = { imports: await count("market_imports"), sales: await count("market_sales"), rents: await count("market_rents") };
      const header = DLD_FILES.transactions.columns.filter((c) => c !== "actual_worth").join(",");
      const noWorth = Readable.from([`${header}\n1-11-2024-1,11\n`]);
      await expect(importMarketFile(t.db, noWorth)).rejects.toThrow(/transactions file it lacks actual_worth;/);
      const other = importMarketFile(t.db, Readable.from(["listing_id,price\n7,1000000\n"]));
      await expect(other).rejects.toBeInstanceOf(MarketFileError);
      await expect(importMarketFile(t.db, Readable.from([""]))).rejects.toThrow(/empty/);
      expect({ imports: await count("market_imports"), sales: await count("market_sales"), rents: await count("market_rents") }).toEqual(before);
    });
  });
}
