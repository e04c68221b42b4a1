/**
 * The back office's market aliases on both databases, over the fixtures of tests/fixtures/market
 * (where "Me'Aisem First" matches no area and the project "Marina Gate" none within Dubai Marina):
 * adding an alias places the stored rows and their figures appear; pointing it elsewhere moves them;
 * deleting it un-matches only the rows that matched through it; a second alias with the same
 * letters and digits is refused; each change is in the audit log.
 */
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importMarketFile } from "../../app/modules/market/import.server.ts";
import { DLD_FILES } from "../../app/modules/market/dld-columns.ts";
import pino from "pino";
import { AliasError, createMarketAlias, deleteMarketAlias, marketRematchJob, retargetMarketAlias, unmatchedPlaces } from "../../app/modules/market/index.server.ts";
import { createJobRunner, type JobRunner } from "../../app/platform/jobs/runner.server.ts";
import { aliasFormSchema } from "../../app/modules/market/alias-forms.ts";
import type { Actor } from "../../app/modules/staff/index.ts";
import { seededTestDb, testDialects, TEST_NOW, type TestDb } from "../support/databases.ts";

const FIXTURES = path.resolve("tests/fixtures/market");
const admin: Actor = { staffId: 1, name: "Maha Admin", role: "admin", agentId: null };
const opts = { now: TEST_NOW };
const LAST_MONTH = TEST_NOW.toISOString().slice(0, 7);

for (const dialect of testDialects()) {
  describe(`market aliases (${dialect})`, () => {
    let t: TestDb;
    let jobs: JobRunner | undefined;
    const areaId = async (slug: string) => Number((await t.db.selectFrom("areas").select("id").where("page_url", "=", slug).executeTakeFirstOrThrow()).id);
    const form = (alias: string, kind: "area" | "project", id: number) => aliasFormSchema.parse({ alias, place: `${kind}:${id}` });
    /** The rows of a DLD area name, by the area they are placed in. */
    const placedIn = async (dldArea: string) =>
      (await t.db.selectFrom("market_sales").select("area_id").distinct().where("dld_area", "=", dldArea).execute()).map((r) => (r.area_id === null ? null : Number(r.area_id)));
    /** Counted sales of a place in its monthly figures (all rooms), and as the rows say they should be. */
    async function saleFigures(scope: "area" | "project", id: number) {
      const stats = await t.db
        .selectFrom("market_stats")
        .select((eb) => eb.fn.sum<number>("count").as("n"))
        .where("measure", "=", "sale").where("scope", "=", scope).where("scope_id", "=", id).where("rooms", "=", -1).where("period", "not like", "12m:%")
        .executeTakeFirst();
      const rows = await t.db
        .selectFrom("market_sales")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where(scope === "area" ? "area_id" : "project_id", "=", id).where("in_stats", "=", 1).where("month", "<=", LAST_MONTH)
        .executeTakeFirstOrThrow();
      return { shown: Number(stats?.n ?? 0), counted: Number(rows.n) };
    }
    const audits = async () => (await t.db.selectFrom("audit_log").select(["action", "entity", "after_json"]).where("entity", "=", "market alias").orderBy("id").execute()).map((a) => a.action);

    beforeAll(async () => {
      t = await seededTestDb(dialect);
      // The demo's units leave their buildings first (the buildings go with the demo's market data).
      await t.db.updateTable("units").set({ building_id: null }).execute();
      for (const table of ["market_stats", "market_sales", "market_rents", "market_imports", "buildings"] as const) await t.db.deleteFrom(table).execute();
      for (const file of ["transactions.csv", "rents.csv"]) await importMarketFile(t.db, path.join(FIXTURES, file), opts);
      // One sale registered under the area's own name: no alias is needed for it, and none may take it away.
      const columns = DLD_FILES.transactions.columns;
      const values: Record<string, string> = {
        transaction_id: "7-11-2025-1", instance_date: "2025-07-01 00:00:00", trans_group_en: "Sales", procedure_name_en: "Sell", reg_type_en: "Existing Properties",
        property_type_en: "Unit", property_usage_en: "Residential", area_name_en: "Dubai Marina", building_name_en: "Own Name Tower", rooms_en: "1 B/R", procedure_area: "70", actual_worth: "1,300,000",
      };
      await importMarketFile(t.db, Readable.from([`${columns.join(",")}\n${columns.map((c) => values[c] ?? "").join(",")}\n`]), opts);
      // The re-match job as the server runs it, woken by each change (which waits for it).
      jobs = createJobRunner({ logger: pino({ level: "silent" }) });
      jobs.add(marketRematchJob({ db: t.db, clock: () => TEST_NOW }));
      jobs.start();
    });
    afterAll(async () => {
      await jobs?.stop();
      await t?.cleanup();
    });

    it("places the stored rows of a name when an alias is added, and their figures appear", async () => {
      const sportsCity = await areaId("dubai-sports-city");
      expect(await unmatchedPlaces(t.db)).toContainEqual({ kind: "area", name: "Me'Aisem First", rows: 46 });
      expect(await saleFigures("area", sportsCity)).toEqual({ shown: 0, counted: 0 });

      const r = await createMarketAlias(t.db, admin, form("ME'AISEM FIRST", "area", sportsCity), opts);
      expect(r).toMatchObject({ rows: expect.any(Number), pending: false });
      expect(r.rows).toBeGreaterThanOrEqual(46);
      expect(await t.db.selectFrom("market_imports").select(["kind", "source", "status", "rows_kept"]).where("kind", "=", "rematch").execute())
        .toEqual([{ kind: "rematch", source: "area:meaisemfirst", status: "done", rows_kept: r.rows }]);
      expect(await placedIn("Me'Aisem First")).toEqual([sportsCity]);
      const figures = await saleFigures("area", sportsCity);
      expect(figures.counted).toBeGreaterThan(0);
      expect(figures.shown).toBe(figures.counted);
      // Sales are placed in their buildings, made in the area as an import makes them.
      const unplaced = await t.db.selectFrom("market_sales").select("transaction_id").where("dld_area", "=", "Me'Aisem First").where("dld_building", "is not", null).where("building_id", "is", null).execute();
      expect(unplaced).toEqual([]);
      expect((await unmatchedPlaces(t.db)).some((p) => p.name === "Me'Aisem First")).toBe(false);
      expect(await audits()).toEqual(["create"]);
    });

    it("refuses a second alias with the same letters and digits, and changes nothing", async () => {
      const refusal = createMarketAlias(t.db, admin, form("Me Aisem-First", "area", await areaId("motor-city")), opts);
      await expect(refusal).rejects.toBeInstanceOf(AliasError);
      await expect(refusal).rejects.toMatchObject({ field: "alias", message: expect.stringContaining("ME'AISEM FIRST") });
      expect(await placedIn("Me'Aisem First")).toEqual([await areaId("dubai-sports-city")]);
      expect(await audits()).toEqual(["create"]);
    });

    it("moves the rows and both places' figures when the alias points elsewhere", async () => {
      const [sportsCity, motorCity] = [await areaId("dubai-sports-city"), await areaId("motor-city")];
      const alias = await t.db.selectFrom("market_place_aliases").select("id").where("alias_key", "=", "meaisemfirst").executeTakeFirstOrThrow();
      await expect(retargetMarketAlias(t.db, admin, Number(alias.id), { place: { kind: "project", targetId: 1 } }, opts)).rejects.toMatchObject({ field: "place" });
      await retargetMarketAlias(t.db, admin, Number(alias.id), { place: { kind: "area", targetId: motorCity } }, opts);
      expect(await placedIn("Me'Aisem First")).toEqual([motorCity]);
      expect(await saleFigures("area", sportsCity)).toEqual({ shown: 0, counted: 0 });
      const moved = await saleFigures("area", motorCity);
      expect(moved.shown).toBe(moved.counted);
      expect(moved.counted).toBeGreaterThan(0);
      expect(await audits()).toEqual(["create", "update"]);
    });

    it("un-matches only the rows that matched through a deleted alias", async () => {
      const [marina, motorCity] = [await areaId("dubai-marina"), await areaId("motor-city")];
      const mine = await t.db.selectFrom("market_place_aliases").select("id").where("alias_key", "=", "meaisemfirst").executeTakeFirstOrThrow();
      await deleteMarketAlias(t.db, admin, Number(mine.id), opts);
      expect(await placedIn("Me'Aisem First")).toEqual([null]);
      expect(await saleFigures("area", motorCity)).toEqual({ shown: 0, counted: 0 });
      expect(await unmatchedPlaces(t.db)).toContainEqual({ kind: "area", name: "Me'Aisem First", rows: 46 });

      const before = await saleFigures("area", marina);
      const seeded = await t.db.selectFrom("market_place_aliases").select("id").where("kind", "=", "area").where("alias_key", "=", "marsadubai").executeTakeFirstOrThrow();
      await deleteMarketAlias(t.db, admin, Number(seeded.id), opts);
      expect(await placedIn("Marsa Dubai")).toEqual([null]);
      expect(await t.db.selectFrom("market_sales").select(["project_id", "building_id"]).distinct().where("dld_area", "=", "Marsa Dubai").execute()).toEqual([{ project_id: null, building_id: null }]);
      expect(await placedIn("Dubai Marina")).toEqual([marina]);
      const after = await saleFigures("area", marina);
      expect(after).toEqual({ shown: 1, counted: 1 });
      expect(after.counted).toBeLessThan(before.counted);
      expect(await audits()).toEqual(["create", "update", "delete", "delete"]);
    });

    it("places a project's rows through a project alias", async () => {
      await createMarketAlias(t.db, admin, form("Marsa Dubai", "area", await areaId("dubai-marina")), opts);
      const quay = await t.db.selectFrom("projects").select("id").where("name", "=", "Marina Quay Penthouse Collection at Dubai Marina").executeTakeFirstOrThrow();
      expect(await unmatchedPlaces(t.db)).toContainEqual({ kind: "project", name: "Marina Gate", rows: 58 });
      await createMarketAlias(t.db, admin, form("Marina Gate", "project", Number(quay.id)), opts);
      expect((await unmatchedPlaces(t.db)).some((p) => p.name === "Marina Gate")).toBe(false);
      const figures = await saleFigures("project", Number(quay.id));
      expect(figures.counted).toBeGreaterThan(0);
      expect(figures.shown).toBe(figures.counted);
    });

    it("takes again a re-match a stopped process left running, a few rows at a time", async () => {
      await jobs?.stop();
      jobs = undefined;
      const jvc = await areaId("jumeirah-village-circle");
      await t.db.insertInto("market_place_aliases").values({ kind: "area", alias: "Me'Aisem First", alias_key: "meaisemfirst", target_id: jvc }).execute();
      const run = await t.db.insertInto("market_imports").values({ kind: "rematch", source: "area:meaisemfirst", started_at: TEST_NOW.toISOString(), status: "running" }).returning("id").executeTakeFirstOrThrow();
      const job = createJobRunner({ logger: pino({ level: "silent" }) }).add(marketRematchJob({ db: t.db, clock: () => TEST_NOW, batchRows: 7 }));
      const outcome = await job.runOnce();
      expect(outcome).toMatchObject({ status: "done", result: expect.any(Number) });
      expect(outcome.status === "done" && outcome.result).toBeGreaterThanOrEqual(46);
      expect(await placedIn("Me'Aisem First")).toEqual([jvc]);
      const figures = await saleFigures("area", jvc);
      expect(figures.shown).toBe(figures.counted);
      expect(await t.db.selectFrom("market_imports").select("status").where("id", "=", Number(run.id)).executeTakeFirstOrThrow()).toEqual({ status: "done" });
    });
  });
}
